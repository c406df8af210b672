import type { DreTable } from '@/contracts/financial'
import { type DrillTarget, drillTarget } from './drill'
import type { DreSearch } from './search'

/**
 * A DRE cell's address in the page's URL search, so a link (an assistant's answer, a colleague's message) opens
 * that cell's entries, and Back closes them: `linha` (a result line) or `categoria`, `grupo` (the column's id,
 * 0 for the 'no entity' column; absent: every column) and `periodo` ('YYYY-MM' or 'YYYY-MM_YYYY-MM'; absent:
 * the table's whole range).
 */
export type CellAddress = Pick<DreSearch, 'linha' | 'categoria' | 'grupo' | 'periodo'>

export const noCell: CellAddress = { linha: undefined, categoria: undefined, grupo: undefined, periodo: undefined }

const periodText = (begin: string, end: string) => (begin === end ? begin : `${begin}_${end}`)

/** The address of a clicked cell (its drill target), relative to the table on screen. */
export function addressOf(table: Pick<DreTable, 'inicio' | 'fim'>, target: DrillTarget): CellAddress {
  const p = target.params
  const whole = p.begin_date === table.inicio && p.end_date === table.fim
  return {
    linha: p.categoria ? undefined : p.linha,
    categoria: p.categoria || undefined,
    grupo: p.coluna,
    periodo: whole ? undefined : periodText(p.begin_date, p.end_date),
  }
}

/**
 * The cell an address names in this table, as the drill target a click on it gives; null when the address names
 * no cell of the table (an unknown line or column, a period the table does not show, a fold that does not drill).
 */
export function cellAt(table: DreTable, address: CellAddress): DrillTarget | null {
  const line = address.linha === undefined ? undefined : table.linhas.find((l) => l.id === address.linha)
  const category =
    address.categoria === undefined
      ? undefined
      : table.linhas.flatMap((l) => l.categorias).find((c) => c.id === address.categoria)
  const source = category
    ? { categoria: category.id, name: category.nome }
    : line
      ? { categoria: 0, linha: line.id, name: line.nome }
      : null
  if (!source) return null
  const column =
    address.grupo === undefined
      ? null
      : table.colunas.find((c) => (c.chave === 'sem' ? 0 : c.id) === address.grupo && c.chave !== 'maturacao')
  if (column === undefined) return null
  const [begin, end = begin] = address.periodo?.split('_') ?? []
  const period =
    begin === undefined ? null : table.periodos.find((p) => p.inicio.slice(0, 7) === begin && p.fim.slice(0, 7) === end)
  if (period === undefined) return null
  // A table with a single column: its cells are that column's (as the grid draws them).
  const entity = column ?? (table.colunas.length === 1 ? (table.colunas[0] ?? null) : null)
  return drillTarget(table, period || entity ? { period, column: entity } : null, source)
}
