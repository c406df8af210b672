import { and, eq, or, sql } from 'drizzle-orm'
import type { OfficeColorsRow } from '../../../src/contracts/offices'
import type { Db } from '../../db/connection'
import { arquivos, escritorios, escritoriosTema, type ThemeColors } from '../../db/schema'
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

export async function fileRowExists(db: Db, sha: string) {
  return (await db.query.arquivos.findFirst({ where: eq(arquivos.sha256, sha) })) !== undefined
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

/** The office's colours as one row; version 0 while the office has no theme row. `lock` holds it until commit. */
export async function colorsRow(tx: Tx, id: number, lock = false): Promise<OfficeColorsRow> {
  const query = tx
    .select({ cores: escritoriosTema.cores, version: escritoriosTema.version })
    .from(escritoriosTema)
    .where(eq(escritoriosTema.id_escritorio, id))
  const [row] = lock ? await query.for('update') : await query
  return { id_escritorio: id, cores: row?.cores ?? {}, version: row?.version ?? 0 }
}

/** Saves the colours if the row is still at `version` (0: no row yet); undefined when someone got there first. */
export async function saveColors(
  tx: Tx,
  id: number,
  cores: ThemeColors,
  version: number,
): Promise<OfficeColorsRow | undefined> {
  const returning = { cores: escritoriosTema.cores, version: escritoriosTema.version }
  const [row] =
    version === 0
      ? await tx.insert(escritoriosTema).values({ id_escritorio: id, cores }).onConflictDoNothing().returning(returning)
      : await tx
          .update(escritoriosTema)
          .set({ cores, version: sql`${escritoriosTema.version} + 1`, data_atualizacao: sql`now()` })
          .where(and(eq(escritoriosTema.id_escritorio, id), eq(escritoriosTema.version, version)))
          .returning(returning)
  return row ? { id_escritorio: id, cores: row.cores, version: row.version } : undefined
}
