import { fileURLToPath } from 'node:url'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// bigint columns (money in centavos) come back as strings by default; keep them exact as BigInt.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v))

const DUPLICATE_CODES = new Set(['42P04', '23505'])
const STARTUP_LOCK = 7_262_001

/** Creates the database named in `url` when it does not exist yet (the embedded cluster starts with `postgres` only). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url)
  const name = decodeURIComponent(target.pathname.slice(1))
  const admin = new URL(url)
  admin.pathname = '/postgres'
  const client = new pg.Client({ connectionString: admin.toString() })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database "${name.replaceAll('"', '""')}"`)
  } catch (error) {
    // Another server starting at the same moment created it first.
    if (!DUPLICATE_CODES.has((error as { code?: string }).code ?? '')) throw error
  } finally {
    await client.end()
  }
}

export function openDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle connection closed by the server (restart, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  // Once the pool is closing (shutdown), its last connections being cut by the stopping server is expected.
  pool.on('error', (error) => {
    if (!pool.ending) console.error(`PostgreSQL: conexão ociosa encerrada (${error.message})`)
  })
  return drizzle(pool, { schema }) as Db
}

export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder })
}

/**
 * Runs `work` (migrations, demo seed) holding a PostgreSQL advisory lock on the database, so several servers
 * starting at once on one database take turns: the first migrates and seeds, the others find it done.
 */
export async function underStartupLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  // A connection cut meanwhile (a stop signal stopping PostgreSQL) fails the work in flight; unheard, the client's
  // 'error' event would also crash the process.
  client.on('error', () => {})
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK])
    return await work()
  } finally {
    // Closing the session releases the lock.
    await client.end()
  }
}
