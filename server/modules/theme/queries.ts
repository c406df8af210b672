import { eq, or } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { arquivos, escritorios, escritoriosTema } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

export async function themeOf(db: Db | Tx, id: number) {
  const [row] = await db
    .select({ office: escritorios, theme: escritoriosTema })
    .from(escritorios)
    .leftJoin(escritoriosTema, eq(escritoriosTema.id_escritorio, escritorios.id_escritorio))
    .where(eq(escritorios.id_escritorio, id))
  return row
}

export async function saveFileRow(db: Db | Tx, row: typeof arquivos.$inferInsert) {
  await db.insert(arquivos).values(row).onConflictDoNothing()
}

/** A file is public only while some office theme uses it. */
export async function publicFile(db: Db, sha: string) {
  const [used] = await db
    .select({ id: escritoriosTema.id_escritorio })
    .from(escritoriosTema)
    .where(or(eq(escritoriosTema.logo, sha), eq(escritoriosTema.favicon, sha), eq(escritoriosTema.fundo_login, sha)))
    .limit(1)
  if (!used) return undefined
  return db.query.arquivos.findFirst({ where: eq(arquivos.sha256, sha) })
}
