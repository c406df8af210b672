import { describe, expect, it } from 'vitest'
import { formatPercent, formatPercentHundredths, percentHundredths, percentOf, sharesHundredths } from '@/lib/format'

describe('one percentage rule', () => {
  it('computes a share of two integers in hundredths, rounding half away from zero', () => {
    expect(percentHundredths(10000n, 30000n)).toBe(3333n)
    expect(percentHundredths(20000n, 30000n)).toBe(6667n)
    // 109,4699… % rounds up to 109,47 % (truncation printed 109,46 %)
    expect(percentHundredths(1094699n, 1000000n)).toBe(10947n)
    expect(percentHundredths(109465n, 100000n)).toBe(10947n)
    expect(percentHundredths(-109465n, 100000n)).toBe(-10947n)
    expect(percentHundredths(109465n, -100000n)).toBe(-10947n)
    expect(percentHundredths(-1n, 30000n)).toBe(0n)
    expect(percentHundredths(-15n, 1000n)).toBe(-150n)
    expect(percentHundredths(5n, 0n)).toBeNull()
  })

  it('prints the same digits from the server number and from the exact hundredths', () => {
    // what 'AV %' (server percentual) and 'Análise vertical' (browser) print for the same cell
    let seed = 7
    const next = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648
      return BigInt(seed) - 1_073_741_824n
    }
    for (let i = 0; i < 2000; i++) {
      const value = next()
      const base = next() || 1n
      expect(formatPercent(percentOf(value, base))).toBe(formatPercentHundredths(percentHundredths(value, base)))
    }
    expect(formatPercent(percentOf(1094699n, 1000000n))).toBe('109,47 %')
    expect(formatPercent(null)).toBe('—')
    expect(formatPercentHundredths(-150n)).toBe('-1,50 %')
    expect(formatPercentHundredths(null)).toBe('—')
  })

  it('splits a whole into shares that add up to exactly 100 % (largest remainder)', () => {
    expect(sharesHundredths([1n, 1n, 1n])).toEqual([3334n, 3333n, 3333n])
    expect(sharesHundredths([2n, 1n, 1n, 1n, 1n])).toEqual([3333n, 1667n, 1667n, 1667n, 1666n])
    const parts = [123_457n, 98_765n, 55_555n, 11_111n, 7n]
    const shares = sharesHundredths(parts)
    expect(shares.reduce((s, v) => s + v, 0n)).toBe(10_000n)
    // each share is its exact value rounded down or up by at most one hundredth
    const total = parts.reduce((s, v) => s + v, 0n)
    parts.forEach((p, i) => {
      const floor = (p * 10_000n) / total
      expect([floor, floor + 1n]).toContain(shares[i])
    })
    expect(sharesHundredths([0n, 0n])).toEqual([0n, 0n])
  })
})
