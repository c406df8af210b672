import type { DreTable } from '@/contracts/financial'
import { formatMonthRange } from '@/lib/format'
import type { GridColumn } from './dre-grid'
import type { DetailParams } from './queries'

/** What a click on a DRE cell opens: the entries behind it. */
export type DrillTarget = {
  title: string
  subtitle: string
  params: Omit<DetailParams, 'type'>
}

type Source = { categoria: number; linha?: number; name: string }

/**
 * The detail query of a cell. The 'sem' column is column 0 for the server; the 'Em maturação' fold has no
 * single entity behind it, so its cells do not drill.
 */
export function drillTarget(
  table: DreTable,
  column: Pick<GridColumn, 'period' | 'column'> | null,
  source: Source,
): DrillTarget | null {
  if (column?.column?.chave === 'maturacao') return null
  const period = column?.period ?? null
  const entity = column?.column ?? null
  const coluna =
    entity && table.colunas.length > 1 ? (entity.chave === 'sem' ? 0 : (entity.id ?? undefined)) : undefined
  const range = period
    ? { begin_date: period.inicio.slice(0, 7), end_date: period.fim.slice(0, 7) }
    : { begin_date: table.inicio, end_date: table.fim }
  const where = [
    entity && table.colunas.length > 1 ? entity.nome : null,
    period ? period.rotulo : formatMonthRange(range.begin_date, range.end_date),
  ]
  return {
    title: source.name,
    subtitle: where.filter(Boolean).join(' · '),
    params: { categoria: source.categoria, linha: source.linha, coluna, ...range },
  }
}

/**
 * The DRE's own filters on a drill: the team always applies; the chosen columns matter when the cell spans
 * columns (the 'Total' column, or a table narrowed to one column).
 */
export function withFilters(target: DrillTarget, filters: { ids?: string; id_equipe?: number }): DrillTarget {
  const params = { ...target.params }
  if (filters.id_equipe !== undefined) params.id_equipe = filters.id_equipe
  if (filters.ids && params.coluna === undefined) params.ids = filters.ids
  return { ...target, params }
}
