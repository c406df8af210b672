import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  balanceBody,
  balanceHistoricalResponse,
  balanceRemoveBody,
  dfcQuery,
  dfcRawQuery,
  dfcRawResponse,
  dfcResponse,
  officeParams,
} from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { notFound } from '../../http/errors'
import { idempotent } from '../../http/idempotency'
import { accounts, dfc, dfcRaw, removeBalance, setBalance } from './dfc'
import { resolveRange } from './dre-service'
import { managers, officeOf } from './guard'

const base = '/v2/interno/api/admin/office/:office/dfc'
const kinds = { 'balance-initial': 'inicial', 'balance-adjustment': 'ajuste' } as const

export const dfcRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    base,
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: dfcQuery, response: { 200: dfcResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const { begin, end } = await resolveRange(db, idEscritorio, req.query.begin_date, req.query.end_date)
      return { status: 200, value: await dfc(db, idEscritorio, begin, end) }
    },
  )

  app.get(
    `${base}/dfc-raw`,
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: dfcRawQuery, response: { 200: dfcRawResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const { begin, end } = await resolveRange(db, idEscritorio, req.query.begin_date, req.query.end_date)
      const q = req.query
      const value = await dfcRaw(db, idEscritorio, {
        begin,
        end,
        conta: q.id_conta_corrente,
        limit: q.limit,
        offset: q.offset,
      })
      return { status: 200, value }
    },
  )

  // Set and remove are queued in the outbox: idempotent per Idempotency-Key (the effect and the stored answer
  // commit together). A balance is last-writer-wins per account, month and kind: no version.
  for (const [path, tipo] of Object.entries(kinds)) {
    app.post(
      `${base}/set/${path}`,
      { config: { access: managers }, schema: { params: officeParams, body: balanceBody } },
      async (req, reply) => {
        const idEscritorio = officeOf(req, req.params.office)
        if (!(await accounts(db, idEscritorio)).some((a) => a.id === req.body.id_conta_corrente)) {
          throw notFound('Conta corrente não encontrada')
        }
        const value = { ...req.body, tipo, valor: String(req.body.valor), descricao: req.body.descricao ?? null }
        return idempotent(db, req, reply, async (tx) => {
          await setBalance(tx, idEscritorio, { ...req.body, tipo })
          return { status: 200, body: { status: 200, value } }
        })
      },
    )
    app.post(
      `${base}/remove/${path}`,
      { config: { access: managers }, schema: { params: officeParams, body: balanceRemoveBody } },
      async (req, reply) => {
        const idEscritorio = officeOf(req, req.params.office)
        return idempotent(db, req, reply, async (tx) => {
          if (!(await removeBalance(tx, idEscritorio, { ...req.body, tipo }))) throw notFound('Saldo não encontrado')
          // No row is left: value null, so the outbox keeps the local row removed.
          return { status: 200, body: { status: 200, value: null } }
        })
      },
    )
  }

  app.get(
    '/v2/interno/api/admin/financial/office/:office/financial/balance-historical',
    {
      config: { access: managers },
      schema: { params: officeParams, querystring: dfcQuery, response: { 200: balanceHistoricalResponse } },
    },
    async (req) => {
      const idEscritorio = officeOf(req, req.params.office)
      const { begin, end } = await resolveRange(db, idEscritorio, req.query.begin_date, req.query.end_date)
      const report = await dfc(db, idEscritorio, begin, end)
      const value = report.meses.map((m) => ({
        mes: m.mes,
        saldo_final: m.consolidado.saldo_final,
        contas: m.contas.flatMap((c) =>
          c.id_conta_corrente === null ? [] : [{ id: c.id_conta_corrente, saldo_final: c.saldo_final }],
        ),
      }))
      return { status: 200, value }
    },
  )
}
