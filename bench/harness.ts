import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildApp } from '../server/app'
import { ensureDatabase, migrateDb, openDb } from '../server/db/connection'
import { freePort, startEmbeddedPostgres } from '../server/db/postgres'
import { seedDemo } from '../server/db/seed'

/** The real server on a fresh embedded PostgreSQL in a temporary folder, listening on a free loopback port. */
export async function startBenchServer(options: { webRoot?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'))
  const pg = await startEmbeddedPostgres(dir)
  const url = pg.url.replace(/\/postgres$/, '/bench')
  await ensureDatabase(url)
  const db = openDb(url)
  await migrateDb(db)
  await seedDemo(db)
  const app = await buildApp({ db, config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent' }, webRoot: options.webRoot })
  const port = await freePort()
  await app.listen({ port, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}`
  return {
    base,
    db,
    async login(email: string) {
      const res = await fetch(`${base}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'demo1234' }),
      })
      return ((await res.json()) as { token: string }).token
    },
    async stop() {
      await app.close()
      await db.$client.end()
      await pg.stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
