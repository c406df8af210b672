// The values of a BPO bill's status and of the status filter, apart from the rule and the catalogue
// (bill-status.ts): the bills routes read the filter of their URL in the first-load bundle.

export const billStatuses = ['atrasado', 'vence_hoje', 'a_vencer', 'agendado', 'recebido', 'pago', 'cancelado'] as const
export type BillStatus = (typeof billStatuses)[number]

/** 'aberto': neither paid in full nor cancelled (the payment queue of /bpo/contas_pagar). */
export const statusFilters = [...billStatuses, 'aberto'] as const
export type StatusFilter = (typeof statusFilters)[number]
