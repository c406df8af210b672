// Logic of the month-range filter (SPEC §2 "Reusable pieces"); the component only renders it.

/** month is 1–12. */
export type YearMonth = { year: number; month: number }

export type MonthRange = { start: YearMonth | null; end: YearMonth | null }

export const EMPTY_RANGE: MonthRange = { start: null, end: null }

/** The menu closes this long after a selection completes a range. */
export const MENU_CLOSE_DELAY_MS = 700

export const MONTH_LABELS = [
  'Jan',
  'Fev',
  'Mar',
  'Abr',
  'Mai',
  'Jun',
  'Jul',
  'Ago',
  'Set',
  'Out',
  'Nov',
  'Dez',
] as const

export const MONTH_PLACEHOLDER = 'MM/AAAA'

export const toMonthIndex = ({ year, month }: YearMonth): number => year * 12 + (month - 1)

export const fromMonthIndex = (index: number): YearMonth => ({ year: Math.floor(index / 12), month: (index % 12) + 1 })

export const compareMonths = (a: YearMonth, b: YearMonth): number => toMonthIndex(a) - toMonthIndex(b)

export const addMonths = (value: YearMonth, count: number): YearMonth => fromMonthIndex(toMonthIndex(value) + count)

/** Number of months from start to end, counting both (same month → 1). */
export const monthSpan = (start: YearMonth, end: YearMonth): number => compareMonths(end, start) + 1

export const isValidYearMonth = (value: YearMonth): boolean =>
  Number.isInteger(value.year) &&
  value.year >= 1 &&
  value.year <= 9999 &&
  Number.isInteger(value.month) &&
  value.month >= 1 &&
  value.month <= 12

/** 'MM/YYYY'. */
export const formatYearMonth = ({ year, month }: YearMonth): string =>
  `${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`

/** First day 'YYYY-MM-01' and last day 'YYYY-MM-DD' of a month, as calendar-date text. */
/** 'YYYY-MM', the form months travel in (URLs, API). */
export const isoMonth = ({ year, month }: YearMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`

export const firstDayIso = ({ year, month }: YearMonth): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

const monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

export const lastDayIso = ({ year, month }: YearMonth): string => {
  const lastDay = month === 2 && isLeapYear(year) ? 29 : (monthLengths[month - 1] ?? 31)
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${lastDay}`
}

/** Reads 'MM/YYYY', 'YYYY-MM' or 'YYYY-MM-DD' (the day is ignored); null otherwise. */
export const parseYearMonth = (text: string | null | undefined): YearMonth | null => {
  const value = (text ?? '').trim()
  const br = /^(\d{2})\/(\d{4})$/.exec(value)
  const iso = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(value)
  const parsed = br
    ? { year: Number(br[2]), month: Number(br[1]) }
    : iso
      ? { year: Number(iso[1]), month: Number(iso[2]) }
      : null
  return parsed && isValidYearMonth(parsed) ? parsed : null
}

export const yearMonthOf = (date: Date): YearMonth => ({ year: date.getFullYear(), month: date.getMonth() + 1 })

/**
 * A click on the month grid: the first click sets the start, the second the end. A second pick before
 * the start swaps them, so the range is always in order. A click on a complete range starts a new one.
 */
export const pickMonth = (range: MonthRange, picked: YearMonth): MonthRange => {
  const { start, end } = range
  if (!start || end) return { start: picked, end: null }
  return compareMonths(picked, start) < 0 ? { start: picked, end: start } : { start, end: picked }
}

export const isRangeComplete = (range: MonthRange): range is { start: YearMonth; end: YearMonth } =>
  range.start !== null && range.end !== null

/** Whether a month lies within the range (both ends included); with only a start, whether it is the start. */
export const isMonthInRange = (value: YearMonth, range: MonthRange): boolean => {
  if (!range.start) return false
  const end = range.end ?? range.start
  return compareMonths(value, range.start) >= 0 && compareMonths(value, end) <= 0
}

export type QuickOption = '3 meses' | '6 meses' | '12 meses' | 'Este ano'

export const QUICK_OPTIONS: readonly QuickOption[] = ['3 meses', '6 meses', '12 meses', 'Este ano']

/**
 * The range of a quick option on `today`: 'N meses' are the N whole months ending with the previous
 * month; 'Este ano' runs from January to the current month (year to date).
 */
export const quickRange = (option: QuickOption, today: Date): { start: YearMonth; end: YearMonth } => {
  const current = yearMonthOf(today)
  if (option === 'Este ano') return { start: { year: current.year, month: 1 }, end: current }
  const count = Number.parseInt(option, 10)
  const end = addMonths(current, -1)
  return { start: addMonths(end, -(count - 1)), end }
}

/** begin_date and end_date ('YYYY-MM-DD', first and last day) of a complete range. */
export const rangeToDates = (range: {
  start: YearMonth
  end: YearMonth
}): { begin_date: string; end_date: string } => ({
  begin_date: firstDayIso(range.start),
  end_date: lastDayIso(range.end),
})

export type Frequency = 'M' | 'Q' | 'Y'

export const FREQUENCIES = ['M', 'Q', 'Y'] as const satisfies readonly Frequency[]

export const DEFAULT_FREQUENCY: Frequency = 'Y'

export const isFrequency = (value: unknown): value is Frequency =>
  typeof value === 'string' && (FREQUENCIES as readonly string[]).includes(value)

export type Quarter = 1 | 2 | 3 | 4

export const isQuarter = (value: unknown): value is Quarter => value === 1 || value === 2 || value === 3 || value === 4

/** Quarter 1–4 → its closing month '03', '06', '09', '12'. */
export const quarterToMonth = (quarter: Quarter): string => String(quarter * 3).padStart(2, '0')

/** Month 1–12 → its quarter. */
export const monthToQuarter = (month: number): Quarter => Math.ceil(month / 3) as Quarter

/** The last `max` months of a 'YYYY-MM' range (the whole range when shorter); as given when incomplete. */
export const lastMonthsOf = (
  range: { start: string | null; end: string | null },
  max: number,
): { start: string | null; end: string | null } => {
  const start = parseYearMonth(range.start)
  const end = parseYearMonth(range.end)
  if (!start || !end || monthSpan(start, end) <= max) return range
  const first = addMonths(end, -(max - 1))
  return { start: `${first.year}-${String(first.month).padStart(2, '0')}`, end: range.end }
}
