import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../server/app'
import { type Db, ensureDatabase, migrateDb, openDb } from '../server/db/connection'
import { freePort, startEmbeddedPostgres } from '../server/db/postgres'
import { escritorios, usuarios } from '../server/db/schema'
import { seedDemo } from '../server/db/seed'
import { hashPassword } from '../server/modules/auth/passwords'

/**
 * The real server on a fresh embedded PostgreSQL in a temporary folder, listening on a free loopback port.
 * `logged`: it logs as `npm start` does (level info), into a stream that drops the lines, so a bench of many
 * requests pays for its logging; by default it is silent.
 */
export async function startBenchServer(options: { webRoot?: string; logged?: boolean } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'bench-'))
  const pg = await startEmbeddedPostgres(dir)
  const url = pg.urlOf('bench')
  await ensureDatabase(url)
  const db = openDb(url)
  await migrateDb(db)
  await seedDemo(db)
  const app = await buildApp({
    db,
    config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: options.logged ? 'info' : 'silent' },
    webRoot: options.webRoot,
    logStream: { write: () => {} },
  })
  const port = await freePort()
  await app.listen({ port, host: '127.0.0.1' })
  const base = `http://127.0.0.1:${port}`
  /** POST /login as a demo account: the session as the web app stores it (localStorage 'aawz:session'). */
  const session = async (email: string) => {
    const res = await fetch(`${base}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo1234' }),
    })
    return (await res.json()) as { token: string; id_interno: number; nome: string }
  }
  return {
    base,
    db,
    session,
    async login(email: string) {
      return (await session(email)).token
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

/** The p50 of values in any order (they are left as they are). */
export const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  )

export const fmtMs = (x: number) => `${x.toFixed(1)} ms`

/** Runs `work` `runs` times after two warm-up runs; the durations in ms, sorted. */
export async function timeRuns(runs: number, work: () => Promise<void>): Promise<number[]> {
  const times: number[] = []
  for (let i = 0; i < runs + 2; i++) {
    const t0 = performance.now()
    await work()
    if (i >= 2) times.push(performance.now() - t0)
  }
  return times.sort((a, b) => a - b)
}

export const BENCH_OFFICE = 1

/**
 * A fresh, migrated database (DATABASE_URL when set, else an embedded PostgreSQL in a temporary folder) holding
 * one office and one staff user bench@demo.local / bench1234; everything is stopped and removed after `work`.
 */
export async function withBenchDatabase(name: string, work: (db: Db) => Promise<void>) {
  let url = process.env.DATABASE_URL
  let stop = async () => {}
  const dir = mkdtempSync(join(tmpdir(), `bench-${name}-`))
  if (!url) {
    const pg = await startEmbeddedPostgres(dir)
    url = pg.urlOf(`bench_${name}`)
    stop = pg.stop
  }
  await ensureDatabase(url)
  const db = openDb(url, 10)
  try {
    await migrateDb(db)
    await db.execute(sql`truncate escritorios, usuarios restart identity cascade`)
    await db.insert(escritorios).values({ id_escritorio: BENCH_OFFICE, nome_escritorio: 'Bench Investimentos' })
    await db.insert(usuarios).values({
      email: 'bench@demo.local',
      nome: 'Bench',
      tipo_usuario: 'EQUIPE',
      senha_hash: await hashPassword('bench1234'),
    })
    await work(db)
  } finally {
    await db.$client.end()
    await stop()
    rmSync(dir, { recursive: true, force: true })
  }
}

/** The app on the bench database and the bench user's session token, for `app.inject`. */
export async function benchApp(db: Db) {
  const app = await buildApp({ db, config: { SESSION_TTL_HOURS: 1, LOG_LEVEL: 'silent' } })
  const login = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { email: 'bench@demo.local', password: 'bench1234' },
  })
  return { app, token: login.json().token as string }
}

/** Counts the statements (round trips) every PostgreSQL client of this process sends from now on. */
export function countStatements() {
  const query = pg.Client.prototype.query
  let sent = 0
  pg.Client.prototype.query = function (this: pg.Client, ...args: Parameters<typeof query>) {
    sent++
    return query.apply(this, args)
  } as typeof query
  return { sent: () => sent }
}
