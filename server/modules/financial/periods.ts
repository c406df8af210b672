export type Frequency = 'M' | 'Q' | 'Y'
export type Period = { chave: string; inicio: string; fim: string; rotulo: string }

const pad = (n: number) => String(n).padStart(2, '0')

export function monthIndex(month: string): number {
  const [y, m] = month.split('-').map(Number)
  return y * 12 + (m - 1)
}

export function monthFromIndex(i: number): string {
  return `${Math.floor(i / 12)}-${pad((i % 12) + 1)}`
}

export function lastDay(month: string): string {
  const [y, m] = month.split('-').map(Number)
  return `${month}-${pad(new Date(Date.UTC(y, m, 0)).getUTCDate())}`
}

/** First day of the month after `month`: the exclusive upper bound of a range ending in `month`. */
export function nextMonthStart(month: string): string {
  return `${monthFromIndex(monthIndex(month) + 1)}-01`
}

/** The key of the period a month belongs to, as PostgreSQL's date_trunc would put it. */
export function periodStart(month: string, frequency: Frequency): string {
  const [y, m] = month.split('-').map(Number)
  if (frequency === 'Y') return `${y}-01`
  if (frequency === 'Q') return `${y}-${pad(m - ((m - 1) % 3))}`
  return month
}

function describePeriod(startMonth: string, frequency: Frequency, begin: string, end: string): Period {
  const [y, m] = startMonth.split('-').map(Number)
  const span = frequency === 'Y' ? 12 : frequency === 'Q' ? 3 : 1
  const first = monthIndex(startMonth) < monthIndex(begin) ? begin : startMonth
  const lastOfPeriod = monthFromIndex(monthIndex(startMonth) + span - 1)
  const last = monthIndex(lastOfPeriod) > monthIndex(end) ? end : lastOfPeriod
  const q = Math.floor((m - 1) / 3) + 1
  return {
    chave: frequency === 'Y' ? String(y) : frequency === 'Q' ? `${y}-Q${q}` : startMonth,
    inicio: `${first}-01`,
    fim: lastDay(last),
    rotulo: frequency === 'Y' ? String(y) : frequency === 'Q' ? `${q}º tri/${y}` : `${pad(m)}/${y}`,
  }
}

/** Every period of `frequency` touching [begin, end] (months YYYY-MM), clipped to the range. */
export function periodsBetween(begin: string, end: string, frequency: Frequency): Period[] {
  const out: Period[] = []
  const seen = new Set<string>()
  for (let i = monthIndex(begin); i <= monthIndex(end); i++) {
    const start = periodStart(monthFromIndex(i), frequency)
    if (seen.has(start)) continue
    seen.add(start)
    out.push(describePeriod(start, frequency, begin, end))
  }
  return out
}

/** The single period of a DRE without breakdown by date. */
export function wholeRange(begin: string, end: string): Period {
  return { chave: 'total', inicio: `${begin}-01`, fim: lastDay(end), rotulo: 'Total' }
}

export function monthsSpan(begin: string, end: string): number {
  return monthIndex(end) - monthIndex(begin) + 1
}
