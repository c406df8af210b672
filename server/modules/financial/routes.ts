import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/connection'
import type { JobRunner } from '../../jobs/runner'
import type { Mailer } from '../../mail/mailer'
import { configRoutes } from './config-routes'
import { detailRoutes } from './detail-routes'
import { dfcRoutes } from './dfc-routes'
import { dreRoutes } from './dre-routes'
import { partnerRoutes } from './partner-routes'
import { reportsRoutes } from './reports-routes'
import { versionRoutes } from './version-routes'

/**
 * The financial engine: DRE by every grouping, summaries and historicals, versions and imports, DFC,
 * detail and downloads; the Partner BPO aliases, the per-office configuration and the reports sender.
 * Multipart (uploads) is registered inside this plugin only.
 */
export const financialRoutes: FastifyPluginAsync<{ db: Db; jobs: JobRunner; mailer: Mailer | null }> = async (
  app,
  { db, jobs, mailer },
) => {
  await app.register(dreRoutes, { db })
  await app.register(versionRoutes, { db })
  await app.register(dfcRoutes, { db })
  await app.register(detailRoutes, { db })
  await app.register(partnerRoutes, { db })
  await app.register(configRoutes, { db })
  await app.register(reportsRoutes, { db, jobs, mailer })
}
