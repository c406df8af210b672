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

  for (const [path, tipo] of Object.entries(kinds)) {
    app.post(
      `${base}/set/${path}`,
      { config: { access: managers }, schema: { params: officeParams, body: balanceBody } },
      async (req) => {
        const idEscritorio = officeOf(req, req.params.office)
        if (!(await accounts(db, idEscritorio)).some((a) => a.id === req.body.id_conta_corrente)) {
          throw notFound('Conta corrente não encontrada')
        }
        await setBalance(db, idEscritorio, { ...req.body, tipo })
        return { status: 200, value: { ...req.body, tipo, valor: String(req.body.valor) } }
      },
    )
    app.post(
      `${base}/remove/${path}`,
      { config: { access: managers }, schema: { params: officeParams, body: balanceRemoveBody } },
      async (req) => {
        const idEscritorio = officeOf(req, req.params.office)
        if (!(await removeBalance(db, idEscritorio, { ...req.body, tipo }))) throw notFound('Saldo não encontrado')
        return { status: 200, value: { ...req.body, tipo } }
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
