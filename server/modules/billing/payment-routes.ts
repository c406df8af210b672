import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import {
  changeCardBody,
  chargeParams,
  chargesQuery,
  chargesResponse,
  clientParams,
  instalmentFields,
  instalmentPlanParams,
  instalmentPlansResponse,
  monthParams,
  planFields,
  plansResponse,
  subscribeBody,
  subscriptionParams,
  subscriptionStatusBody,
  subscriptionsResponse,
  versionBody,
} from '../../../src/contracts/billing'
import { billingPaths } from '../../../src/contracts/billing-paths'
import { officeIdParams } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { idempotent, type Outcome, type Tx } from '../../http/idempotency'
import * as p from './payment-queries'
import * as service from './payment-service'
import type { PaymentProvider } from './provider'
import * as q from './queries'
import { managers, officeOf, who } from './route-access'

/**
 * A write whose body holds a card: one plain transaction, not `idempotent()`, which would keep a hash of the
 * request body (card included) for 48 hours. The web app sends these only online, once per click.
 */
async function withCard(db: Db, reply: FastifyReply, run: (tx: Tx) => Promise<Outcome>) {
  const outcome = await db.transaction(run)
  return reply.code(outcome.status).send(outcome.body)
}

/**
 * Recurring payments (/recorrencia*: plans, subscriptions, card charges and their retries) and instalments
 * (/parcela*), under §7's /v2/interno/recorrencia/… and /v2/interno/parcelamento/….
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ db: Db; provider: PaymentProvider }> = async (
  app,
  { db, provider },
) => {
  app.get(billingPaths.plans(':id'), { config: managers, schema: { params: officeIdParams } }, async (req) =>
    plansResponse.parse({ status: 200, value: await p.listPlans(db, officeOf(req, req.params.id)) }),
  )

  app.post(
    billingPaths.plans(':id'),
    { config: managers, schema: { params: officeIdParams, body: planFields } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.createPlan(tx, by, req.body.nome, req.body.valor_centavos))
    },
  )

  app.get(billingPaths.subscriptions(':id'), { config: managers, schema: { params: officeIdParams } }, async (req) =>
    subscriptionsResponse.parse({ status: 200, value: await p.listSubscriptions(db, officeOf(req, req.params.id)) }),
  )

  app.post(
    billingPaths.subscriptions(':id'),
    { config: managers, schema: { params: officeIdParams, body: subscribeBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return withCard(db, reply, (tx) => service.subscribe(tx, by, provider, req.body))
    },
  )

  app.post(
    billingPaths.subscriptionStatus(':id', ':assinatura'),
    { config: managers, schema: { params: subscriptionParams, body: subscriptionStatusBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { status, version } = req.body
      return idempotent(db, req, reply, (tx) =>
        service.setSubscriptionStatus(tx, by, req.params.assinatura, version, status),
      )
    },
  )

  app.post(
    billingPaths.subscriptionCard(':id', ':assinatura'),
    { config: managers, schema: { params: subscriptionParams, body: changeCardBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      const { cartao, version } = req.body
      return withCard(db, reply, (tx) => service.changeCard(tx, by, provider, req.params.assinatura, version, cartao))
    },
  )

  app.get(
    billingPaths.cardCharges(':id'),
    { config: managers, schema: { params: officeIdParams, querystring: chargesQuery } },
    async (req) => {
      const office = officeOf(req, req.params.id)
      const value = await q.listCharges(db, office, todayInBrazil(), {
        ...req.query,
        origens: ['assinatura', 'parcela'],
      })
      return chargesResponse.parse({ status: 200, value })
    },
  )

  app.post(
    billingPaths.chargeMonth(':id', ':mes'),
    { config: managers, schema: { params: monthParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.chargeMonth(tx, by, provider, req.params.mes))
    },
  )

  app.post(
    billingPaths.retry(':id', ':cobranca'),
    { config: managers, schema: { params: chargeParams, body: versionBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.retry(tx, by, provider, req.params.cobranca, req.body.version))
    },
  )

  app.post(
    billingPaths.cancelCharge(':id', ':cobranca'),
    { config: managers, schema: { params: chargeParams, body: versionBody } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) =>
        service.cancelCharge(tx, by, provider, req.params.cobranca, req.body.version),
      )
    },
  )

  app.post(
    billingPaths.cancelInstalmentPlan(':id', ':parcelamento'),
    { config: managers, schema: { params: instalmentPlanParams } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return idempotent(db, req, reply, (tx) => service.cancelInstalmentPlan(tx, by, provider, req.params.parcelamento))
    },
  )

  app.get(billingPaths.instalmentPlans(':id'), { config: managers, schema: { params: officeIdParams } }, async (req) =>
    instalmentPlansResponse.parse({
      status: 200,
      value: await p.listInstalmentPlans(db, officeOf(req, req.params.id)),
    }),
  )

  app.post(
    billingPaths.instalmentPlans(':id'),
    { config: managers, schema: { params: officeIdParams, body: instalmentFields } },
    async (req, reply) => {
      const by = who(req, req.params.id)
      return withCard(db, reply, (tx) => service.createInstalments(tx, by, provider, req.body))
    },
  )

  app.get(
    billingPaths.clientInstalments(':id', ':cliente'),
    { config: managers, schema: { params: clientParams } },
    async (req) => {
      const office = officeOf(req, req.params.id)
      const value = await q.listCharges(db, office, todayInBrazil(), {
        id_cliente: req.params.cliente,
        origens: ['parcela'],
      })
      return chargesResponse.parse({ status: 200, value })
    },
  )
}
