import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { noteCreateBody, noteDeleteQuery, noteParams, noteUpdateBody } from '../../../src/contracts/notes'
import { officeIdParams } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import type { Db } from '../../db/connection'
import { type SessionUser, scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import * as q from './queries'
import * as service from './service'

const professionals = ['equipe', 'gestor', 'assessor', 'planejador'] as const
const access = { access: professionals }

/** Who is changing a note, for canChangeNote: a gestor and staff moderate every note of the office. */
const noteChanger = (user: SessionUser) => ({ id: user.id, manager: user.role === 'gestor' || user.role === 'equipe' })

export const noteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(paths.notes(':id'), { config: access, schema: { params: officeIdParams } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.params.id)
    return { status: 200, value: await q.listNotes(db, office) }
  })

  app.post(
    paths.notes(':id'),
    { config: access, schema: { params: officeIdParams, body: noteCreateBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createNote(tx, office, user.id, req.body.id, req.body.texto))
    },
  )

  app.put(
    paths.note(':id', ':noteId'),
    { config: access, schema: { params: noteParams, body: noteUpdateBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      const { texto, version } = req.body
      return idempotent(db, req, reply, (tx) =>
        service.editNote(tx, office, noteChanger(user), req.params.noteId, texto, version),
      )
    },
  )

  app.delete(
    paths.note(':id', ':noteId'),
    { config: access, schema: { params: noteParams, querystring: noteDeleteQuery } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, (tx) =>
        service.removeNote(tx, office, noteChanger(user), req.params.noteId, req.query.version),
      )
    },
  )
}
