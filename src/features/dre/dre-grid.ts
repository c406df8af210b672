import type { DreTable } from '@/contracts/financial'
import { formatPercent, formatScaled } from '@/lib/format'
import type { DreView } from './search'

type Figures = { valores: string[][]; total_coluna: string[]; total_periodo: string[]; total: string }
type Period = DreTable['periodos'][number]
type Column = DreTable['colunas'][number]

/** One numeric column of the rendered table, with what it reads from a line's figures and what it drills into. */
export type GridColumn = {
  key: string
  label: string
  /** Upper header (the period) in the period × group view. */
  group?: string
  period: Period | null
  column: Column | null
  read: (f: Figures) => bigint
}

const at = (list: readonly string[] | undefined, i: number): bigint => BigInt(list?.[i] ?? '0')

/** The columns of a view. A table with a single group has no 'grupos' or 'matriz' view worth showing. */
export function gridColumns(table: DreTable, view: DreView): GridColumn[] {
  if (view === 'grupos') {
    return table.colunas.map((column, j) => ({
      key: `c-${column.chave}`,
      label: column.nome,
      period: null,
      column,
      read: (f) => at(f.total_coluna, j),
    }))
  }
  if (view === 'periodos' || table.colunas.length <= 1) {
    return table.periodos.map((period, i) => ({
      key: `p-${period.chave}`,
      label: period.rotulo,
      period,
      column: table.colunas.length === 1 ? (table.colunas[0] ?? null) : null,
      read: (f) => at(f.total_periodo, i),
    }))
  }
  return table.periodos.flatMap((period, i) =>
    table.colunas.map((column, j) => ({
      key: `m-${period.chave}-${column.chave}`,
      label: column.nome,
      group: period.rotulo,
      period,
      column,
      read: (f: Figures) => at(f.valores[i], j),
    })),
  )
}

export const defaultView = (table: DreTable, requested: DreView | undefined): DreView =>
  table.colunas.length <= 1 ? 'periodos' : (requested ?? 'grupos')

/** The net revenue line, base of the vertical analysis; the first subtotal when the chart has renamed it. */
export const netRevenueLine = (table: DreTable) =>
  table.linhas.find((l) => l.codigo === 'receita_liquida') ?? table.linhas.find((l) => l.tipo === 'subtotal')

/** Table figure: '1.234,56' (the header says R$), minus sign kept. */
export const formatCell = (centavos: bigint): string => formatScaled(centavos, 2)

/** Δ% of a comparison, from the server's number (two decimals computed on integers). */
export const formatDeltaPercent = (value: number | null): string =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${formatPercent(value)}`
