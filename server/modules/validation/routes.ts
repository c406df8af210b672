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
import { alertChecks, validationPaths } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { checksOf, saveCheck, saveComment } from './check-queries'
import { alertsReport } from './service'

const management = { access: ['equipe', 'gestor'] as const }
export const STALE_CHECK = 'Esta verificação foi alterada por outra pessoa; veja o valor atual e tente de novo.'
const OPTION_RANGE = (min: number, max: number) => `A opção deve ficar entre ${min} e ${max}.`

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
      const { codigo } = req.params
      const { ativo, opcao, version } = req.body
      const range = alertChecks.find((c) => c.codigo === codigo)?.opcao
      if (range && (opcao < range.min || opcao > range.max))
        throw new HttpError(400, OPTION_RANGE(range.min, range.max))
      return idempotent(db, req, reply, async (tx) => {
        const [before] = await checksOf(tx, [office]).then((rows) => rows.filter((r) => r.codigo === codigo))
        if (!(await saveCheck(tx, office, codigo, { ativo, opcao }, version)))
          throw new HttpError(409, STALE_CHECK, { current: before })
        const [after] = await checksOf(tx, [office]).then((rows) => rows.filter((r) => r.codigo === codigo))
        await recordAudit(tx, {
          office,
          user: user.id,
          acao: 'editar',
          entidade: 'alerta',
          id: codigo,
          antes: before,
          depois: after,
        })
        return { status: 200, body: { status: 200, value: after } }
      })
    },
  )

  app.put(
    validationPaths.comment(':id', ':codigo'),
    { config: management, schema: { params: checkParams, body: commentBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const office = scopeOffice(user, req.params.id)
      return idempotent(db, req, reply, async (tx) => {
        await saveComment(tx, office, req.params.codigo, req.body.comentario, user.id)
        const [after] = await checksOf(tx, [office]).then((rows) => rows.filter((r) => r.codigo === req.params.codigo))
        return { status: 200, body: { status: 200, value: after } }
      })
    },
  )
}
