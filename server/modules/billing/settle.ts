import { todayInBrazil } from '../../../src/contracts/bill-status'
import { type Charge, NO_ACCOUNT } from '../../../src/contracts/billing'
import type { BillRow } from '../../../src/contracts/bpo-bills'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { billFieldsOf } from '../bpo/bill-fields'
import { createBill, payBill } from '../bpo/bills-service'
import { ensureChart } from '../financial/chart'
import * as q from './queries'

export type Who = { office: number; user: number }

/** A service's answer in the §7 envelope. */
export const ok = (status: number, value: unknown): Outcome => ({ status, body: { status, value } })

/**
 * A paid charge reaches the BPO: a receivable from the client (in the account and category given, by default 'Fee
 * fixo' and the office's first account; one of another office is a 400 from the bills' own checks)
 * created and paid in full through the bills' own services, so the ledger, the DFC and the DRE follow; the
 * charge then names it. In the caller's transaction.
 */
export async function settle(
  tx: Tx,
  who: Who,
  c: Charge,
  detalhe: string | null,
  target: { conta: number | null; categoria: number | null } = { conta: null, categoria: null },
) {
  const categoria = target.categoria ?? (await ensureChart(tx, who.office)).get('Fee fixo')
  const conta = target.conta ?? (await q.receivableTarget(tx, who.office)).conta
  if (categoria === undefined || conta === null) throw new HttpError(409, NO_ACCOUNT)
  const today = todayInBrazil()
  const created = await createBill(
    tx,
    who,
    'receber',
    billFieldsOf({
      descricao: c.descricao,
      pagador: c.cliente,
      data_vencimento: c.vencimento,
      data_competencia: `${c.competencia}-01`,
      valor: c.valor_centavos,
      id_categoria: categoria,
      id_conta_corrente: conta,
      observacoes: `Cobrança ${c.id}`,
    }),
  )
  const bill = (created.body as { value: BillRow }).value
  await payBill(tx, who, 'receber', bill.id, {
    data_pagamento: today,
    id_conta_corrente: conta,
    valor: c.valor_centavos,
    juros: '0',
    multa: '0',
    desconto: '0',
    version: bill.version,
  })
  await q.markPaid(tx, who.office, c.id, bill.id)
  await q.recordEvent(tx, who.office, { id_cobranca: c.id, acao: 'paga', status: 'paga', user: who.user, detalhe })
  return bill.id
}
