import type { FastifyPluginAsync } from 'fastify'
import { type Feature, featureOfRoute } from '../../../src/contracts/features'
import type { Db } from '../../db/connection'
import { featureOncePerBatch } from '../../http/batch-scope'
import { forbidden } from '../../http/errors'
import { hasFeature } from './queries'

export const FEATURE_OFF = 'Seu escritório não tem acesso a esta funcionalidade.'

/** Each route pattern's feature, searched in the feature table once per route instead of on every request. */
const featureByRoute = new Map<string, Feature | undefined>()
function featureOf(route: string) {
  if (!featureByRoute.has(route)) featureByRoute.set(route, featureOfRoute(route))
  return featureByRoute.get(route)
}

/**
 * Refuses (403) an endpoint whose feature (src/contracts/access.ts) the caller's office lacks.
 * Office users only ever reach their own office, so their office decides; staff are never blocked.
 * In a sync batch the answer is looked up once per batch (batch-scope.ts).
 * Registered with skip-override so the hook applies to every route of the app, after the auth hook.
 */
const gate: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', async (req) => {
    const user = req.user
    if (!user || user.role === 'equipe' || user.id_escritorio === null) return
    const route = req.routeOptions.url
    const feature = route ? featureOf(route) : undefined
    if (!feature) return
    const office = user.id_escritorio
    if (!(await featureOncePerBatch(office, feature, () => hasFeature(db, office, feature))))
      throw forbidden(FEATURE_OFF)
  })
}
Object.assign(gate, { [Symbol.for('skip-override')]: true })

export const featureGate = gate
