import { readFileSync } from 'node:fs'
import { sql } from 'drizzle-orm'
import { releaseId } from '../../../scripts/vite/release'
import type { SystemVersions } from '../../../src/contracts/validation'
import type { Db } from '../../db/connection'

// /versoes (Versões atuais): what this server process runs and the schema its database is at. The web app's and
// the service worker's versions are read in the browser.

type Journal = { entries: { when: number; tag: string }[] }
const read = (relative: string) => readFileSync(new URL(relative, import.meta.url), 'utf8')
const journal = JSON.parse(read('../../db/migrations/meta/_journal.json')) as Journal
const packageVersion = (JSON.parse(read('../../../package.json')) as { version: string }).version
const started = new Date().toISOString()
const release = releaseId()

/** The server's version and release, and the database's last migration (drizzle's record of applied ones). */
export async function systemVersions(db: Db): Promise<SystemVersions> {
  const [applied, server] = await Promise.all([
    db.execute<{ created_at: string; n: number }>(sql`select max(created_at)::text as created_at, count(*)::int as n
      from drizzle.__drizzle_migrations`),
    db.execute<{ v: string }>(sql`select current_setting('server_version') as v`),
  ])
  const last = applied.rows[0]
  const when = last?.created_at ? Number(last.created_at) : null
  const entry = when === null ? undefined : journal.entries.find((e) => e.when === when)
  return {
    servidor: { versao: packageVersion, release, node: process.version, iniciado_em: started },
    banco: {
      ultima_migracao: entry?.tag ?? null,
      aplicada_em: when === null ? null : new Date(when).toISOString(),
      migracoes: last?.n ?? 0,
      postgres: server.rows[0]?.v ?? '',
    },
  }
}
