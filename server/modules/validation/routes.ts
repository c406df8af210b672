import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { officeIdParams } from '../../../src/contracts/offices'
import {
  alertsQuery,
  alertsResponse,
  checkBody,
  checkParams,
  checksResponse,
  commentBody,
} from '../../../src/contracts/validation'
import { validationPaths } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { idempotent } from '../../http/idempotency'
import { checksOf } from './check-queries'
import { assertOption, commentOn, editCheck } from './check-service'
import { alertsReport } from './service'

const management = { access: ['equipe', 'gestor'] as const }

/** Alerts (/validation/home, §3 Validation): the checks' findings, their settings and a comment per alert. */
export const validationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // Staff: every office (or the one asked for); a gestor: their own office.
  app.get(
    validationPaths.alerts,
    { config: management, schema: { querystring: alertsQuery, response: { 200: alertsResponse } } },
    async (req) => {
      const user = sessionUser(req)
      const asked = req.query.id_escritorio
      const office =
        asked !== undefined
          ? scopeOffice(user, asked)
          : user.role === 'equipe'
            ? null
            : scopeOffice(user, user.id_escritorio ?? 0)
      return { status: 200 as const, value: await alertsReport(db, office) }
    },
  )

  app.get(
    validationPaths.checks(':id'),
    { config: management, schema: { params: officeIdParams, response: { 200: checksResponse } } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.params.id)
      const rows = await checksOf(db, [office])
      return {
        status: 200,
        value: rows.map(({ codigo, ativo, opcao, version }) => ({ codigo, ativo, opcao, version })),
      }
    },
  )

  app.put(
    validationPaths.check(':id', ':codigo'),
    { config: management, schema: { params: checkParams, body: checkBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      const { ativo, opcao, version } = req.body
      assertOption(req.params.codigo, opcao)
      return idempotent(db, req, reply, (tx) =>
        editCheck(tx, { office, user: user.id }, req.params.codigo, { ativo, opcao }, version),
      )
    },
  )

  app.put(
    validationPaths.comment(':id', ':codigo'),
    { config: management, schema: { params: checkParams, body: commentBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, (tx) =>
        commentOn(tx, { office, user: user.id }, req.params.codigo, req.body.comentario),
      )
    },
  )
}
