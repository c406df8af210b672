import { todayInBrazil } from '../../../src/contracts/bill-status'
import {
  NO_REPASSE_CATEGORY,
  noPayee,
  PAYABLES_NEED_APPROVAL,
  payableAlreadyPaid,
} from '../../../src/contracts/commissions'
import { HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { billFieldsOf } from '../bpo/bill-fields'
import { type Who as BillWho, cancelBill, createBill } from '../bpo/bills-service'
import { repasseCategory } from './ledger'
import { findMonth } from './month-queries'
import * as q from './payables-queries'

// Approved commissions are paid through the BPO (docs/commissions.md, 'Paying through the BPO'): one payable per
// advisor in Contas a pagar, linked to the month; reopening the month cancels the ones still open.

type Who = BillWho & { user: number }

/** Commissions of a month are due on the 10th of the next month; when that day has passed, on the day generated. */
export function commissionDueDate(mes: string, today: string) {
  const [year, month] = mes.split('-').map(Number)
  const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`
  const due = `${next}-10`
  return due < today ? today : due
}

/**
 * Creates the payables of an approved month: one per advisor with a positive total and no live payable yet, for
 * exactly that total, on the repasse category; generating again creates nothing new. An advisor without a
 * provider gets one when the ledger knows their CPF; otherwise nothing is created (409 naming them).
 */
export async function generatePayables(tx: Tx, who: Who, mes: string) {
  const month = await findMonth(tx, who.office, mes, true)
  if (month?.status !== 'aprovada') throw new HttpError(409, PAYABLES_NEED_APPROVAL)
  const category = await repasseCategory(tx, who.office)
  if (!category) throw new HttpError(409, NO_REPASSE_CATEGORY)
  const payees = await q.pendingPayees(tx, who.office, mes)
  const missing = payees.filter((p) => p.id_fornecedor === null && p.cpf_cnpj === null)
  if (missing.length > 0) throw new HttpError(409, noPayee(missing.map((p) => p.nome).join(', ')))
  const [year, monthNumber] = mes.split('-')
  const due = commissionDueDate(mes, todayInBrazil())
  const created: number[] = []
  for (const payee of payees) {
    const provider = payee.id_fornecedor ?? (await q.insertProvider(tx, who.office, payee.nome, payee.cpf_cnpj ?? ''))
    const fields = billFieldsOf({
      descricao: `Comissões ${monthNumber}/${year} — ${payee.nome}`,
      id_fornecedor: provider,
      data_vencimento: due,
      data_competencia: `${mes}-01`,
      valor: payee.total,
      id_categoria: category.id,
      observacoes: `Repasse da apuração de comissões de ${monthNumber}/${year}.`,
    })
    // The payee and amount come from the approved month, not from the gestor who generates them: they may approve.
    const outcome = await createBill(tx, { ...who, computed: true }, 'pagar', fields)
    const id = (outcome.body as { value: { id: number } }).value.id
    await q.linkPayable(tx, who.office, id, mes, payee.id_profissional)
    created.push(id)
  }
  if (created.length > 0)
    await recordAudit(tx, { ...who, acao: 'gerar-contas', entidade: 'comissao_mes', id: mes, depois: { created } })
  return created.length
}

/** Cancels a reopened month's payables still open; one with any payment refuses the reopening (409). */
export async function cancelPayables(tx: Tx, who: Who, mes: string) {
  const live = (await q.monthPayables(tx, who.office, mes, null, true)).filter((p) => p.situacao !== 'cancelada')
  const paid = live.find((p) => BigInt(p.pago) > 0n)
  if (paid) throw new HttpError(409, payableAlreadyPaid(paid.nome, paid.id_titulo))
  for (const p of live) await cancelBill(tx, who, 'pagar', p.id_titulo, p.version)
}
