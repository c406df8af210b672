import type { BillKind } from '../../../src/contracts/bill-status'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { BillFields } from '../../../src/contracts/bpo-bills'
import {
  addPeriods,
  dueDates,
  horizonOf,
  occurrenceDate,
  type Schedule,
  withinEnd,
} from '../../../src/contracts/bpo-plan-rules'
import { END_BEFORE_START, NOT_IN_SERIES, type RecurrenceBody, SERIES_HAS_PAID } from '../../../src/contracts/bpo-plans'
import type { Db } from '../../db/connection'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { noticeApprovals, pendingIds } from './approval-notices'
import * as bills from './bills-queries'
import { answer, conflict, current, type Who } from './bills-service'
import { assertPlannable, fieldsOf } from './plan-fields'
import * as q from './recurrence-queries'

// Recurring bills (docs/bpo-workflow.md 'Recurrences'): a bill becomes occurrence 1 of a series; the following
// occurrences exist as bills up to 12 months ahead of today, generated when the series is created or edited and,
// lazily, whenever the office's list of that kind is read (so a series never runs dry while the office uses the
// app). Generation locks the series row and starts after the last occurrence generated, and the table has one bill
// per (series, occurrence) at most: two servers generating at once never make the same occurrence twice, and an
// occurrence removed by hand is never generated again.

const audit = (tx: Tx, who: Who, acao: string, id: number, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'recorrencia', id, antes, depois })

/** The date of occurrence `n` of a series' competence (moved like its due date). */
const competenceOf = (s: q.Series, n: number) => addPeriods(s.base_competencia, s.frequencia, n - s.base_ocorrencia)

/** What comes after occurrence `n`: its due date, or null when the end rule stops the series there. */
const nextDue = (s: Schedule, n: number) => {
  const date = occurrenceDate(s, n + 1)
  return withinEnd(s, n + 1, date) ? date : null
}

/** Generates the series' missing occurrences up to the horizon; returns the new bills' ids. */
export async function generate(tx: Tx, who: Who, series: number, today = todayInBrazil()): Promise<number[]> {
  const s = await q.lockSeries(tx, who.office, series)
  if (!s || s.encerrada) return []
  const ids: number[] = []
  const dates = dueDates(s, s.gerada_ate + 1, horizonOf(today))
  for (const { n, date } of dates) {
    const fields: BillFields = { ...s.modelo, data_vencimento: date, data_competencia: competenceOf(s, n) }
    const id = await bills.insertBill(tx, who.office, s.tipo, fields, s.dados_pagamento_por)
    await q.linkBill(tx, who.office, id, series, n)
    ids.push(id)
  }
  const last = dates.length > 0 ? dates[dates.length - 1].n : s.gerada_ate
  await q.setProgress(tx, who.office, series, last, nextDue(s, last))
  if (ids.length > 0) await audit(tx, who, 'gerar', series, null, { titulos: ids })
  if (s.tipo === 'pagar') who.notices?.push(...(await noticeApprovals(tx, who.office, ids)))
  return ids
}

/** Tops up the office's series of `kind` before its list is read (each series in its own transaction). */
export async function topUp(db: Db, who: Who, kind: BillKind) {
  const today = todayInBrazil()
  for (const series of await q.dueSeries(db, who.office, kind, horizonOf(today)))
    await db.transaction((tx) => generate(tx, who, series, today))
}

/** Makes an open bill occurrence 1 of a new series and generates the following ones. */
export async function createSeries(
  tx: Tx,
  who: Who,
  kind: BillKind,
  id: number,
  body: RecurrenceBody,
): Promise<Outcome> {
  const before = await current(tx, who, kind, id, body.version)
  assertPlannable(before)
  if (body.fim === 'ate' && (body.fim_data ?? '') <= before.data_vencimento)
    throw new HttpError(400, END_BEFORE_START, { issues: [{ campo: 'fim_data', mensagem: END_BEFORE_START }] })
  const series = await q.insertSeries(tx, who.office, {
    tipo: kind,
    frequencia: body.frequencia,
    fim: body.fim,
    fim_ocorrencias: body.fim_ocorrencias,
    fim_data: body.fim_data,
    modelo: fieldsOf(before),
    base_vencimento: before.data_vencimento,
    base_competencia: before.data_competencia,
    dados_pagamento_por: who.user,
  })
  await q.linkBill(tx, who.office, id, series, 1)
  await audit(tx, who, 'criar', series, null, { titulo: id, ...body })
  await generate(tx, who, series)
  return answer(tx, who, kind, id, 201)
}

async function seriesOf(tx: Tx, who: Who, kind: BillKind, id: number, version: number) {
  const bill = await current(tx, who, kind, id, version)
  if (bill.id_recorrencia == null || bill.ocorrencia == null) return conflict(NOT_IN_SERIES, bill)
  const s = await q.lockSeries(tx, who.office, bill.id_recorrencia)
  if (!s) throw notFound(NOT_IN_SERIES)
  return { bill, s, n: bill.ocorrencia }
}

/**
 * 'This and the following': the template and the schedule change from this occurrence on; this bill and the
 * following ones that can still change (not paid, cancelled or approved) take the new fields and their dates.
 */
export async function editFollowing(
  tx: Tx,
  who: Who,
  kind: BillKind,
  id: number,
  version: number,
  fields: BillFields,
): Promise<Outcome> {
  const { s, n } = await seriesOf(tx, who, kind, id, version)
  const modelo = { ...fields, codigo_boleto: null, data_agendamento: null }
  await q.rebase(tx, who.office, s.id, {
    modelo,
    from: n,
    vencimento: fields.data_vencimento,
    competencia: fields.data_competencia,
    author: who.user,
  })
  const rebased: q.Series = {
    ...s,
    dados_pagamento_por: who.user,
    modelo,
    base_ocorrencia: n,
    base_vencimento: fields.data_vencimento,
    base_competencia: fields.data_competencia,
  }
  const following = await q.billsFrom(tx, who.office, s.id, n)
  const open = following.filter((b) => !b.fixo)
  const waiting = await pendingIds(
    tx,
    who.office,
    open.map((b) => b.id),
  )
  for (const b of open)
    await bills.updateBill(
      tx,
      who.office,
      b.id,
      b.version,
      {
        ...modelo,
        codigo_boleto: b.id === id ? fields.codigo_boleto : null,
        data_agendamento: b.id === id ? fields.data_agendamento : null,
        data_vencimento: occurrenceDate(rebased, b.ocorrencia),
        data_competencia: competenceOf(rebased, b.ocorrencia),
      },
      who.user,
    )
  await q.setProgress(tx, who.office, s.id, s.gerada_ate, nextDue(rebased, s.gerada_ate))
  await audit(
    tx,
    who,
    'editar-seguintes',
    s.id,
    { modelo: s.modelo },
    { a_partir_de: n, modelo, titulos: open.map((b) => b.id) },
  )
  if (kind === 'pagar')
    who.notices?.push(
      ...(await noticeApprovals(
        tx,
        who.office,
        open.map((b) => b.id),
        waiting,
      )),
    )
  const value = { atualizadas: open.length, mantidas: following.length - open.length }
  return { status: 200, body: { status: 200, value } }
}

/** Ends the series after this occurrence: the following ones go (refused, 409, if one of them has payments). */
export async function stopAfter(tx: Tx, who: Who, kind: BillKind, id: number, version: number): Promise<Outcome> {
  const { bill, s, n } = await seriesOf(tx, who, kind, id, version)
  const following = await q.billsFrom(tx, who.office, s.id, n + 1)
  if (following.some((b) => BigInt(b.pago) > 0n)) conflict(SERIES_HAS_PAID, bill)
  await q.deleteBills(
    tx,
    who.office,
    following.map((b) => b.id),
  )
  await q.stop(tx, who.office, s.id, n)
  await audit(tx, who, 'encerrar', s.id, { fim: s.fim }, { apos: n, removidas: following.map((b) => b.id) })
  return answer(tx, who, kind, id)
}
