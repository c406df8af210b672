import { type SQL, sql } from 'drizzle-orm'
import { GENERIC_PAGE } from '../../../src/contracts/generic-paths'
import type { GenericRow } from '../../../src/contracts/generic-tables'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import type { ManagedColumn, ManagedTable } from './catalogue'
import type { Bound } from './values'

// The generic tables' SQL. Table and column names come only from the allow-list (catalogue.ts) through
// sql.identifier; every value is a bound parameter; an office-scoped table is always filtered by its office.

const ident = (name: string) => sql.identifier(name)

/** A column as it travels: money as centavos text, a date as YYYY-MM-DD, a moment as ISO text in UTC. */
function output(column: ManagedColumn): SQL {
  const c = ident(column.name)
  if (column.type === 'money') return sql`${c}::text as ${c}`
  if (column.type === 'date') return sql`to_char(${c}, 'YYYY-MM-DD') as ${c}`
  if (column.type === 'datetime') return sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as ${c}`
  return sql`${c}`
}

const selectList = (t: ManagedTable) =>
  sql.join(
    t.columns.map((c) => output(c)),
    sql`, `,
  )

const scope = (t: ManagedTable, office: number | null): SQL =>
  t.officeScoped ? sql`id_escritorio = ${office}` : sql`true`

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (m) => `\\${m}`)}%`

export type ListOptions = { office: number | null; busca?: string; ordem: ManagedColumn; desc: boolean; pagina: number }

export async function listRows(db: Db, t: ManagedTable, o: ListOptions) {
  const search = o.busca ? sql` and ${ident(t.searchColumn)} ilike ${likePattern(o.busca)}` : sql``
  // Qualified: the output columns of the same names are money and dates as text, which would sort as text.
  const direction = o.desc ? sql`desc nulls last` : sql`asc nulls first`
  const res = await db.execute<GenericRow & { _total: number }>(
    sql`select ${selectList(t)}, count(*) over ()::int as _total from ${ident(t.name)}
        where ${scope(t, o.office)}${search}
        order by ${ident(t.name)}.${ident(o.ordem.name)} ${direction}, ${ident(t.name)}.id ${direction}
        limit ${GENERIC_PAGE} offset ${(o.pagina - 1) * GENERIC_PAGE}`,
  )
  const total = res.rows[0]?._total ?? 0
  return { total, rows: res.rows.map(({ _total, ...row }) => row) }
}

export async function findRow(db: Db | Tx, t: ManagedTable, office: number | null, id: number) {
  const res = await db.execute<GenericRow>(
    sql`select ${selectList(t)} from ${ident(t.name)} where ${scope(t, office)} and id = ${id} for update`,
  )
  return res.rows[0] ?? null
}

export async function insertRow(tx: Tx, t: ManagedTable, office: number | null, values: Map<string, Bound>) {
  const entries = [...values]
  if (t.officeScoped) entries.unshift(['id_escritorio', office])
  const cols = sql.join(
    entries.map(([name]) => ident(name)),
    sql`, `,
  )
  const vals = sql.join(
    entries.map(([, v]) => sql`${v}`),
    sql`, `,
  )
  const into = entries.length ? sql`(${cols}) values (${vals})` : sql`default values`
  const res = await tx.execute<GenericRow>(sql`insert into ${ident(t.name)} ${into} returning ${selectList(t)}`)
  return res.rows[0]
}

export async function updateRow(
  tx: Tx,
  t: ManagedTable,
  office: number | null,
  id: number,
  values: Map<string, Bound>,
) {
  const sets = [...values].map(([name, v]) => sql`${ident(name)} = ${v}`)
  if (t.versioned) sets.push(sql`version = version + 1`)
  if (t.columns.some((c) => c.name === 'data_atualizacao')) sets.push(sql`data_atualizacao = now()`)
  const res = await tx.execute<GenericRow>(
    sql`update ${ident(t.name)} set ${sql.join(sets, sql`, `)} where ${scope(t, office)} and id = ${id}
        returning ${selectList(t)}`,
  )
  return res.rows[0] ?? null
}

export async function deleteRow(tx: Tx, t: ManagedTable, office: number | null, id: number) {
  await tx.execute(sql`delete from ${ident(t.name)} where ${scope(t, office)} and id = ${id}`)
}
