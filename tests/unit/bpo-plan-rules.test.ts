import { describe, expect, it } from 'vitest'
import { addPeriods, dueDates, horizonOf, splitEvenly } from '../../src/contracts/bpo-plan-rules'

describe('instalments: the even split', () => {
  it('adds up to the total to the centavo, the extra centavos on the first instalments', () => {
    expect(splitEvenly(100000n, 3)).toEqual([33334n, 33333n, 33333n])
    expect(splitEvenly(1000n, 4)).toEqual([250n, 250n, 250n, 250n])
    expect(splitEvenly(5n, 3)).toEqual([2n, 2n, 1n])
    for (const [total, n] of [
      [1_499_700n, 3],
      [99_999_999_999n, 60],
      [7n, 2],
    ] as const)
      expect(splitEvenly(total, n).reduce((s, v) => s + v, 0n)).toBe(total)
  })
})

describe('recurrences: the schedule', () => {
  it('keeps the day of the month, clamped to the month end, without drifting', () => {
    expect([0, 1, 2, 3].map((k) => addPeriods('2027-01-31', 'mensal', k))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ])
    expect(addPeriods('2028-02-29', 'anual', 1)).toBe('2029-02-28')
    expect(addPeriods('2026-12-29', 'semanal', 1)).toBe('2027-01-05')
    expect(addPeriods('2026-11-30', 'trimestral', 1)).toBe('2027-02-28')
  })

  it('stops at the end rule and at the 12-month horizon', () => {
    const base = { frequencia: 'mensal' as const, base_ocorrencia: 1, base_vencimento: '2026-12-10' }
    const horizon = horizonOf('2026-11-25')
    expect(horizon).toBe('2027-11-25')
    expect(dueDates({ ...base, fim: 'nunca', fim_ocorrencias: null, fim_data: null }, 1, horizon)).toHaveLength(12)
    expect(
      dueDates({ ...base, fim: 'apos', fim_ocorrencias: 3, fim_data: null }, 1, horizon).map((d) => d.date),
    ).toEqual(['2026-12-10', '2027-01-10', '2027-02-10'])
    expect(dueDates({ ...base, fim: 'ate', fim_ocorrencias: null, fim_data: '2027-02-09' }, 2, horizon)).toEqual([
      { n: 2, date: '2027-01-10' },
    ])
  })
})
