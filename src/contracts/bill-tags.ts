// The ERP workflow tags of a BPO bill (§4: incluida-erp … pagamento-conciliado): their pt-BR labels and colours,
// and a bill's step. The moves are the state machine of erp-machine.ts; the values themselves are in
// bill-tag-values.ts (read in the first load).

import { type ApprovalState, type BillTag, billTags } from './bill-tag-values'

export { type ApprovalState, approvalStates, type BillTag, billTags } from './bill-tag-values'

/** The step the approver's approval reaches; staff cannot move a bill there while the approval is missing. */
export const APPROVED_TAG: BillTag = 'pagamento-aprovado'

export type TagInfo = { value: BillTag; label: string; cor: string }

// Colours dark enough for white text (WCAG AA), from the same palette as the statuses.
export const tagCatalogue: readonly TagInfo[] = [
  { value: 'incluida-erp', label: 'Incluída no ERP', cor: '#455a64' },
  { value: 'fatura-pendente', label: 'Fatura pendente', cor: '#c2410c' },
  { value: 'nota-fiscal-pendente', label: 'Nota fiscal pendente', cor: '#ad1457' },
  { value: 'aguardando-terceiros', label: 'Aguardando terceiros', cor: '#6d4c41' },
  { value: 'aguardando-remessa', label: 'Aguardando remessa', cor: '#4527a0' },
  { value: 'pagamento-agendado', label: 'Pagamento agendado', cor: '#1565c0' },
  { value: 'pagamento-aprovado', label: 'Pagamento aprovado', cor: '#00695c' },
  { value: 'pagamento-conciliado', label: 'Pagamento conciliado', cor: '#2e7d32' },
]

export const tagInfo = (tag: BillTag): TagInfo => tagCatalogue.find((t) => t.value === tag) ?? tagCatalogue[0]

/** A bill's ERP step: its workflow tag (the furthest, for a bill tagged before the state machine; null: none). */
export const workflowStep = (tags: readonly string[]): BillTag | null => {
  for (let i = billTags.length - 1; i >= 0; i--) if (tags.includes(billTags[i])) return billTags[i]
  return null
}

export const approvalLabels: Record<ApprovalState, string> = {
  pendente: 'Aguardando aprovação',
  aprovado: 'Aprovado',
  rejeitado: 'Rejeitado',
}
