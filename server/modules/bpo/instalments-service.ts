import { sql } from 'drizzle-orm'
import type { BillKind } from '../../../src/contracts/bill-status'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import { instalmentsSumMessage } from '../../../src/contracts/bpo-plan-rules'
import type { InstalmentsBody } from '../../../src/contracts/bpo-plans'
import { LOCKED_BY_APPROVAL } from '../../../src/contracts/bpo-workflow'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { noticeApprovals, pendingIds } from './approval-notices'
import { holdsApproval } from './approval-reopen'
import * as q from './bills-queries'
import { conflict, current, type Who } from './bills-service'
import { assertPlannable, fieldsOf, scaleRateio } from './plan-fields'

/** A PostgreSQL array literal of plain words or numbers (tags, ids), sent as one parameter. */
const pgArray = (items: readonly (string | number)[]) => `{${items.join(',')}}`

/**
 * Splits an open bill into instalments whose amounts add up to its amount to the centavo (else 400, nothing
 * written): the bill becomes instalment 1 and the others are created beside it, each with its due date, amount
 * and a share of the apportionment; the plan's current total decides the approval with each instalment's amount
 * (a purchase split in three is approved as one). An approved bill is locked (409): reject it first.
 */
export async function splitIntoInstalments(
  tx: Tx,
  who: Who,
  kind: BillKind,
  id: number,
  body: InstalmentsBody,
): Promise<Outcome> {
  const before = await current(tx, who, kind, id, body.version)
  assertPlannable(before)
  if (holdsApproval(before)) conflict(LOCKED_BY_APPROVAL, before)
  const total = BigInt(before.valor)
  const sum = body.parcelas.reduce((s, p) => s + BigInt(p.valor), 0n)
  if (sum !== total) {
    const mensagem = instalmentsSumMessage(sum, total)
    throw new HttpError(400, mensagem, { issues: [{ campo: 'parcelas', mensagem }] })
  }
  const waiting = await pendingIds(tx, who.office, [id])
  const base = fieldsOf(before)
  const ids: number[] = []
  for (const [i, p] of body.parcelas.entries()) {
    const fields = {
      ...base,
      valor: p.valor,
      data_vencimento: p.data_vencimento,
      rateio: scaleRateio(base.rateio, BigInt(p.valor)),
    }
    if (i === 0) {
      await q.updateBill(tx, who.office, id, before.version, fields, who.user)
      ids.push(id)
    } else ids.push(await q.insertBill(tx, who.office, kind, fields, who.user))
  }
  await tx.execute(sql`update titulos t set id_parcelamento = ${id}, parcela = x.n, parcelas = ${ids.length},
      etiquetas = ${pgArray(before.etiquetas)}::text[]
    from unnest(${pgArray(ids)}::int[]) with ordinality as x(id, n)
    where t.id_escritorio = ${who.office} and t.id = x.id`)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'parcelar',
    entidade: 'titulo',
    id,
    antes: { valor: before.valor, data_vencimento: before.data_vencimento },
    depois: { parcelas: body.parcelas.map((p, i) => ({ id: ids[i], ...p })) },
  })
  if (kind === 'pagar') who.notices?.push(...(await noticeApprovals(tx, who.office, ids, waiting)))
  const today = todayInBrazil()
  const rows = []
  for (const b of ids) rows.push(await q.findBill(tx, who.office, kind, b, today))
  return { status: 201, body: { status: 201, value: rows } }
}
