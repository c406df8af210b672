import { type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import type { RegisterTable } from './registers'

// One set of queries for every register: the table and columns come from `registerTables` (fixed names, never
// from the request), every statement is scoped by office and every write checks the version it edits.

type Row = Record<string, unknown> & { id: number; version: number }

const columnList = (t: RegisterTable) =>
  sql.join(
    ['id', 'version', ...t.columns].map((c) => sql.identifier(c)),
    sql`, `,
  )

const table = (t: RegisterTable) => sql.identifier(t.table)

export async function listRows(db: Db | Tx, t: RegisterTable, office: number): Promise<Row[]> {
  const res = await db.execute<Row>(
    sql`select ${columnList(t)} from ${table(t)} where id_escritorio = ${office} order by lower(nome), id limit 5000`,
  )
  return res.rows
}

export async function findRow(db: Db | Tx, t: RegisterTable, office: number, id: number, lock = false) {
  const res = await db.execute<Row>(
    sql`select ${columnList(t)} from ${table(t)} where id_escritorio = ${office} and id = ${id}${lock ? sql` for update` : sql``}`,
  )
  return res.rows[0] ?? null
}

const values = (t: RegisterTable, fields: Record<string, unknown>): SQL[] =>
  t.columns.map((c) => sql`${fields[c] ?? null}`)

export async function insertRow(tx: Tx, t: RegisterTable, office: number, fields: Record<string, unknown>) {
  const cols = sql.join(
    ['id_escritorio', ...t.columns].map((c) => sql.identifier(c)),
    sql`, `,
  )
  const res = await tx.execute<Row>(
    sql`insert into ${table(t)} (${cols}) values (${office}, ${sql.join(values(t, fields), sql`, `)}) returning ${columnList(t)}`,
  )
  return res.rows[0]
}

/** Updates only when the stored version is the one the client edited; null otherwise. */
export async function updateRow(
  tx: Tx,
  t: RegisterTable,
  office: number,
  id: number,
  version: number,
  fields: Record<string, unknown>,
) {
  const set = sql.join(
    t.columns.map((c) => sql`${sql.identifier(c)} = ${fields[c] ?? null}`),
    sql`, `,
  )
  const res = await tx.execute<Row>(
    sql`update ${table(t)} set ${set}, version = version + 1
        where id_escritorio = ${office} and id = ${id} and version = ${version} returning ${columnList(t)}`,
  )
  return res.rows[0] ?? null
}

export async function deleteRow(tx: Tx, t: RegisterTable, office: number, id: number, version: number) {
  const res = await tx.execute(
    sql`delete from ${table(t)} where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`,
  )
  return res.rows.length > 0
}

/** The DRE lines and ledger categories the record dialogs offer. */
export async function options(db: Db | Tx, office: number) {
  const [linhas, categorias] = await Promise.all([
    db.execute<{ id: number; nome: string; tipo: 'lancamento' | 'subtotal' }>(
      sql`select id, nome, tipo from linhas_resultado where id_escritorio = ${office} order by ordem, id`,
    ),
    db.execute<{ id: number; nome: string }>(
      sql`select id, nome from categorias where id_escritorio = ${office} order by lower(nome), id`,
    ),
  ])
  return { linhas_resultado: linhas.rows, categorias: categorias.rows }
}
