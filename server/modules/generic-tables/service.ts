import { IN_USE } from '../../../src/contracts/bpo'
import {
  COLUMN_READ_ONLY,
  COLUMN_UNKNOWN,
  type GenericListQuery,
  KEY_MISMATCH,
  NOTHING_CHANGED,
  OFFICE_REQUIRED,
  TABLE_UNKNOWN,
} from '../../../src/contracts/generic-tables'
import { messages } from '../../../src/lib/validation'
import type { Db } from '../../db/connection'
import { type SessionUser, scopeOffice } from '../../http/access'
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { columnOf, isReadOnly, type ManagedTable, managedTable } from './catalogue'
import * as q from './queries'
import { type Bound, parseValue } from './values'

type Issue = { campo: string; mensagem: string }
const refuse = (message: string, issues: Issue[] = []) => new HttpError(400, message, { issues })

/** The managed table named in the path; any other name is a 400 that never reaches SQL. */
export function tableOf(name: string): ManagedTable {
  const table = managedTable(name)
  if (!table) throw refuse(TABLE_UNKNOWN)
  return table
}

/** The office a table's rows are read and written in: required for office-scoped tables, none for the others. */
export function officeFor(user: SessionUser, table: ManagedTable, office: number | undefined): number | null {
  if (!table.officeScoped) return null
  if (office === undefined) throw refuse(OFFICE_REQUIRED, [{ campo: 'id_escritorio', mensagem: OFFICE_REQUIRED }])
  return scopeOffice(user, office)
}

export function listRows(db: Db, table: ManagedTable, office: number | null, query: GenericListQuery) {
  const ordem = columnOf(table, query.ordem ?? table.searchColumn)
  if (!ordem) throw refuse(COLUMN_UNKNOWN, [{ campo: 'ordem', mensagem: COLUMN_UNKNOWN }])
  return q.listRows(db, table, {
    office,
    busca: query.busca,
    ordem,
    desc: query.direcao === 'desc',
    pagina: query.pagina,
  })
}

/**
 * §5 Record edit on the server: every name must be a writable column of the allow-list; the key may come
 * along (it must be this row's); the values are checked by type. Nothing is written unless all of it is valid.
 */
function writableValues(table: ManagedTable, data: Record<string, unknown>, key: number | null) {
  const values = new Map<string, Bound>()
  const issues: Issue[] = []
  for (const [name, raw] of Object.entries(data)) {
    const column = columnOf(table, name)
    if (!column) {
      issues.push({ campo: name, mensagem: COLUMN_UNKNOWN })
      continue
    }
    if (column.name === 'id') {
      // §5: the key goes with an update's changed fields; a create's key is dropped.
      if (key !== null && raw !== key && raw !== String(key)) issues.push({ campo: name, mensagem: KEY_MISMATCH })
      continue
    }
    if (isReadOnly(column)) {
      issues.push({ campo: name, mensagem: COLUMN_READ_ONLY })
      continue
    }
    const parsed = parseValue(column, raw)
    if ('error' in parsed) issues.push({ campo: name, mensagem: parsed.error })
    else values.set(column.name, parsed.value)
  }
  if (key === null) {
    for (const column of table.columns)
      if (column.required && !values.has(column.name) && !issues.some((i) => i.campo === column.name))
        issues.push({ campo: column.name, mensagem: messages.required })
  }
  if (issues.length) throw refuse(issues[0].mensagem, issues)
  return values
}

const structure = (table: ManagedTable) => ({ tablename: table.name, primary_key: 'id' })
const auditId = (table: ManagedTable, id: unknown) => `${table.name}:${id}`

export async function createRow(
  tx: Tx,
  user: number,
  table: ManagedTable,
  office: number | null,
  data: Record<string, unknown>,
): Promise<Outcome> {
  const values = writableValues(table, data, null)
  const created = await q.insertRow(tx, table, office, values)
  await recordAudit(tx, {
    office,
    user,
    acao: 'criar',
    entidade: 'tabela_generica',
    id: auditId(table, created.id),
    depois: created,
  })
  return { status: 201, body: { status: 201, structure: structure(table), data: created } }
}

export async function updateRow(
  tx: Tx,
  user: number,
  table: ManagedTable,
  office: number | null,
  id: number,
  data: Record<string, unknown>,
): Promise<Outcome> {
  const values = writableValues(table, data, id)
  if (values.size === 0) throw refuse(NOTHING_CHANGED)
  const before = await q.findRow(tx, table, office, id)
  if (!before) throw notFound()
  const after = (await q.updateRow(tx, table, office, id, values))!
  await recordAudit(tx, {
    office,
    user,
    acao: 'editar',
    entidade: 'tabela_generica',
    id: auditId(table, id),
    antes: before,
    depois: after,
  })
  return { status: 200, body: { status: 200, structure: structure(table), data: after } }
}

export async function removeRow(
  tx: Tx,
  user: number,
  table: ManagedTable,
  office: number | null,
  id: number,
): Promise<Outcome> {
  const before = await q.findRow(tx, table, office, id)
  if (!before) throw notFound()
  try {
    await tx.transaction((sp) => q.deleteRow(sp, table, office, id))
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, IN_USE)
    throw error
  }
  await recordAudit(tx, {
    office,
    user,
    acao: 'remover',
    entidade: 'tabela_generica',
    id: auditId(table, id),
    antes: before,
  })
  return { status: 200, body: { status: 200, value: true } }
}
