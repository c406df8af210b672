import { describe, expect, it } from 'vitest'
import {
  addMonths,
  DEFAULT_FREQUENCY,
  EMPTY_RANGE,
  formatYearMonth,
  isFrequency,
  isMonthInRange,
  isQuarter,
  isRangeComplete,
  MENU_CLOSE_DELAY_MS,
  MONTH_LABELS,
  monthSpan,
  monthToQuarter,
  parseYearMonth,
  pickMonth,
  QUICK_OPTIONS,
  quarterToMonth,
  quickRange,
  rangeToDates,
} from '@/lib/month-range'

const ym = (month: number, year = 2026) => ({ year, month })
const TODAY = new Date(2026, 10, 22, 10, 30) // 22/11/2026

describe('click order', () => {
  it('sets the start first, then the end', () => {
    const first = pickMonth(EMPTY_RANGE, ym(3))
    expect(first).toEqual({ start: ym(3), end: null })
    expect(isRangeComplete(first)).toBe(false)
    const second = pickMonth(first, ym(8))
    expect(second).toEqual({ start: ym(3), end: ym(8) })
    expect(isRangeComplete(second)).toBe(true)
  })
  it('swaps a pick before the start', () => {
    expect(pickMonth({ start: ym(8), end: null }, ym(3))).toEqual({ start: ym(3), end: ym(8) })
    expect(pickMonth({ start: ym(1, 2026), end: null }, ym(12, 2025))).toEqual({
      start: ym(12, 2025),
      end: ym(1, 2026),
    })
  })
  it('allows a single-month range', () => {
    expect(pickMonth({ start: ym(5), end: null }, ym(5))).toEqual({ start: ym(5), end: ym(5) })
  })
  it('starts over after a complete range', () => {
    expect(pickMonth({ start: ym(3), end: ym(8) }, ym(10))).toEqual({ start: ym(10), end: null })
  })
  it('highlights months inside the range', () => {
    const range = { start: ym(11, 2025), end: ym(2) }
    expect(isMonthInRange(ym(12, 2025), range)).toBe(true)
    expect(isMonthInRange(ym(2), range)).toBe(true)
    expect(isMonthInRange(ym(3), range)).toBe(false)
    expect(isMonthInRange(ym(11, 2025), { start: ym(11, 2025), end: null })).toBe(true)
    expect(isMonthInRange(ym(12, 2025), { start: ym(11, 2025), end: null })).toBe(false)
  })
})

describe('quick options against 22/11/2026', () => {
  it('lists the four options in order', () => {
    expect(QUICK_OPTIONS).toEqual(['3 meses', '6 meses', '12 meses', 'Este ano'])
  })
  it.each([
    ['3 meses', '08/2026', '10/2026'],
    ['6 meses', '05/2026', '10/2026'],
    ['12 meses', '11/2025', '10/2026'],
    ['Este ano', '01/2026', '11/2026'],
  ] as const)('%s is %s to %s', (option, start, end) => {
    const range = quickRange(option, TODAY)
    expect(formatYearMonth(range.start)).toBe(start)
    expect(formatYearMonth(range.end)).toBe(end)
  })
  it('crosses the year in January', () => {
    const january = new Date(2026, 0, 15)
    expect(quickRange('3 meses', january)).toEqual({ start: ym(10, 2025), end: ym(12, 2025) })
    expect(quickRange('12 meses', january)).toEqual({ start: ym(1, 2025), end: ym(12, 2025) })
    expect(quickRange('Este ano', january)).toEqual({ start: ym(1), end: ym(1) })
  })
  it('gives first and last calendar days for the query', () => {
    expect(rangeToDates(quickRange('3 meses', TODAY))).toEqual({ begin_date: '2026-08-01', end_date: '2026-10-31' })
    expect(rangeToDates({ start: ym(2, 2024), end: ym(2, 2024) })).toEqual({
      begin_date: '2024-02-01',
      end_date: '2024-02-29',
    })
    expect(rangeToDates({ start: ym(1), end: ym(2) }).end_date).toBe('2026-02-28')
    expect(rangeToDates({ start: ym(1, 1900), end: ym(2, 1900) }).end_date).toBe('1900-02-28')
    expect(rangeToDates({ start: ym(1, 2000), end: ym(2, 2000) }).end_date).toBe('2000-02-29')
  })
})

describe('months', () => {
  it('labels Jan to Dez and uses MM/AAAA', () => {
    expect(MONTH_LABELS).toEqual(['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'])
    expect(MENU_CLOSE_DELAY_MS).toBe(700)
  })
  it('parses MM/YYYY and ISO months', () => {
    expect(parseYearMonth('03/2026')).toEqual(ym(3))
    expect(parseYearMonth('2026-03')).toEqual(ym(3))
    expect(parseYearMonth('2026-03-31')).toEqual(ym(3))
    expect(parseYearMonth('13/2026')).toBeNull()
    expect(parseYearMonth('3/2026')).toBeNull()
    expect(parseYearMonth(null)).toBeNull()
  })
  it('adds months across years and counts spans', () => {
    expect(addMonths(ym(11), 3)).toEqual(ym(2, 2027))
    expect(addMonths(ym(1), -1)).toEqual(ym(12, 2025))
    expect(monthSpan(ym(1), ym(6))).toBe(6)
    expect(monthSpan(ym(12, 2025), ym(1))).toBe(2)
  })
})

describe('frequency and quarters', () => {
  it('accepts only M, Q and Y, default Y', () => {
    expect(['M', 'Q', 'Y'].every(isFrequency)).toBe(true)
    expect(isFrequency('A')).toBe(false)
    expect(isFrequency('m')).toBe(false)
    expect(DEFAULT_FREQUENCY).toBe('Y')
  })
  it('maps quarters 1–4 to 03, 06, 09, 12 and back', () => {
    expect([1, 2, 3, 4].map((q) => quarterToMonth(q as 1 | 2 | 3 | 4))).toEqual(['03', '06', '09', '12'])
    expect([1, 3, 4, 6, 7, 12].map(monthToQuarter)).toEqual([1, 1, 2, 2, 3, 4])
    expect(isQuarter(4)).toBe(true)
    expect(isQuarter(5)).toBe(false)
    expect(isQuarter('1')).toBe(false)
  })
})
