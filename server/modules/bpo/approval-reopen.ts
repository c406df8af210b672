import { sql } from 'drizzle-orm'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import { APPROVED_TAG, workflowStep } from '../../../src/contracts/bill-tags'
import type { BillFields, BillRow } from '../../../src/contracts/bpo-bills'
import { formatDate } from '../../../src/lib/format/date'
import type { Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import * as q from './workflow-queries'

// An approval covers what is paid, to whom, from which account and when (docs/bpo-workflow.md): a change of any of
// these after an approval (or the first of two) undoes it, and the bill waits for approval again, saying why.

const covered = {
  valor: 'valor',
  id_fornecedor: 'fornecedor',
  pix: 'chave PIX',
  codigo_boleto: 'linha digitável do boleto',
  id_conta_corrente: 'conta de pagamento',
  data_vencimento: 'vencimento',
} as const satisfies Partial<Record<keyof BillFields, string>>

/** The labels of what an approval covers that differs between the bill and its new fields. */
export const coveredChanges = (before: BillRow, after: BillFields): string[] =>
  (Object.keys(covered) as (keyof typeof covered)[]).filter((k) => before[k] !== after[k]).map((k) => covered[k])

/** Whether the bill holds an approval (or the first of two) that a change of what it covers must undo. */
export const holdsApproval = (bill: BillRow) => bill.aprovacao === 'aprovado' || (bill.aprovacoes?.length ?? 0) > 0

/** 'Alterado depois da aprovação: chave PIX, valor (por Ana em 03/12/2026).' */
export async function reopenReason(tx: Tx, user: number, what: string) {
  const res = await tx.execute<{ nome: string }>(sql`select nome from usuarios where id_interno = ${user}`)
  return `Alterado depois da aprovação: ${what} (por ${res.rows[0]?.nome ?? 'usuário'} em ${formatDate(todayInBrazil())}).`
}

/**
 * Undoes the bill's approval (and any first approval of two): it waits for approval again with `motivo` shown, and
 * a bill at 'pagamento-aprovado' goes back to 'pagamento-agendado'. The caller notifies the approvers.
 */
export async function reopenApproval(tx: Tx, who: { office: number; user: number }, bill: BillRow, motivo: string) {
  await q.reopenApproval(tx, who.office, bill.id, motivo)
  const step = workflowStep(bill.etiquetas)
  if (step === APPROVED_TAG)
    await q.moveStep(tx, who.office, bill.id, { de: step, para: 'pagamento-agendado', motivo, user: who.user })
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'reabrir-aprovacao',
    entidade: 'titulo',
    id: bill.id,
    antes: { aprovacao: bill.aprovacao, aprovacoes: bill.aprovacoes ?? [] },
    depois: { aprovacao: null, motivo },
  })
}
