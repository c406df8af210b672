import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { assetPaths } from '../../../src/contracts/asset-paths'
import { crawlerBody, crawlerParams, officeQuery } from '../../../src/contracts/assets'
import type { Db } from '../../db/connection'
import { scopeOffice, sessionUser } from '../../http/access'
import type { JobRunner } from '../../jobs/runner'
import { listProducts } from './queries'
import { crawlerStatus, startCrawler } from './service'
import type { RfSource } from './source'

const staff = { access: ['equipe'] as const }

/**
 * crawler/products/xp/rf (staff, for the office chosen): start a run, follow it, read the products it stored. The
 * POST is not idempotent by key on purpose: its body holds the password and token, and nothing of it is kept.
 */
export const crawlerRoutes: FastifyPluginAsyncZod<{ db: Db; jobs: JobRunner; source: RfSource | null }> = async (
  app,
  { db, jobs, source },
) => {
  app.post(assetPaths.crawler, { config: staff, schema: { body: crawlerBody } }, async (req) => {
    const user = sessionUser(req)
    const { id_escritorio, ...credentials } = req.body
    return startCrawler({ db, jobs, source }, user, scopeOffice(user, id_escritorio), credentials)
  })

  app.get(assetPaths.products, { config: staff, schema: { querystring: officeQuery } }, async (req) => {
    const office = scopeOffice(sessionUser(req), req.query.id_escritorio)
    return { status: 200, value: await listProducts(db, office) }
  })

  app.get(
    assetPaths.crawlerStatus(':requestId'),
    { config: staff, schema: { params: crawlerParams, querystring: officeQuery } },
    async (req) => {
      const office = scopeOffice(sessionUser(req), req.query.id_escritorio)
      return crawlerStatus(db, office, req.params.requestId)
    },
  )
}
