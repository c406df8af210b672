import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeEditBody, officeIdParams } from '../../../src/contracts/offices'
import { paths } from '../../../src/contracts/paths'
import { addOfficeBodySchema } from '../../../src/contracts/rules'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import * as q from './admin-queries'
import * as service from './admin-service'

const staff = ['equipe'] as const
const managers = ['equipe', 'gestor'] as const

export const officeAdminRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // The answer carries a temporary password: it is not kept in the idempotency store (plain text at rest),
  // so this runs in a plain transaction; a repeated send is refused by the unique login (409).
  app.post(
    paths.officeAdd,
    { config: { access: staff }, schema: { body: addOfficeBodySchema } },
    async (req, reply) => {
      const user = sessionUser(req)
      const outcome = await db.transaction((tx) =>
        service.addOffice(tx, user, req.body.office_data, req.body.office_colors_data),
      )
      return reply.code(outcome.status).send(outcome.body)
    },
  )

  app.get(paths.office(':id'), { config: { access: managers }, schema: { params: officeIdParams } }, async (req) => {
    const id = scopeOffice(sessionUser(req), req.params.id)
    const office = await q.officeDetail(db, id)
    if (!office) throw notFound('Escritório não encontrado')
    return { status: 200, value: office }
  })

  app.put(
    paths.office(':id'),
    { config: { access: managers }, schema: { params: officeIdParams, body: officeEditBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const id = scopeOffice(user, req.params.id)
      const { office_data, version, whitelabel } = req.body
      return idempotent(db, req, reply, (tx) => service.editOffice(tx, user, id, version, office_data, whitelabel))
    },
  )

  app.get(
    paths.officePartnerData(':id'),
    { config: { access: staff }, schema: { params: officeIdParams } },
    async (req) => {
      const office = await q.officeDetail(db, req.params.id)
      if (!office) throw notFound('Escritório não encontrado')
      return { status: 200, value: (await q.findPartnerData(db, req.params.id))?.dados ?? {} }
    },
  )

  app.post(
    paths.officePartnerData(':id'),
    { config: { access: staff }, schema: { params: officeIdParams } },
    async (req, reply) =>
      idempotent(db, req, reply, (tx) => service.generatePartnerData(tx, sessionUser(req), req.params.id)),
  )

  app.get(
    paths.officeReport(':id'),
    { config: { access: managers }, schema: { params: officeIdParams } },
    async (req) => {
      const id = scopeOffice(sessionUser(req), req.params.id)
      return { status: 200, value: await db.transaction((tx) => service.officeReport(tx, id)) }
    },
  )
}
