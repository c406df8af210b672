// The values of a BPO bill's ERP workflow tags and approval states, apart from their labels and rules
// (bill-tags.ts): the bills routes read the tag and approval filters of their URL in the first-load bundle.

/** §4's tags, in the order a bill goes through them (the board's columns). */
export const billTags = [
  'incluida-erp',
  'fatura-pendente',
  'nota-fiscal-pendente',
  'aguardando-terceiros',
  'aguardando-remessa',
  'pagamento-agendado',
  'pagamento-aprovado',
  'pagamento-conciliado',
] as const
export type BillTag = (typeof billTags)[number]

/** A payable's approval: needed and not decided yet, approved, or rejected (null: the office asks none). */
export const approvalStates = ['pendente', 'aprovado', 'rejeitado'] as const
export type ApprovalState = (typeof approvalStates)[number]
