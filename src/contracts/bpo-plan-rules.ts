// Instalments and recurrences of BPO bills: the even split, the schedule's dates and their pt-BR texts, apart from
// the zod schemas (bpo-plans.ts) so the dialogs' previews need no zod. Dates are plain YYYY-MM-DD.

import { formatMoney } from '../lib/format/money'

export const INSTALMENTS_MIN = 2
export const INSTALMENTS_MAX = 60

/** `total` centavos in `n` parts that add up exactly: the largest remainder goes to the first parts. */
export function splitEvenly(total: bigint, n: number): bigint[] {
  const count = BigInt(n)
  const base = total / count
  const extra = Number(total - base * count)
  return Array.from({ length: n }, (_, i) => base + (i < extra ? 1n : 0n))
}

export const instalmentsSumMessage = (sum: bigint, total: bigint) =>
  `A soma das parcelas (${formatMoney(sum)}) deve ser igual ao valor da conta (${formatMoney(total)})`
export const INSTALMENTS_COUNT = `Informe de ${INSTALMENTS_MIN} a ${INSTALMENTS_MAX} parcelas`

export const frequencies = ['semanal', 'quinzenal', 'mensal', 'bimestral', 'trimestral', 'semestral', 'anual'] as const
export type Frequency = (typeof frequencies)[number]
export const frequencyLabels: Record<Frequency, string> = {
  semanal: 'Semanal',
  quinzenal: 'Quinzenal',
  mensal: 'Mensal',
  bimestral: 'Bimestral',
  trimestral: 'Trimestral',
  semestral: 'Semestral',
  anual: 'Anual',
}
const step: Record<Frequency, { days: number } | { months: number }> = {
  semanal: { days: 7 },
  quinzenal: { days: 14 },
  mensal: { months: 1 },
  bimestral: { months: 2 },
  trimestral: { months: 3 },
  semestral: { months: 6 },
  anual: { months: 12 },
}

export const endRules = ['nunca', 'apos', 'ate'] as const
export type EndRule = (typeof endRules)[number]
export const OCCURRENCES_MAX = 360

const pad = (n: number, width = 2) => String(n).padStart(width, '0')
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`
const parts = (date: string) => date.split('-').map(Number) as [number, number, number]

/** `date` moved by `k` periods of `frequency`; a month-based step keeps the day, clamped to the month's end. */
export function addPeriods(date: string, frequency: Frequency, k: number): string {
  const [y, m, d] = parts(date)
  const s = step[frequency]
  if ('days' in s) return iso(new Date(Date.UTC(y, m - 1, d + s.days * k)))
  const month = m - 1 + s.months * k
  const last = new Date(Date.UTC(y, month + 1, 0)).getUTCDate()
  return iso(new Date(Date.UTC(y, month, Math.min(d, last))))
}

export type Schedule = {
  frequencia: Frequency
  fim: EndRule
  fim_ocorrencias: number | null
  fim_data: string | null
  base_ocorrencia: number
  base_vencimento: string
}

/** Due date of occurrence `n`. */
export const occurrenceDate = (s: Schedule, n: number) =>
  addPeriods(s.base_vencimento, s.frequencia, n - s.base_ocorrencia)

/** Whether occurrence `n` (due `date`) exists under the end rule. */
export const withinEnd = (s: Schedule, n: number, date: string) =>
  s.fim === 'nunca' ||
  (s.fim === 'apos' && n <= (s.fim_ocorrencias ?? 0)) ||
  (s.fim === 'ate' && date <= (s.fim_data ?? ''))

/** How far ahead bills of a recurrence exist: 12 months from `today`. */
export const horizonOf = (today: string) => addPeriods(today, 'anual', 1)

/** Due dates of occurrences `from`…, up to the horizon and the end rule (at most `max`). */
export function dueDates(s: Schedule, from: number, horizon: string, max = 400): { n: number; date: string }[] {
  const out: { n: number; date: string }[] = []
  for (let n = from; out.length < max; n++) {
    const date = occurrenceDate(s, n)
    if (date > horizon || !withinEnd(s, n, date)) break
    out.push({ n, date })
  }
  return out
}
