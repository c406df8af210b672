import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { anotacoes, usuarios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'

const columns = {
  id: anotacoes.id,
  texto: anotacoes.texto,
  autor: usuarios.nome,
  id_autor: anotacoes.id_autor,
  version: anotacoes.version,
  data_criacao: anotacoes.data_criacao,
  data_atualizacao: anotacoes.data_atualizacao,
}

type Row = {
  id: string
  texto: string
  autor: string
  id_autor: number
  version: number
  data_criacao: Date
  data_atualizacao: Date
}
export const toNote = (r: Row) => ({
  ...r,
  data_criacao: r.data_criacao.toISOString(),
  data_atualizacao: r.data_atualizacao.toISOString(),
})

export async function listNotes(db: Db | Tx, office: number) {
  const rows = await db
    .select(columns)
    .from(anotacoes)
    .innerJoin(usuarios, eq(usuarios.id_interno, anotacoes.id_autor))
    .where(eq(anotacoes.id_escritorio, office))
    .orderBy(desc(anotacoes.data_criacao))
    .limit(500)
  return rows.map(toNote)
}

export async function findNote(db: Db | Tx, office: number, id: string) {
  const [row] = await db
    .select(columns)
    .from(anotacoes)
    .innerJoin(usuarios, eq(usuarios.id_interno, anotacoes.id_autor))
    .where(and(eq(anotacoes.id_escritorio, office), eq(anotacoes.id, id)))
  return row ? toNote(row) : null
}

/** Inserts the note and reads it back with its author's name in one statement; null when the id already exists. */
export async function insertNote(tx: Tx, office: number, id: string, texto: string, autor: number) {
  const { autor: _name, ...own } = columns
  const inserted = tx
    .$with('inserted', own)
    .as(
      tx
        .insert(anotacoes)
        .values({ id_escritorio: office, id, texto, id_autor: autor })
        .onConflictDoNothing()
        .returning()
        .getSQL(),
    )
  const [row] = await tx
    .with(inserted)
    .select({ ...inserted._.selectedFields, autor: usuarios.nome })
    .from(inserted)
    .innerJoin(usuarios, eq(usuarios.id_interno, inserted.id_autor))
  return row ? toNote(row) : null
}

/** Updates only when the stored version is the one the client edited; returns false otherwise. */
export async function updateNote(tx: Tx, office: number, id: string, texto: string, version: number) {
  const updated = await tx
    .update(anotacoes)
    .set({ texto, version: sql`${anotacoes.version} + 1`, data_atualizacao: sql`now()` })
    .where(and(eq(anotacoes.id_escritorio, office), eq(anotacoes.id, id), eq(anotacoes.version, version)))
    .returning({ id: anotacoes.id })
  return updated.length > 0
}

export async function deleteNote(tx: Tx, office: number, id: string, version: number) {
  const deleted = await tx
    .delete(anotacoes)
    .where(and(eq(anotacoes.id_escritorio, office), eq(anotacoes.id, id), eq(anotacoes.version, version)))
    .returning({ id: anotacoes.id })
  return deleted.length > 0
}

export async function audit(
  tx: Tx,
  entry: { office: number; user: number; acao: string; id: string; antes?: unknown; depois?: unknown },
) {
  await recordAudit(tx, { ...entry, entidade: 'anotacao' })
}
