import { MISSING_MONTHS_WINDOW } from '../../../src/contracts/dataroom-catalogue'

/** The current month (YYYY-MM) in Brasília time. */
export function currentMonth(now = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(now)
  const part = (type: string) => parts.find((p) => p.type === type)?.value
  return `${part('year')}-${part('month')}`
}

/** The months (YYYY-MM, oldest first) the missing-months report covers: the 12 before the reference month. */
export function reportMonths(referencia: string): string[] {
  const [year, month] = referencia.split('-').map(Number) as [number, number]
  return Array.from({ length: MISSING_MONTHS_WINDOW }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - MISSING_MONTHS_WINDOW + i, 1))
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
  })
}
