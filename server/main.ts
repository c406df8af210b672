import { fileURLToPath } from 'node:url'
import { buildApp } from './app'
import { loadConfig } from './config'
import { ensureDatabase, migrateDb, openDb } from './db/connection'
import { type PostgresHandle, startEmbeddedPostgres } from './db/postgres'
import { seedDemo } from './db/seed'
import { purgeIdempotency } from './http/idempotency'

const startedAt = performance.now()
const config = loadConfig()

let embedded: PostgresHandle | undefined
let databaseUrl = config.DATABASE_URL
if (!databaseUrl) {
  embedded = await startEmbeddedPostgres(config.dataDir)
  databaseUrl = embedded.url.replace(/\/postgres$/, '/backoffice')
}
await ensureDatabase(databaseUrl)
const db = openDb(databaseUrl)
await migrateDb(db)

if (config.SEED_DEMO) {
  if (config.NODE_ENV === 'production') {
    console.warn('NODE_ENV=production: contas de demonstração não são criadas.')
  } else if (await seedDemo(db)) {
    console.warn('Dados de demonstração criados (senha das contas demo: demo1234).')
  }
}

const webRoot = fileURLToPath(new URL('../dist', import.meta.url))
const app = await buildApp({ db, config, webRoot })

const purgeTimer = setInterval(() => void purgeIdempotency(db).catch((e) => app.log.error(e)), 3_600_000)
purgeTimer.unref()

let stopping = false
async function shutdown(signal: string) {
  if (stopping) return
  stopping = true
  app.log.info(`${signal}: encerrando`)
  await app.close()
  await db.$client.end()
  await embedded?.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown('SIGINT'))
process.on('SIGTERM', () => void shutdown('SIGTERM'))

await app.listen({ port: config.PORT, host: config.HOST })
app.log.info(`Pronto em ${Math.round(performance.now() - startedAt)} ms: http://localhost:${config.PORT}/admin/`)
