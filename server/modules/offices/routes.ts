import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeFilterBody, officeIdParams } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import * as q from './queries'

const professionals = ['equipe', 'gestor', 'assessor', 'planejador'] as const

export const officeRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(paths.offices, { config: { access: professionals } }, async (req) => {
    const user = sessionUser(req)
    const value = await q.listOffices(db, user.role === 'equipe' ? undefined : (user.id_escritorio ?? -1))
    return { status: 200, value }
  })

  app.post(
    paths.officeFilter,
    { config: { access: professionals }, schema: { body: officeFilterBody } },
    async (req) => {
      const user = sessionUser(req)
      const id = req.body.id_escritorio
      if (id !== null) {
        scopeOffice(user, id)
        if (!(await q.findOffice(db, id))) throw notFound('Escritório não encontrado')
      }
      await q.setOfficeFilter(db, user.id, id)
      return { status: 200, value: { id_escritorio: id } }
    },
  )

  app.get(
    paths.officeOverview(':id'),
    { config: { access: professionals }, schema: { params: officeIdParams } },
    async (req) => {
      const user = sessionUser(req)
      const id = scopeOffice(user, req.params.id)
      const office = await q.findOffice(db, id)
      if (!office) throw notFound('Escritório não encontrado')
      const ownBookOnly = user.role === 'assessor' || user.role === 'planejador'
      const figures = await q.overviewFigures(db, id, ownBookOnly ? (user.id_profissional ?? -1) : null)
      return { status: 200, value: { id_escritorio: id, nome_escritorio: office.nome_escritorio, ...figures } }
    },
  )
}
