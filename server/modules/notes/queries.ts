import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { anotacoes, usuarios } from '../../db/schema'
import { preparedPerConnection } from '../../db/transaction'
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

const findStatement = preparedPerConnection((tx) =>
  tx
    .select(columns)
    .from(anotacoes)
    .innerJoin(usuarios, eq(usuarios.id_interno, anotacoes.id_autor))
    .where(and(eq(anotacoes.id_escritorio, sql.placeholder('office')), eq(anotacoes.id, sql.placeholder('id'))))
    .prepare('anotacao_ler'),
)

export async function findNote(tx: Tx, office: number, id: string) {
  const [row] = await findStatement(tx).execute({ office, id })
  return row ? toNote(row) : null
}

/** Inserts the note and reads it back with its author's name in one statement; no row when the id already exists. */
const insertStatement = preparedPerConnection((tx) => {
  const { autor: _name, ...own } = columns
  const inserted = tx.$with('inserted', own).as(
    tx
      .insert(anotacoes)
      .values({
        id_escritorio: sql.placeholder('office'),
        id: sql.placeholder('id'),
        texto: sql.placeholder('texto'),
        id_autor: sql.placeholder('autor'),
      })
      .onConflictDoNothing()
      .returning()
      .getSQL(),
  )
  return tx
    .with(inserted)
    .select({ ...inserted._.selectedFields, autor: usuarios.nome })
    .from(inserted)
    .innerJoin(usuarios, eq(usuarios.id_interno, inserted.id_autor))
    .prepare('anotacao_inserir')
})

/** The new note with its author's name; null when the id already exists. */
export async function insertNote(tx: Tx, office: number, id: string, texto: string, autor: number) {
  const [row] = await insertStatement(tx).execute({ office, id, texto, autor })
  return row ? toNote(row) : null
}

/** The note's row if it is in the office at the version the client edited. */
const sameVersion = and(
  eq(anotacoes.id_escritorio, sql.placeholder('office')),
  eq(anotacoes.id, sql.placeholder('id')),
  eq(anotacoes.version, sql.placeholder('version')),
)

const updateStatement = preparedPerConnection((tx) =>
  tx
    .update(anotacoes)
    .set({
      texto: sql`${sql.placeholder('texto')}`,
      version: sql`${anotacoes.version} + 1`,
      data_atualizacao: sql`now()`,
    })
    .where(sameVersion)
    .returning({ id: anotacoes.id })
    .prepare('anotacao_editar'),
)

/** Updates only when the stored version is the one the client edited; returns false otherwise. */
export async function updateNote(tx: Tx, office: number, id: string, texto: string, version: number) {
  const updated = await updateStatement(tx).execute({ office, id, texto, version })
  return updated.length > 0
}

const deleteStatement = preparedPerConnection((tx) =>
  tx.delete(anotacoes).where(sameVersion).returning({ id: anotacoes.id }).prepare('anotacao_remover'),
)

export async function deleteNote(tx: Tx, office: number, id: string, version: number) {
  const deleted = await deleteStatement(tx).execute({ office, id, version })
  return deleted.length > 0
}

export async function audit(
  tx: Tx,
  entry: { office: number; user: number; acao: string; id: string; antes?: unknown; depois?: unknown },
) {
  await recordAudit(tx, { ...entry, entidade: 'anotacao' })
}
