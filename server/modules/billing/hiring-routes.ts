import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import {
  billingRulesResponse,
  chargeParams,
  chargesQuery,
  chargesResponse,
  clientOptionsResponse,
  historyQuery,
  historyResponse,
  monthParams,
  receiveBody,
  receiveTargetsResponse,
  ruleFields,
  ruleParams,
  versionBody,
} from '../../../src/contracts/billing'
import { billingPaths } from '../../../src/contracts/billing-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { idempotent } from '../../http/idempotency'
import * as service from './hiring-service'
import * as q from './queries'
import { managers, officeOf, who } from './route-access'

/**
 * Hiring (/contratacoes/*): billing rules per client (versioned, audited, idempotent), the month's charges
 * generated from them (once per rule and month), paid by hand into the BPO receivables, and their history.
 */
export const hiringRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(billingPaths.clients(':id'), { config: managers, schema: { params: officeIdParams } }, async (req) => {
    const value = await q.clientOptions(db, officeOf(req, req.params.id))
    return clientOptionsResponse.parse({ status: 200, value })
  })

  app.get(billingPaths.rules(':id'), { config: managers, schema: { params: officeIdParams } }, async (req) =>
    billingRulesResponse.parse({ status: 200, value: await q.listRules(db, officeOf(req, req.params.id)) }),
  )

  app.post(
    billingPaths.rules(':id'),
    { config: managers, schema: { params: officeIdParams, body: ruleFields } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createRule(tx, by, req.body))
    },
  )

  app.put(
    billingPaths.rule(':id', ':regra'),
    { config: managers, schema: { params: ruleParams, body: ruleFields.and(versionBody) } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { version, ...fields } = req.body
      return idempotent(db, req, reply, (tx) => service.editRule(tx, by, req.params.regra, version, fields))
    },
  )

  app.delete(
    billingPaths.rule(':id', ':regra'),
    { config: managers, schema: { params: ruleParams, querystring: versionBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.removeRule(tx, by, req.params.regra, req.query.version))
    },
  )

  app.get(
    billingPaths.charges(':id'),
    { config: managers, schema: { params: officeIdParams, querystring: chargesQuery } },
    async (req) => {
      const office = officeOf(req, req.params.id)
      const value = await q.listCharges(db, office, todayInBrazil(), { ...req.query, origens: ['regra'] })
      return chargesResponse.parse({ status: 200, value })
    },
  )

  app.post(
    billingPaths.generate(':id', ':mes'),
    { config: managers, schema: { params: monthParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.generateMonth(tx, by, req.params.mes))
    },
  )

  app.get(billingPaths.receiveTargets(':id'), { config: managers, schema: { params: officeIdParams } }, async (req) => {
    const value = await q.receivableTargets(db, officeOf(req, req.params.id))
    return receiveTargetsResponse.parse({ status: 200, value })
  })

  app.post(
    billingPaths.receive(':id', ':cobranca'),
    { config: managers, schema: { params: chargeParams, body: receiveBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.receive(tx, by, req.params.cobranca, req.body))
    },
  )

  app.get(
    billingPaths.history(':id'),
    { config: managers, schema: { params: officeIdParams, querystring: historyQuery } },
    async (req) => {
      const value = await q.history(db, officeOf(req, req.params.id), req.query.limite)
      return historyResponse.parse({ status: 200, value })
    },
  )
}
