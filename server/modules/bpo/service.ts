import { IN_USE, STALE_REGISTER } from '../../../src/contracts/bpo'
import type { Db } from '../../db/connection'
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { ensureChart } from '../financial/chart'
import * as q from './queries'
import type { RegisterTable, RegisterWho as Who } from './registers'

type Fields = Record<string, unknown>

/** A stale write: the server's current row travels with the 409 so the user can compare. */
function conflict(current: unknown): never {
  throw new HttpError(409, STALE_REGISTER, { current })
}

const audit = (tx: Tx, t: RegisterTable, who: Who, acao: string, id: number, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: t.entity, id, antes, depois })

export async function listRegister(db: Db, t: RegisterTable, office: number) {
  const { prepare } = t
  if (!prepare) return q.listRows(db, t, office)
  return db.transaction(async (tx) => {
    await prepare(tx, office)
    return q.listRows(tx, t, office)
  })
}

export async function createRecord(tx: Tx, t: RegisterTable, who: Who, fields: Fields): Promise<Outcome> {
  await t.prepare?.(tx, who.office)
  await t.check?.(tx, who.office, fields)
  const created = await q.insertRow(tx, t, who.office, fields)
  await audit(tx, t, who, 'criar', created.id, null, created)
  return { status: 201, body: { status: 201, value: created } }
}

export async function editRecord(
  tx: Tx,
  t: RegisterTable,
  who: Who,
  id: number,
  version: number,
  fields: Fields,
): Promise<Outcome> {
  const before = await q.findRow(tx, t, who.office, id, true)
  if (!before) throw notFound(t.notFound)
  if (before.version !== version) conflict(before)
  await t.check?.(tx, who.office, fields)
  const after = (await q.updateRow(tx, t, who.office, id, version, fields)) ?? conflict(before)
  await audit(tx, t, who, 'editar', id, before, after)
  await t.edited?.(tx, who, before, after)
  return { status: 200, body: { status: 200, value: after } }
}

/** Removes a row at the version the user saw; a row that bills or ledger entries use stays (409). */
export async function removeRecord(tx: Tx, t: RegisterTable, who: Who, id: number, version: number): Promise<Outcome> {
  const before = await q.findRow(tx, t, who.office, id, true)
  if (!before) throw notFound(t.notFound)
  if (before.version !== version) conflict(before)
  try {
    await tx.transaction((sp) => q.deleteRow(sp, t, who.office, id, version))
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(409, IN_USE, { current: before })
    throw error
  }
  await audit(tx, t, who, 'remover', id, before, null)
  return { status: 200, body: { status: 200, value: true } }
}

/** The selects' choices; the office's default chart is created on first use, as the financial pages do. */
export const registerOptions = (db: Db, office: number) =>
  db.transaction(async (tx) => {
    await ensureChart(tx, office)
    return q.options(tx, office)
  })
