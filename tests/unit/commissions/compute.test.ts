import { describe, expect, it } from 'vitest'
import { computeMonth, matchRule, overlaps, type Revenue, type Rule } from '../../../server/modules/commissions/compute'
import { divideHalfEven, splitByParts } from '../../../server/modules/commissions/rounding'

const rule = (over: Partial<Rule>): Rule => ({
  id: 1,
  nome: 'Geral',
  id_area_receita: null,
  id_profissional: null,
  id_equipe: null,
  base: 'bruta',
  faixas: [{ from: 0n, bp: 3000 }],
  minimo: 0n,
  estorno: true,
  divisao: [],
  inicio: '2026-01',
  fim: null,
  ...over,
})

const revenue = (over: Partial<Revenue>): Revenue => ({
  id_profissional: 10,
  id_equipe: 5,
  id_area_receita: 7,
  area: 'Renda fixa',
  bruta: 0n,
  estornos: 0n,
  deducoes: 0n,
  ...over,
})

describe('rounding', () => {
  it('rounds half to even, symmetric for negatives', () => {
    expect(divideHalfEven(25n, 10n)).toBe(2n)
    expect(divideHalfEven(35n, 10n)).toBe(4n)
    expect(divideHalfEven(26n, 10n)).toBe(3n)
    expect(divideHalfEven(-25n, 10n)).toBe(-2n)
    expect(divideHalfEven(-35n, 10n)).toBe(-4n)
  })

  it('splits by largest remainder so the parts sum exactly to the whole', () => {
    expect(splitByParts(100n, [3333, 3333, 3334])).toEqual([33n, 33n, 34n])
    expect(splitByParts(1n, [5000, 5000])).toEqual([1n, 0n])
    expect(splitByParts(-101n, [5000, 5000])).toEqual([-51n, -50n])
    for (const amount of [0n, 1n, 7n, 99_999n, 123_456_789n, -4_321n]) {
      const parts = splitByParts(amount, [1234, 4321, 4445])
      expect(parts.reduce((s, p) => s + p, 0n)).toBe(amount)
    }
  })
})

describe('rule matching', () => {
  const everyone = rule({ id: 1 })
  const team = rule({ id: 2, id_equipe: 5 })
  const advisor = rule({ id: 3, id_profissional: 10, inicio: '2026-03', fim: '2026-06' })
  const advisorArea = rule({ id: 4, id_profissional: 10, id_area_receita: 7, inicio: '2026-05', fim: '2026-05' })

  it('takes the most specific valid rule: advisor and area, advisor, team, everyone', () => {
    const rules = [everyone, team, advisor, advisorArea]
    expect(matchRule(rules, '2026-05', revenue({}))?.id).toBe(4)
    expect(matchRule(rules, '2026-04', revenue({}))?.id).toBe(3)
    expect(matchRule(rules, '2026-07', revenue({}))?.id).toBe(2)
    expect(matchRule(rules, '2026-07', revenue({ id_equipe: 6 }))?.id).toBe(1)
    expect(matchRule(rules, '2026-05', revenue({ id_area_receita: 8 }))?.id).toBe(3)
  })

  it('ignores rules outside their validity', () => {
    expect(matchRule([advisor], '2026-02', revenue({}))).toBeNull()
    expect(matchRule([advisor], '2026-07', revenue({}))).toBeNull()
  })

  it('tells overlapping validities apart, open ends included', () => {
    expect(overlaps({ inicio: '2026-01', fim: '2026-03' }, { inicio: '2026-03', fim: null })).toBe(true)
    expect(overlaps({ inicio: '2026-01', fim: '2026-02' }, { inicio: '2026-03', fim: null })).toBe(false)
    expect(overlaps({ inicio: '2026-05', fim: null }, { inicio: '2025-01', fim: null })).toBe(true)
  })
})

describe('computeMonth', () => {
  it('applies the tier reached by the whole base, over net revenue, to the centavo', () => {
    const r = rule({
      base: 'liquida',
      faixas: [
        { from: 0n, bp: 2000 },
        { from: 5_000_000n, bp: 3500 },
      ],
    })
    // Net 3.000.000,05 + 2.000.000,10 = 5.000.000,15 ≥ 50.000,00: the 35 % tier for both lines.
    const lines = computeMonth([r], '2026-05', [
      revenue({ bruta: 3_200_000_05n, deducoes: -200_000_00n }),
      revenue({ id_area_receita: 8, area: 'Fundos', bruta: 2_000_000_10n }),
    ])
    expect(lines.map((l) => l.bp)).toEqual([3500, 3500])
    // 300.000.005 × 0,35 = 105.000.001,75 → 105.000.002; 200.000.010 × 0,35 = 70.000.003,5 → 70.000.004 (even)
    expect(lines.map((l) => l.valor)).toEqual([105_000_002n, 70_000_004n])
  })

  it('below the next tier uses the first rate', () => {
    const r = rule({
      faixas: [
        { from: 0n, bp: 2000 },
        { from: 1_000_000n, bp: 3000 },
      ],
    })
    const [line] = computeMonth([r], '2026-05', [revenue({ bruta: 999_999n })])
    expect(line.valor).toBe(200_000n) // 199.999,8 → 200.000
  })

  it('claws back reversed revenue only when the rule says so', () => {
    const g = revenue({ bruta: 1_000_000n, estornos: -400_000n })
    expect(computeMonth([rule({ estorno: true })], '2026-05', [g])[0].valor).toBe(180_000n)
    expect(computeMonth([rule({ estorno: false })], '2026-05', [g])[0].valor).toBe(300_000n)
    const onlyReversal = computeMonth([rule({})], '2026-05', [revenue({ estornos: -100_000n })])
    expect(onlyReversal[0].valor).toBe(-30_000n)
  })

  it('tops up to the guaranteed minimum, also for an advisor without revenue', () => {
    const r = rule({ id_profissional: 10, minimo: 500_000n })
    const lines = computeMonth([r], '2026-05', [revenue({ bruta: 1_000_000n })])
    expect(lines.map((l) => [l.tipo, l.valor])).toEqual([
      ['comissao', 300_000n],
      ['minimo', 200_000n],
    ])
    const empty = computeMonth([r], '2026-05', [])
    expect(empty.map((l) => [l.tipo, l.id_profissional, l.valor])).toEqual([['minimo', 10, 500_000n]])
    expect(computeMonth([r], '2025-12', [])).toEqual([])
  })

  it('a hand-checked month with tiers, a minimum and a clawback', () => {
    const r = rule({
      id_profissional: 10,
      faixas: [
        { from: 0n, bp: 2500 },
        { from: 2_000_000n, bp: 3000 },
      ],
      minimo: 700_000n,
      estorno: true,
    })
    // Base 1.500.000 + 800.000 − 300.000 = 2.000.000 → 30 % tier; 450.000 + 150.000 = 600.000 < 700.000.
    const lines = computeMonth([r], '2026-05', [
      revenue({ bruta: 1_500_000n }),
      revenue({ id_area_receita: 8, area: 'Fundos', bruta: 800_000n, estornos: -300_000n }),
    ])
    expect(lines.map((l) => l.valor)).toEqual([450_000n, 150_000n, 100_000n])
    expect(lines.reduce((s, l) => s + l.valor, 0n)).toBe(700_000n)
  })

  it('splits a team rule among its members, the parts summing exactly to each line', () => {
    const r = rule({
      id_equipe: 5,
      faixas: [{ from: 0n, bp: 3333 }],
      divisao: [
        { id_profissional: 10, parte_bp: 3333 },
        { id_profissional: 11, parte_bp: 3333 },
        { id_profissional: 12, parte_bp: 3334 },
      ],
    })
    const lines = computeMonth([r], '2026-05', [
      revenue({ id_profissional: 10, bruta: 100_001n }),
      revenue({ id_profissional: null, bruta: 7n }),
    ])
    expect(lines).toHaveLength(6)
    expect(lines.every((l) => l.tipo === 'divisao')).toBe(true)
    const first = lines.slice(0, 3).reduce((s, l) => s + l.valor, 0n)
    expect(first).toBe(33_330n) // 100.001 × 33,33 % = 33.330,33 → 33.330
    expect(lines.slice(0, 3).map((l) => l.valor)).toEqual([11_109n, 11_109n, 11_112n])
    expect(lines.slice(3).reduce((s, l) => s + l.valor, 0n)).toBe(2n)
  })

  it('revenue without an advisor earns nothing outside a team split', () => {
    expect(computeMonth([rule({})], '2026-05', [revenue({ id_profissional: null, bruta: 1_000n })])).toEqual([])
  })
})
