import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { jobParams, jobPath, jobStatusResponse } from '../../src/contracts/jobs'
import type { Db } from '../db/connection'
import { scopeOffice, sessionUser } from '../http/access'
import { notFound } from '../http/errors'
import { jobOf } from './queries'

const professionals = ['equipe', 'gestor', 'assessor', 'planejador'] as const

/** A job's state and progress, for the office that owns it (another office's job is a 404 like an unknown one). */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    jobPath(':id', ':job'),
    { config: { access: professionals }, schema: { params: jobParams, response: { 200: jobStatusResponse } } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const job = await jobOf(db, office, req.params.job)
      if (!job) throw notFound('Tarefa não encontrada')
      return { status: 200 as const, value: job }
    },
  )
}
