// The ERP workflow tags of a BPO bill (§4: incluida-erp … pagamento-conciliado): their pt-BR labels and colours,
// and the moves of the workflow. The values themselves are in bill-tag-values.ts (read in the first load).

import { type ApprovalState, type BillTag, billTags } from './bill-tag-values'

export { type ApprovalState, approvalStates, type BillTag, billTags } from './bill-tag-values'

/** The tag the gestor's approval sets; adding it by hand is refused while the approval is missing. */
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

/** A bill's step on the board: the furthest workflow tag it carries (null: not in the workflow yet). */
export const workflowStep = (tags: readonly string[]): BillTag | null => {
  for (let i = billTags.length - 1; i >= 0; i--) if (tags.includes(billTags[i])) return billTags[i]
  return null
}

/** The step after `step` (the first one for a bill outside the workflow); null after the last. */
export const nextStep = (step: BillTag | null): BillTag | null =>
  step === null ? billTags[0] : (billTags[billTags.indexOf(step) + 1] ?? null)

/** The tags after moving a bill one step on: the current step's tag gives way to the next one's. */
export const moveToNextStep = (tags: readonly BillTag[]): BillTag[] | null => {
  const step = workflowStep(tags)
  const next = nextStep(step)
  if (next === null) return null
  return [...tags.filter((t) => t !== step), next]
}

export const approvalLabels: Record<ApprovalState, string> = {
  pendente: 'Aguardando aprovação',
  aprovado: 'Aprovado',
  rejeitado: 'Rejeitado',
}
