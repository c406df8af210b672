// The status of a BPO bill (§4 billsStatus: value, order, colour) and the rule that computes it. Plain
// TypeScript without zod: the bills routes read the status filter of their URL in the first-load bundle.

export const billKinds = ['pagar', 'receber'] as const
export type BillKind = (typeof billKinds)[number]

import type { BillStatus } from './bill-statuses'

export type StatusInfo = { value: BillStatus; label: string; ordem: number; cor: string }

// §4 colours (theme: error red, warning orange, info blue, purple, success green, secondary grey), dark enough
// for white text (WCAG AA).
const red = '#c62828'
const orange = '#c2410c'
const blue = '#1565c0'
const purple = '#6a1b9a'
const green = '#2e7d32'
const grey = '#616161'

/**
 * §4 billsStatus (value, order, colour). Receivables use the first set, in its order: Atrasado (1), Recebido,
 * Cancelado, A vencer. Payables use the second set (atrasado, vence hoje, a vencer, agendado, pago) plus
 * Cancelado, which a cancelled payable needs and the second set does not name.
 */
export const statusCatalogue: Record<BillKind, StatusInfo[]> = {
  receber: [
    { value: 'atrasado', label: 'Atrasado', ordem: 1, cor: red },
    { value: 'recebido', label: 'Recebido', ordem: 2, cor: green },
    { value: 'cancelado', label: 'Cancelado', ordem: 3, cor: grey },
    { value: 'a_vencer', label: 'A vencer', ordem: 4, cor: blue },
  ],
  pagar: [
    { value: 'atrasado', label: 'Atrasado', ordem: 1, cor: red },
    { value: 'vence_hoje', label: 'Vence hoje', ordem: 2, cor: orange },
    { value: 'a_vencer', label: 'A vencer', ordem: 3, cor: blue },
    { value: 'agendado', label: 'Agendado', ordem: 4, cor: purple },
    { value: 'pago', label: 'Pago', ordem: 5, cor: green },
    { value: 'cancelado', label: 'Cancelado', ordem: 6, cor: grey },
  ],
}

export const NO_STATUS = { label: 'Sem Status', cor: grey } as const

/** The label and colour of a status; null (or one the kind does not use) is 'Sem Status'. */
export const statusInfo = (kind: BillKind, status: BillStatus | null | undefined) =>
  statusCatalogue[kind].find((s) => s.value === status) ?? NO_STATUS

export type StatusInput = {
  tipo: BillKind
  cancelado: boolean
  /** Centavos. */
  valor: bigint
  pago: bigint
  data_vencimento: string
  data_agendamento: string | null
}

/**
 * §4: a bill's status on `today` (YYYY-MM-DD; dates compare as text). Cancelled first, then paid in full
 * (recebido / pago), a payable scheduled for today or later (agendado), past due (atrasado), due today
 * (a payable: vence hoje; a receivable: a vencer), else a vencer. The server computes the same in SQL
 * (server/modules/bpo/bills-queries.ts).
 */
export function billStatus(b: StatusInput, today: string): BillStatus {
  if (b.cancelado) return 'cancelado'
  if (b.pago >= b.valor) return b.tipo === 'receber' ? 'recebido' : 'pago'
  if (b.tipo === 'pagar' && b.data_agendamento !== null && b.data_agendamento >= today) return 'agendado'
  if (b.data_vencimento < today) return 'atrasado'
  if (b.data_vencimento === today && b.tipo === 'pagar') return 'vence_hoje'
  return 'a_vencer'
}

/** Today's date in Brazil (the offices' calendar), YYYY-MM-DD, whatever the machine's time zone. */
export const todayInBrazil = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now)
