import { and, eq } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { pushSubscriptionBody, pushUnsubscribeBody } from '../../../src/contracts/push'
import type { Db } from '../../db/connection'
import { inscricoesPush } from '../../db/schema'
import { sessionUser } from '../../http/access'
import { HttpError } from '../../http/errors'
import { endpointProblem, isValidP256Key, type PushEndpointPolicy } from './endpoint-check'
import { registerSubscription } from './subscriptions'
import { vapidKeys } from './vapid'

export const PUSH_ENDPOINT_TAKEN = 'Este aparelho já recebe as notificações de outro usuário.'

export const pushRoutes: FastifyPluginAsyncZod<{ db: Db; policy: PushEndpointPolicy }> = async (
  app,
  { db, policy },
) => {
  app.get(paths.pushPublicKey, { config: { access: 'authenticated' } }, async () => ({
    status: 200,
    value: (await vapidKeys(db)).publicKey,
  }))

  app.post(
    paths.pushSubscriptions,
    { config: { access: 'authenticated' }, schema: { body: pushSubscriptionBody } },
    async (req, reply) => {
      const user = sessionUser(req)
      const { endpoint, keys } = req.body
      if (!isValidP256Key(keys.p256dh)) throw new HttpError(400, 'Chave da inscrição inválida')
      const problem = await endpointProblem(endpoint, policy)
      if (problem) throw new HttpError(400, problem)
      const sub = { endpoint, p256dh: keys.p256dh, auth: keys.auth }
      if (!(await registerSubscription(db, user.id, sub))) throw new HttpError(409, PUSH_ENDPOINT_TAKEN)
      reply.code(201)
      return { status: 201, value: true }
    },
  )

  app.delete(
    paths.pushSubscriptions,
    { config: { access: 'authenticated' }, schema: { body: pushUnsubscribeBody } },
    async (req) => {
      const user = sessionUser(req)
      await db
        .delete(inscricoesPush)
        .where(and(eq(inscricoesPush.endpoint, req.body.endpoint), eq(inscricoesPush.id_usuario, user.id)))
      return { status: 200, value: true }
    },
  )
}
