import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paths } from '../../../src/contracts/paths'
import { syncBatchBody } from '../../../src/contracts/sync'
import type { Db } from '../../db/connection'
import { inSyncBatchScope } from '../../http/batch-scope'
import { batchSummary, runBatch } from './batch'

/**
 * The outbox's batch: several queued edits in one request. Any logged-in user may send one; each edit is
 * then checked by its own route exactly as if sent alone (docs/access.md, "Batch sync").
 */
export const syncRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    paths.syncBatch,
    { config: { access: 'authenticated' }, bodyLimit: 1024 * 1024, schema: { body: syncBatchBody } },
    async (req) => {
      const results = await inSyncBatchScope(db, () => runBatch(app, req, req.body.entries))
      req.log.info(batchSummary(req.body.entries, results), 'lote de edições')
      return { status: 200 as const, results }
    },
  )
}
