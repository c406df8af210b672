import { todayInBrazil } from '../../../src/contracts/bill-status'
import { type DreQuery, type DreTable, type Grouping, groupings } from '../../../src/contracts/financial'
import { percentOf } from '../../../src/lib/format/percent'
import { readAll } from '../../db/read-all'
import { HttpError, notFound } from '../../http/errors'
import type { DbOrTx } from './chart'
import { buildDre } from './dre-build'
import {
  apportionmentWeights,
  type Dimension,
  dimensionNames,
  dreBuckets,
  type LedgerScope,
  lastUpdate,
  linesAndCategories,
} from './dre-queries'
import { monthIndex, monthsSpan, periodStart, periodsBetween, wholeRange } from './periods'

const dimensionOf: Record<Grouping, Dimension> = {
  pj: 'pj',
  'area-receita': 'area_receita',
  produto: 'area_receita',
  subsidiaries: 'filial',
  filial: 'filial',
  profissional: 'profissional',
  team: 'equipe',
  equipe: 'equipe',
  horizon: null,
  geral: null,
}

const unallocated: Record<Exclude<Dimension, null>, string> = {
  pj: 'Sem PJ',
  area_receita: 'Sem área de receita',
  filial: 'Sem filial',
  profissional: 'Não alocado',
  equipe: 'Sem equipe',
}

const MAX_SPAN_MONTHS = 120

/** §8: an unknown grouping is a 404 with the spec's message. */
export function resolveGrouping(type: string, groupBy?: string): Grouping {
  const wanted = groupBy && groupBy !== '' ? groupBy : type
  const found = groupings.find((g) => g === wanted)
  if (!found) throw notFound('Modo de agrupamento não encontrado')
  return found
}

export const dimensionOfGrouping = (g: Grouping) => dimensionOf[g]

/** Range of a DRE query: defaults to the year of the last month with entries, up to that month. */
export async function resolveRange(db: DbOrTx, idEscritorio: number, begin?: string, end?: string) {
  let last = end
  if (!last) {
    const info = await lastUpdate(db, idEscritorio)
    last = info.ultima ?? todayInBrazil().slice(0, 7)
  }
  let first = begin ?? `${last.slice(0, 4)}-01`
  if (monthIndex(first) > monthIndex(last)) [first, last] = [last, first]
  if (monthsSpan(first, last) > MAX_SPAN_MONTHS) {
    throw new HttpError(400, `O período máximo de consulta é de ${MAX_SPAN_MONTHS} meses`)
  }
  return { begin: first, end: last }
}

export type DreRequest = {
  idEscritorio: number
  grouping: Grouping
  query: DreQuery
  scope?: LedgerScope
}

export async function computeDre(db: DbOrTx, req: DreRequest): Promise<DreTable> {
  const { idEscritorio, query } = req
  const scope = req.scope ?? { kind: 'atual' }
  const { begin, end } = await resolveRange(db, idEscritorio, query.begin_date, query.end_date)
  const table = await buildFor(db, req, scope, begin, end, query.breakdown_by_date)
  if (query.comparison_from) {
    const cmp = await resolveRange(
      db,
      idEscritorio,
      query.comparison_from,
      query.comparison_to ?? query.comparison_from,
    )
    const other = await buildFor(db, req, scope, cmp.begin, cmp.end, false)
    table.comparacao = {
      inicio: cmp.begin,
      fim: cmp.end,
      linhas: table.linhas.map((line) => {
        const o = other.linhas.find((l) => l.id === line.id)
        const byKey = new Map(other.colunas.map((c, i) => [c.chave, o?.total_coluna[i] ?? '0']))
        const total = BigInt(o?.total ?? '0')
        const delta = BigInt(line.total) - total
        return {
          id: line.id,
          total_coluna: table.colunas.map((c) => byKey.get(c.chave) ?? '0'),
          total: String(total),
          delta: String(delta),
          delta_percentual: percentOf(delta, total < 0n ? -total : total),
        }
      }),
    }
  }
  return table
}

async function buildFor(
  db: DbOrTx,
  req: DreRequest,
  scope: LedgerScope,
  begin: string,
  end: string,
  breakdown: boolean,
) {
  const { idEscritorio, grouping, query } = req
  const dimension = dimensionOf[grouping]
  const [buckets, chart, entities, weights] = await readAll(db, [
    () => dreBuckets(db, { idEscritorio, scope, dimension, begin, end, trunc: 'month', idEquipe: query.id_equipe }),
    () => linesAndCategories(db, idEscritorio),
    () => (dimension ? dimensionNames(db, idEscritorio, dimension) : Promise.resolve(null)),
    () => apportionmentWeights(db, idEscritorio, dimension),
  ])
  let periods = breakdown ? periodsBetween(begin, end, query.frequency) : [wholeRange(begin, end)]
  const keyOfMonth = (m: string) => (breakdown ? periodStart(m, query.frequency) : 'total')
  const startOf = (p: (typeof periods)[number]) => (breakdown ? p.inicio.slice(0, 7) : 'total')
  if (breakdown && !query.fill_missing_dates) {
    const withData = new Set(buckets.map((b) => keyOfMonth(b.periodo)))
    periods = periods.filter((p) => withData.has(periodStart(startOf(p), query.frequency)))
  }
  const index = new Map(periods.map((p, i) => [breakdown ? periodStart(startOf(p), query.frequency) : 'total', i]))
  return buildDre({
    agrupamento: grouping,
    frequencia: query.frequency,
    inicio: begin,
    fim: end,
    periods,
    periodOfMonth: (m) => index.get(keyOfMonth(m)) ?? -1,
    buckets,
    lines: chart.lines,
    categories: chart.categories,
    entities,
    unallocatedName: dimension ? unallocated[dimension] : 'Total',
    weights,
    onlyIds: query.ids,
    hideUntilRoi: query.hide_until_roi && (dimension === 'profissional' || dimension === 'equipe'),
  })
}
