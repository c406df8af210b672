import { formatMoney, formatPercentHundredths } from '../../../src/lib/format'
import { percentOf, splitByParts } from './rounding'

/** A commission rule as the computation reads it (months as YYYY-MM, money as bigint centavos). */
export type Rule = {
  id: number
  nome: string
  id_area_receita: number | null
  id_profissional: number | null
  id_equipe: number | null
  base: 'bruta' | 'liquida'
  /** Sorted by `from`; the first starts at 0. */
  faixas: readonly { from: bigint; bp: number }[]
  minimo: bigint
  estorno: boolean
  divisao: readonly { id_profissional: number; parte_bp: number }[]
  inicio: string
  fim: string | null
}

/**
 * The month's revenue of one advisor × team × revenue area, summed by the database: positive revenue entries
 * (`bruta`), reversed revenue (`estornos`, ≤ 0) and the deductions booked on the same dimensions (`deducoes`, ≤ 0).
 */
export type Revenue = {
  id_profissional: number | null
  id_equipe: number | null
  id_area_receita: number | null
  area: string
  bruta: bigint
  estornos: bigint
  deducoes: bigint
}

export type Line = {
  id_profissional: number
  id_regra: number
  regra: string
  id_area_receita: number | null
  id_equipe: number | null
  tipo: 'comissao' | 'minimo' | 'divisao'
  base: bigint
  bp: number
  valor: bigint
  observacoes: string
}

/** Whether a rule's validity (from/to months, inclusive) covers `month`. */
export const validIn = (rule: Pick<Rule, 'inicio' | 'fim'>, month: string) =>
  rule.inicio <= month && (rule.fim === null || month <= rule.fim)

/** Two validities share at least one month. */
export const overlaps = (a: Pick<Rule, 'inicio' | 'fim'>, b: Pick<Rule, 'inicio' | 'fim'>) =>
  a.inicio <= (b.fim ?? '9999-12') && b.inicio <= (a.fim ?? '9999-12')

/**
 * The rule for a revenue group in a month: among the valid rules whose area is the group's (or any) and whose
 * scope is the group's advisor, its team or everyone, the most specific wins: an advisor's rule over a team's
 * over everyone's, then a rule of the area over one of any area. Same-scope rules never overlap in validity
 * (the server refuses it), so the winner is unique.
 */
export function matchRule(rules: readonly Rule[], month: string, g: Revenue): Rule | null {
  let best: Rule | null = null
  let bestScore = -1
  for (const r of rules) {
    if (!validIn(r, month)) continue
    if (r.id_area_receita !== null && r.id_area_receita !== g.id_area_receita) continue
    const person =
      r.id_profissional !== null
        ? r.id_profissional === g.id_profissional
          ? 2
          : -1
        : r.id_equipe !== null
          ? r.id_equipe === g.id_equipe
            ? 1
            : -1
          : 0
    if (person < 0) continue
    const score = person * 2 + (r.id_area_receita !== null ? 1 : 0)
    if (score > bestScore) [best, bestScore] = [r, score]
  }
  return best
}

/** The base of a group under a rule: gross or net (after its deductions), with reversals only under clawback. */
export const baseOf = (rule: Rule, g: Revenue) =>
  g.bruta + (rule.estorno ? g.estornos : 0n) + (rule.base === 'liquida' ? g.deducoes : 0n)

/** The tier reached by the month's whole base under the rule sets the rate of all of it ("faixa atingida"). */
export function tierRate(rule: Rule, total: bigint): number {
  let bp = rule.faixas[0]?.bp ?? 0
  for (const t of rule.faixas) if (total >= t.from) bp = t.bp
  return bp
}

const pct = (bp: number) => formatPercentHundredths(BigInt(bp))
const brl = (c: bigint) => formatMoney(c)

type Bucket = { rule: Rule; payee: number; groups: Revenue[] }

/**
 * Computes a month's commission lines from its revenue groups and the office's rules:
 * 1. each group takes its rule (`matchRule`); a group without one, or without an advisor under a rule that is
 *    not a team split, earns nothing;
 * 2. per payee (the advisor, or the team for a split rule) and rule, the whole base picks the tier, and each
 *    group's line is `base × rate`, rounded half to even to the centavo;
 * 3. when the lines sum to less than the guaranteed minimum, a 'minimo' line tops them up; an advisor's own
 *    rule with a minimum guarantees it even in a month without revenue;
 * 4. a team split divides every line among the members by their parts (largest remainder: the parts sum
 *    exactly to the line).
 */
export function computeMonth(rules: readonly Rule[], month: string, revenue: readonly Revenue[]): Line[] {
  const buckets = new Map<string, Bucket>()
  for (const g of revenue) {
    const rule = matchRule(rules, month, g)
    if (!rule) continue
    const split = rule.divisao.length > 0
    const payee = split ? rule.id_equipe : g.id_profissional
    if (payee === null) continue
    const key = `${rule.id}:${payee}`
    const bucket = buckets.get(key) ?? { rule, payee, groups: [] }
    bucket.groups.push(g)
    buckets.set(key, bucket)
  }
  for (const rule of rules) {
    if (rule.id_profissional === null || rule.minimo <= 0n || !validIn(rule, month)) continue
    const key = `${rule.id}:${rule.id_profissional}`
    if (!buckets.has(key)) buckets.set(key, { rule, payee: rule.id_profissional, groups: [] })
  }
  return [...buckets.values()].flatMap(bucketLines)
}

function bucketLines({ rule, payee, groups }: Bucket): Line[] {
  const bases = groups.map((g) => baseOf(rule, g))
  const total = bases.reduce((s, b) => s + b, 0n)
  const bp = tierRate(rule, total)
  const basis = rule.base === 'liquida' ? 'receita líquida' : 'receita bruta'
  const lines: Line[] = groups.map((g, i) => ({
    id_profissional: payee,
    id_regra: rule.id,
    regra: rule.nome,
    id_area_receita: g.id_area_receita,
    id_equipe: g.id_equipe,
    tipo: 'comissao',
    base: bases[i],
    bp,
    valor: percentOf(bases[i], bp),
    observacoes: `${rule.nome}: ${pct(bp)} sobre ${basis} de ${brl(bases[i])} (${g.area})`,
  }))
  const earned = lines.reduce((s, l) => s + l.valor, 0n)
  if (earned < rule.minimo) {
    lines.push({
      id_profissional: payee,
      id_regra: rule.id,
      regra: rule.nome,
      id_area_receita: null,
      id_equipe: rule.id_equipe,
      tipo: 'minimo',
      base: total,
      bp: 0,
      valor: rule.minimo - earned,
      observacoes: `${rule.nome}: complemento até o mínimo garantido de ${brl(rule.minimo)}`,
    })
  }
  if (rule.divisao.length === 0) return lines
  const parts = rule.divisao.map((d) => d.parte_bp)
  return lines.flatMap((line) =>
    splitByParts(line.valor, parts).map((valor, i) => ({
      ...line,
      id_profissional: rule.divisao[i].id_profissional,
      tipo: 'divisao' as const,
      valor,
      observacoes: `${line.observacoes} · parte de ${pct(parts[i])} da equipe`,
    })),
  )
}
