import { ScrollRegion, stickyLabelColumn } from '@/components/scroll-region'
import type { DreTable as DreTableData } from '@/contracts/financial'
import { cn } from '@/lib/cn'
import { type GridColumn, gridColumns, netRevenueLine } from './dre-grid'
import { DreTableRow } from './dre-table-row'
import type { DrillTarget } from './drill'
import type { DreView } from './search'

type Props = {
  table: DreTableData
  view: DreView
  /** Vertical analysis under every figure. */
  showVa: boolean
  expanded: ReadonlySet<number>
  onToggle: (lineId: number) => void
  onDrill?: (target: DrillTarget) => void
  label: string
}

const headCell = 'whitespace-nowrap border-b bg-muted px-3 py-2 text-right text-xs font-semibold text-muted-foreground'

/** DRE: result lines as rows (expandable to categories), groups or periods as columns, totals and comparison. */
export function DreTable({ table, view, showVa, expanded, onToggle, onDrill, label }: Props) {
  const columns = gridColumns(table, view)
  const net = netRevenueLine(table)
  const comparison = table.comparacao
  const grouped = columns.some((c) => c.group)
  const groups = grouped ? groupRuns(columns) : []
  const extra = 2 + (comparison ? 3 : 0)
  return (
    <ScrollRegion
      label={label}
      className="max-h-[calc(100vh-17rem)] min-h-64 rounded-xl border bg-card shadow-sm"
      data-testid="dre-table"
    >
      <table className="w-full border-separate border-spacing-0 text-sm tabular" aria-label={label}>
        <thead className="sticky top-0 z-20">
          {grouped ? (
            <tr>
              <th className={cn(headCell, stickyLabelColumn, 'z-30 border-r text-left')} rowSpan={2} scope="col">
                Linha do resultado
              </th>
              {groups.map((g) => (
                <th key={g.key} colSpan={g.span} scope="colgroup" className={cn(headCell, 'border-l text-center')}>
                  {g.label}
                </th>
              ))}
              <th colSpan={extra} className={cn(headCell, 'border-l')} />
            </tr>
          ) : null}
          <tr>
            {grouped ? null : (
              <th className={cn(headCell, stickyLabelColumn, 'z-30 border-r text-left')} scope="col">
                Linha do resultado
              </th>
            )}
            {columns.map((c) => (
              <th key={c.key} scope="col" className={cn(headCell, 'min-w-32 max-w-44')} title={c.label}>
                <span className="block truncate">{c.label}</span>
              </th>
            ))}
            <th scope="col" className={cn(headCell, 'min-w-32 border-l text-foreground')}>
              Total
            </th>
            <th scope="col" className={cn(headCell, 'min-w-20')} title="Análise vertical: % da receita líquida">
              AV %
            </th>
            {comparison ? (
              <>
                <th
                  scope="col"
                  className={cn(headCell, 'min-w-32 border-l')}
                  title={`${comparison.inicio} a ${comparison.fim}`}
                >
                  Comparação
                </th>
                <th scope="col" className={cn(headCell, 'min-w-28')}>
                  Δ
                </th>
                <th scope="col" className={cn(headCell, 'min-w-20')}>
                  Δ %
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {table.linhas.map((line) => (
            <DreTableRow
              key={line.id}
              table={table}
              line={line}
              columns={columns}
              net={net}
              showVa={showVa}
              expanded={expanded.has(line.id)}
              onToggle={() => onToggle(line.id)}
              onDrill={onDrill}
              comparison={comparison?.linhas.find((c) => c.id === line.id) ?? null}
            />
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function groupRuns(columns: GridColumn[]) {
  const runs: { key: string; label: string; span: number }[] = []
  for (const c of columns) {
    const last = runs.at(-1)
    if (last && last.label === c.group) last.span += 1
    else runs.push({ key: c.key, label: c.group ?? '', span: 1 })
  }
  return runs
}
