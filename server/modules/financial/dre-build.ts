import type { DreTable } from '../../../src/contracts/financial'
import { percentOf } from '../../../src/lib/format/percent'
import { apportion, type Weight } from './apportion'
import type { Bucket, CategoryRow, LineRow } from './dre-queries'
import type { Frequency, Period } from './periods'

export type Column = { chave: string; id: number | null; nome: string }

export type BuildInput = {
  agrupamento: string
  frequencia: Frequency
  inicio: string
  fim: string
  /** the periods shown, and the period index of each month (YYYY-MM) of the range */
  periods: Period[]
  periodOfMonth: (month: string) => number
  buckets: Bucket[]
  lines: LineRow[]
  categories: CategoryRow[]
  /** entities of the dimension (null when the DRE is not grouped) */
  entities: { id: number; nome: string }[] | null
  unallocatedName: string
  weights: Weight[]
  onlyIds?: number[]
  hideUntilRoi: boolean
}

const keyOf = (id: number | null) => (id === null ? 'sem' : String(id))
const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n)

/** [category][column] → one value per period */
type Cube = Map<number, Map<string, bigint[]>>

function addTo(cube: Cube, cat: number, col: string, p: number, v: bigint, nPeriods: number) {
  let byCol = cube.get(cat)
  if (!byCol) {
    byCol = new Map()
    cube.set(cat, byCol)
  }
  let arr = byCol.get(col)
  if (!arr) {
    arr = Array.from({ length: nPeriods }, () => 0n)
    byCol.set(col, arr)
  }
  arr[p] += v
}

/**
 * Turns monthly buckets into the DRE table: apportions shared costs per month (so months add up exactly
 * to quarters and years), rolls months into periods, categories into lines and lines into subtotals.
 */
export function buildDre(input: BuildInput): DreTable {
  const n = input.periods.length
  const cube: Cube = new Map()
  const apportionable = input.entities !== null && input.weights.length > 0
  for (const b of input.buckets) {
    const p = input.periodOfMonth(b.periodo)
    if (p < 0) continue
    if (apportionable && b.rateavel && b.grupo === null) {
      for (const [id, v] of apportion(b.valor, input.weights)) addTo(cube, b.categoria, keyOf(id), p, v, n)
    } else {
      addTo(cube, b.categoria, input.entities === null ? 'total' : keyOf(b.grupo), p, b.valor, n)
    }
  }
  let columns = resolveColumns(input, cube)
  if (input.onlyIds) {
    const keep = new Set(input.onlyIds.map(String))
    columns = columns.filter((c) => keep.has(c.chave))
  }
  if (input.hideUntilRoi) columns = mergeBeforeRoi(cube, columns, n)
  const zero = () => Array.from({ length: n }, () => Array.from({ length: columns.length }, () => 0n))
  const catMatrix = new Map<number, bigint[][]>()
  for (const c of input.categories) {
    const m = zero()
    const byCol = cube.get(c.id)
    columns.forEach((col, ci) => {
      const arr = byCol?.get(col.chave)
      if (arr) for (let p = 0; p < n; p++) m[p][ci] = arr[p]
    })
    catMatrix.set(c.id, m)
  }
  const addM = (a: bigint[][], b: bigint[][]) => a.map((row, p) => row.map((v, ci) => v + b[p][ci]))
  const figures = (m: bigint[][]) => ({
    valores: m.map((row) => row.map(String)),
    total_coluna: columns.map((_, ci) => String(sum(m.map((row) => row[ci])))),
    total_periodo: m.map((row) => String(sum(row))),
    total: String(sum(m.map(sum))),
  })
  let running = zero()
  const built = input.lines.map((line) => {
    const cats = input.categories.filter((c) => c.id_linha_resultado === line.id)
    let m = zero()
    if (line.tipo === 'subtotal') m = running
    else {
      for (const c of cats) m = addM(m, catMatrix.get(c.id) ?? zero())
      running = addM(running, m)
    }
    return { line, m, cats }
  })
  const net = built.find((b) => b.line.codigo === 'receita_liquida')
  const netTotal = net ? sum(net.m.map(sum)) : 0n
  return {
    agrupamento: input.agrupamento,
    frequencia: input.frequencia,
    inicio: input.inicio,
    fim: input.fim,
    periodos: input.periods,
    colunas: columns,
    linhas: built.map(({ line, m, cats }) => ({
      ...line,
      ...figures(m),
      percentual_receita_liquida: percentOf(sum(m.map(sum)), netTotal),
      categorias:
        line.tipo === 'subtotal'
          ? []
          : cats.map((c) => ({ id: c.id, nome: c.nome, ...figures(catMatrix.get(c.id) ?? zero()) })),
    })),
    comparacao: null,
  }
}

/** value ÷ base × 100 with two decimals, computed on integers. */

function resolveColumns(input: BuildInput, cube: Cube): Column[] {
  if (input.entities === null) return [{ chave: 'total', id: null, nome: 'Total' }]
  const present = new Set<string>()
  for (const byCol of cube.values()) for (const k of byCol.keys()) present.add(k)
  const cols: Column[] = input.entities
    .filter((e) => present.has(String(e.id)))
    .map((e) => ({ chave: String(e.id), id: e.id, nome: e.nome }))
  const known = new Set(cols.map((c) => c.chave))
  for (const k of [...present].sort()) {
    if (k !== 'sem' && !known.has(k)) cols.push({ chave: k, id: Number(k), nome: `#${k}` })
  }
  if (present.has('sem')) cols.push({ chave: 'sem', id: null, nome: input.unallocatedName })
  return cols
}

/**
 * hide_until_roi: a column whose result over the range is still negative (a professional or team that has
 * not yet paid back its cost) is folded into one 'Em maturação' column, so totals stay whole.
 */
function mergeBeforeRoi(cube: Cube, columns: Column[], n: number): Column[] {
  const result = (key: string) => {
    let total = 0n
    for (const byCol of cube.values()) total += sum(byCol.get(key) ?? [])
    return total
  }
  const hidden = columns.filter((c) => c.id !== null && result(c.chave) < 0n)
  if (hidden.length === 0) return columns
  for (const byCol of cube.values()) {
    const merged = Array.from({ length: n }, () => 0n)
    for (const c of hidden) {
      const arr = byCol.get(c.chave)
      if (arr) for (let p = 0; p < n; p++) merged[p] += arr[p]
    }
    byCol.set('maturacao', merged)
  }
  const hiddenKeys = new Set(hidden.map((c) => c.chave))
  return [...columns.filter((c) => !hiddenKeys.has(c.chave)), { chave: 'maturacao', id: null, nome: 'Em maturação' }]
}
