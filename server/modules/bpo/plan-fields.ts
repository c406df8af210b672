import type { BillFields, BillRow, RateioPart } from '../../../src/contracts/bpo-bills'
import { PLAN_ALREADY, PLAN_CANCELLED, PLAN_HAS_PAYMENTS } from '../../../src/contracts/bpo-plans'
import { apportion } from '../financial/apportion'
import { conflict } from './bills-service'

// What instalments and recurrences copy from a bill, and when a bill may become one.

/** The bill's own fields; a boleto belongs to one amount and due date, so a copy never carries it. */
export const fieldsOf = (b: BillRow): BillFields => ({
  descricao: b.descricao,
  id_fornecedor: b.id_fornecedor,
  pagador: b.pagador,
  data_vencimento: b.data_vencimento,
  data_competencia: b.data_competencia,
  data_agendamento: null,
  valor: b.valor,
  id_categoria: b.id_categoria,
  id_conta_corrente: b.id_conta_corrente,
  id_departamento: b.id_departamento,
  id_filial: b.id_filial,
  rateio: b.rateio.map((p) => ({ ...p })),
  codigo_boleto: null,
  pix: b.pix,
  observacoes: b.observacoes,
})

/** The apportionment of `total` centavos in the proportions of `parts` (largest remainder, to the centavo). */
export function scaleRateio(parts: readonly RateioPart[], total: bigint): RateioPart[] {
  if (parts.length === 0) return []
  const shares = apportion(
    total,
    parts.map((p, i) => ({ id: i, peso: Number(p.valor) })),
  )
  return parts.map((p, i) => ({ ...p, valor: String(shares.get(i) ?? 0n) })).filter((p) => p.valor !== '0')
}

/** A bill becomes instalments or a recurrence only once, while open, without payments. */
export function assertPlannable(bill: BillRow) {
  if (bill.cancelado) conflict(PLAN_CANCELLED, bill)
  if (BigInt(bill.pago) > 0n) conflict(PLAN_HAS_PAYMENTS, bill)
  if (bill.id_recorrencia != null || bill.parcelas != null) conflict(PLAN_ALREADY, bill)
}
