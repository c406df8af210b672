import type { Db } from '../db/connection'
import type { FileStore } from '../files/file-store'
import type { Mailer } from '../mail/mailer'
import { crawlerJob } from '../modules/crawler/crawler-job'
import type { RfSource } from '../modules/crawler/source'
import { consolidationJob } from '../modules/dataroom/consolidation'
import { dataroomJob } from '../modules/dataroom/process-job'
import { dreEmailJob } from '../modules/financial/dre-email-job'
import type { JobRunner } from './runner'

export type JobDeps = { db: Db; files: FileStore; mailer: Mailer | null; rfSource: RfSource | null }

/** Every queue the server works on, defined once here before the runner starts. */
export function registerJobHandlers(runner: JobRunner, deps: JobDeps): void {
  runner.define(dataroomJob(deps))
  runner.define(consolidationJob(deps))
  runner.define(dreEmailJob(deps))
  runner.define(crawlerJob({ db: deps.db, source: deps.rfSource }))
}
