// The ERP workflow of a BPO bill as a state machine (§4's eight tags; docs/bpo-workflow.md). A bill is at one step
// at a time (null: not in the ERP yet). Each allowed move names who may make it: the BPO staff ('equipe', who run
// the office's ERP) or the office's gestor (who sends the missing documents and approves payments). A move back
// needs a reason. Shared by the server (which enforces it) and the pages (which offer only the allowed moves).
// Zod-free: the bills pages read it.

import type { BillTag } from './bill-tag-values'

export type ErpRole = 'equipe' | 'gestor'
export type ErpStep = BillTag | null

export type ErpMove = {
  from: ErpStep
  to: BillTag
  roles: readonly ErpRole[]
  /** A move back (or an undo) must say why. */
  reason: boolean
}

const E: readonly ErpRole[] = ['equipe']
const G: readonly ErpRole[] = ['gestor']
const EG: readonly ErpRole[] = ['equipe', 'gestor']

const pending = ['fatura-pendente', 'nota-fiscal-pendente', 'aguardando-terceiros'] as const

const move = (from: ErpStep, to: BillTag, roles: readonly ErpRole[], reason = false): ErpMove => ({
  from,
  to,
  roles,
  reason,
})

/**
 * Every allowed move. Staff include the bill in the ERP, flag what is missing (invoice, nota fiscal, a third party),
 * send the payment file (remessa), schedule and reconcile. The gestor resolves what is missing (or staff, when it
 * arrives by other means) and approves a scheduled payment (the approval itself when the rules ask for it; staff
 * may mark it approved only when no approval is needed). Reconciling is staff's; undoing one needs a reason.
 */
export const erpMoves: readonly ErpMove[] = [
  move(null, 'incluida-erp', E),
  ...pending.map((p) => move('incluida-erp', p, E)),
  ...pending.flatMap((p) => pending.filter((q) => q !== p).map((q) => move(p, q, E))),
  ...pending.map((p) => move(p, 'incluida-erp', EG)),
  move('incluida-erp', 'aguardando-remessa', E),
  move('aguardando-remessa', 'incluida-erp', E, true),
  move('aguardando-remessa', 'pagamento-agendado', E),
  move('pagamento-agendado', 'aguardando-remessa', E, true),
  move('pagamento-agendado', 'pagamento-aprovado', EG),
  move('pagamento-aprovado', 'pagamento-agendado', G, true),
  move('pagamento-aprovado', 'pagamento-conciliado', E),
  move('pagamento-conciliado', 'pagamento-aprovado', E, true),
]

export const findMove = (from: ErpStep, to: BillTag): ErpMove | undefined =>
  erpMoves.find((m) => m.from === from && m.to === to)

/** The moves `role` may make from `from` (the board and the bill's ERP dialog offer only these). */
export const movesFor = (from: ErpStep, role: ErpRole): ErpMove[] =>
  erpMoves.filter((m) => m.from === from && m.roles.includes(role))

export const MOVE_NOT_ALLOWED = (from: string, to: string) => `Não é possível mover de “${from}” para “${to}”.`
export const MOVE_ROLE_FORBIDDEN = (roles: readonly ErpRole[]) =>
  roles.includes('equipe')
    ? 'Só a equipe do BPO pode fazer esta mudança de etapa.'
    : 'Só o gestor do escritório pode fazer esta mudança de etapa.'
export const MOVE_REASON_REQUIRED = 'Informe o motivo desta mudança de etapa'
export const NO_STEP_LABEL = 'Sem etiqueta'
