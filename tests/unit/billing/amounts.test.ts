import { describe, expect, it } from 'vitest'
import { addMonths, instalmentAmounts, monthlyAmount } from '../../../server/modules/billing/amounts'

const percent = (percentual: number, minimo = 299n) => ({
  tipo: 'percentual' as const,
  valor: null,
  percentual,
  minimo,
})

describe('a month of a billing rule', () => {
  it('charges a fixed fee as it is', () => {
    expect(monthlyAmount({ tipo: 'fixo', valor: 45_000n, percentual: null, minimo: 299n }, 999n)).toEqual({
      valor: 45_000n,
      base: null,
    })
  })

  it('charges a twelfth of the yearly percentage of the assets, rounded half to even', () => {
    // 1,00 % a year of R$ 1.234.567,89 = R$ 12.345,6789 / 12 = R$ 1.028,80657… → R$ 1.028,81
    expect(monthlyAmount(percent(100), 123_456_789n)).toEqual({ valor: 102_881n, base: 123_456_789n })
    // 1,20 % a year of R$ 1.000,50 = 0,1 % a month = R$ 1,0005 → below the minimum
    expect(monthlyAmount(percent(120), 100_050n).valor).toBe(299n)
    // exactly half a centavo goes to the even neighbour: 0,01 % a year of R$ 1.200.600,00 = R$ 10,005 a month
    expect(monthlyAmount(percent(1), 120_060_000n).valor).toBe(1_000n)
    expect(monthlyAmount(percent(1), 120_180_000n).valor).toBe(1_002n)
  })

  it('never charges below R$ 2,99 nor below the rule minimum', () => {
    expect(monthlyAmount(percent(1), 0n).valor).toBe(299n)
    expect(monthlyAmount(percent(1, 1_500n), 10_000_000n).valor).toBe(1_500n)
  })
})

describe('instalments', () => {
  it.each([
    [100_000n, 3],
    [1n * 299n * 7n + 6n, 7],
    [360_000n, 6],
    [1_000_001n, 48],
  ])('split %s in %s parts that add up to the centavo, differing by at most one', (total, n) => {
    const parts = instalmentAmounts(total, n)
    expect(parts).toHaveLength(n)
    expect(parts.reduce((s, p) => s + p, 0n)).toBe(total)
    expect(parts[0] - parts[n - 1] <= 1n).toBe(true)
  })

  it('counts months across years', () => {
    expect(addMonths('2026-11', 2)).toBe('2027-01')
    expect(addMonths('2026-01', -1)).toBe('2025-12')
  })
})
