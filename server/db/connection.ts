import { fileURLToPath } from 'node:url'
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool }

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url))

// bigint columns (money in centavos) come back as strings by default; keep them exact as BigInt.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => BigInt(v))

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
  } finally {
    await client.end()
  }
}

export function openDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max })
  // An idle connection closed by the server (restart, a dropped test database) must not crash the process;
  // the pool replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL: conexão ociosa encerrada (${error.message})`))
  return drizzle(pool, { schema }) as Db
}

export async function migrateDb(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder })
}
