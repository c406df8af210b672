import { MIN_FEE_CENTAVOS } from '../../../src/lib/validation/limits'
import { divideHalfEven } from '../commissions/rounding'

/** The largest of some centavos (Math.max does not take bigints). */
const largest = (values: bigint[]) => [...values].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0))[0]

/** What a rule charges for a month, given the client's assets (patrimônio) in centavos. */
export type RuleAmount = {
  tipo: 'fixo' | 'percentual'
  valor: bigint | null
  percentual: number | null
  minimo: bigint
}

/**
 * A month's charge of a rule: the fixed fee; or the yearly percentage (hundredths of a percent) of the assets
 * divided by 12, rounded half-to-even to the centavo, and never below the rule's minimum (itself at least
 * R$ 2,99, §5).
 */
export function monthlyAmount(rule: RuleAmount, assets: bigint): { valor: bigint; base: bigint | null } {
  if (rule.tipo === 'fixo') return { valor: rule.valor ?? MIN_FEE_CENTAVOS, base: null }
  const share = divideHalfEven(assets * BigInt(rule.percentual ?? 0), 10_000n * 12n)
  const floor = largest([rule.minimo, MIN_FEE_CENTAVOS])
  return { valor: largest([share, floor]), base: assets }
}

/** An instalment plan's amounts: equal parts, the centavos left over going one each to the first ones. */
export function instalmentAmounts(total: bigint, count: number): bigint[] {
  const n = BigInt(count)
  const part = total / n
  const rest = Number(total - part * n)
  return Array.from({ length: count }, (_, i) => part + (i < rest ? 1n : 0n))
}

/** The month `offset` months after `mes` (YYYY-MM). */
export function addMonths(mes: string, offset: number): string {
  const [y, m] = mes.split('-').map(Number)
  const index = y * 12 + (m - 1) + offset
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** Charges fall due on the 10th of their month. */
export const dueDate = (mes: string) => `${mes}-10`

/** 'MM/AAAA' of a 'YYYY-MM'. */
export const monthLabel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`
