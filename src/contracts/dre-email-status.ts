/** States of a DRE sent by e-mail, in the order they happen (zod-free: the page's labels come from here). */
export const dreEmailStatuses = ['na_fila', 'enviando', 'enviado', 'erro'] as const
export type DreEmailStatus = (typeof dreEmailStatuses)[number]

export const dreEmailStatusLabel: Record<DreEmailStatus, string> = {
  na_fila: 'Na fila',
  enviando: 'Enviando',
  enviado: 'Enviado',
  erro: 'Erro',
}
