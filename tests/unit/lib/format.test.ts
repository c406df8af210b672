import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  brDateToIso,
  formatCount,
  formatCountOf,
  formatDate,
  formatDateTime,
  formatLongDate,
  formatMoney,
  formatMoneyAbbreviated,
  formatMonth,
  formatNumber,
  formatPercent,
  formatTime,
  parseBrDate,
  parseCentavos,
  parseDecimalScaled,
  parseMoney,
  parsePercentScaled,
  toDate,
  toIsoDate,
  WEEK_STARTS_ON,
} from '@/lib/format'

describe('money from integer centavos', () => {
  it.each([
    [123456, 'R$\u00a01.234,56'],
    [0, 'R$\u00a00,00'],
    [5, 'R$\u00a00,05'],
    [-123456, '-R$\u00a01.234,56'],
    [100000000000, 'R$\u00a01.000.000.000,00'],
  ])('%o → %s', (centavos, text) => {
    expect(formatMoney(centavos)).toBe(text)
  })
  it('keeps bigints exact past 2^53', () => {
    expect(formatMoney(12345678901234567891n)).toBe('R$\u00a0123.456.789.012.345.678,91')
  })
  it('writes US$', () => {
    expect(formatMoney(250000, 'USD')).toBe('US$\u00a02.500,00')
  })
  it('is empty for non-finite numbers', () => {
    expect(formatMoney(Number.NaN)).toBe('')
  })
  it.each([
    [150000000n, 'R$\u00a01,5\u00a0M'],
    [250000n, 'R$\u00a02,5\u00a0K'],
    [123456789012n, 'R$\u00a01,23\u00a0B'],
    [100000000n, 'R$\u00a01\u00a0M'],
    [99999n, 'R$\u00a0999,99'],
    [-150000000n, '-R$\u00a01,5\u00a0M'],
  ])('abbreviates %o as %s', (centavos, text) => {
    expect(formatMoneyAbbreviated(centavos)).toBe(text)
  })
})

describe('currency input parse to exact centavos', () => {
  it.each([
    ['R$ 1,5 M', 150000000n, 'BRL'],
    ['US$ 2.500,00', 250000n, 'USD'],
    ['2,5K', 250000n, 'BRL'],
    ['R$ 1.234,56', 123456n, 'BRL'],
    ['R$ 0,1', 10n, 'BRL'],
    ['1,23456789 B', 123456789000n, 'BRL'],
    ['-R$ 10,00', -1000n, 'BRL'],
    ['R$ -10,00', -1000n, 'BRL'],
    ['3 m', 300000000n, 'BRL'],
  ] as const)('%s → %o centavos', (text, centavos, currency) => {
    expect(parseMoney(text)).toEqual({ centavos, currency })
  })
  it('has no float drift: 0,29 M is 29.000.000 centavos', () => {
    // 0.29 * 1e6 * 100 in floating point is 28999999.999999996
    expect(parseCentavos('R$ 0,29 M')).toBe(29000000n)
  })
  it.each(['', 'abc', 'R$', '1,234', '1.23', 'R$ 1,5 X', '--1'])('rejects %o', (text) => {
    expect(parseMoney(text)).toBeNull()
  })
  it('round-trips format → parse', () => {
    for (const centavos of [0n, 1n, 99n, 123456n, 150000000n, -987654321n]) {
      expect(parseCentavos(formatMoney(centavos))).toBe(centavos)
      expect(parseMoney(formatMoney(centavos, 'USD'))).toEqual({ centavos, currency: 'USD' })
    }
    expect(parseCentavos(formatMoneyAbbreviated(150000000n))).toBe(150000000n)
  })
})

describe('numbers and percentages', () => {
  it('formats pt-BR numbers', () => {
    expect(formatNumber(1234.5)).toBe('1.234,50')
    expect(formatNumber(1234.5, 0)).toBe('1.235')
  })
  it('formats counts with grouped thousands, as Intl does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 1234567, -4321]) expect(formatCount(n)).toBe(n.toLocaleString('pt-BR'))
    expect(formatCount(Number.NaN)).toBe('')
  })
  it('names a count in the singular only for one', () => {
    expect(formatCountOf(1, 'linha pendente', 'linhas pendentes')).toBe('1 linha pendente')
    expect(formatCountOf(0, 'linha pendente', 'linhas pendentes')).toBe('0 linhas pendentes')
    expect(formatCountOf(1234, 'conta', 'contas')).toBe('1.234 contas')
  })
  it('parses pt-BR decimals exactly', () => {
    expect(parseDecimalScaled('1.234,56', 2)).toBe(123456n)
    expect(parseDecimalScaled(',5', 2)).toBe(50n)
    expect(parseDecimalScaled('1,234', 2)).toBeNull()
    expect(parseDecimalScaled('12.34', 2)).toBeNull()
  })
  it('formats percentages with a space before %', () => {
    expect(formatPercent(12.345)).toBe('12,35 %')
    expect(formatPercent(0.1234, { fromRatio: true, decimals: 1 })).toBe('12,3 %')
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('')
  })
  it('parses percentages exactly', () => {
    expect(parsePercentScaled('0,01 %')).toBe(1n)
    expect(parsePercentScaled('12,5%')).toBe(1250n)
  })
})

describe('dates without time-zone drift', () => {
  afterEach(() => {
    vi.unstubAllEnvs()
  })

  it('reads YYYY-MM-DD as a calendar date, not UTC midnight', () => {
    vi.stubEnv('TZ', 'America/Sao_Paulo')
    // The trap being avoided: new Date('2026-01-01') is UTC midnight, 31/12/2025 in Brazil.
    expect(new Date('2026-01-01').getDate()).toBe(31)
    const date = toDate('2026-01-01')
    expect(date?.getFullYear()).toBe(2026)
    expect(date?.getMonth()).toBe(0)
    expect(date?.getDate()).toBe(1)
    expect(formatDate('2026-01-01')).toBe('01/01/2026')
    expect(formatMonth('2026-01-01')).toBe('01/2026')
  })
  it('rejects impossible ISO dates', () => {
    expect(toDate('2026-02-30')).toBeNull()
    expect(formatDate('2026-02-30')).toBe('')
  })
  it('formats Dates, 24-hour times and long dates in pt-BR', () => {
    const date = new Date(2026, 10, 5, 18, 7)
    expect(formatDate(date)).toBe('05/11/2026')
    expect(formatMonth(date)).toBe('11/2026')
    expect(formatTime(date)).toBe('18:07')
    expect(formatDateTime(date)).toBe('05/11/2026 18:07')
    expect(formatLongDate(date)).toBe('5 de novembro de 2026')
  })
  it('is empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('')
    expect(formatDate(undefined)).toBe('')
    expect(formatDate('')).toBe('')
    expect(formatDate('não é data')).toBe('')
    expect(formatDate(new Date(Number.NaN))).toBe('')
  })
  it('converts DD/MM/YYYY to ISO and back', () => {
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29')
    expect(brDateToIso('29/02/2026')).toBeNull()
    const parsed = parseBrDate('05/01/2026')
    expect(parsed && toIsoDate(parsed)).toBe('2026-01-05')
    expect(parsed && formatDate(parsed)).toBe('05/01/2026')
  })
  it('starts weeks on Monday', () => {
    expect(WEEK_STARTS_ON).toBe(1)
  })
})
