import { useQuery } from '@tanstack/react-query'
import { Fragment } from 'react'
import type { z } from 'zod'
import { ScrollRegion, stickyLabelColumn } from '@/components/scroll-region'
import type { dfcReport } from '@/contracts/financial'
import { type DfcCell, dfcRows, rangeFigure } from '@/features/financial/dfc-rows'
import { cn } from '@/lib/cn'
import { formatMonth } from '@/lib/format'
import { ComparisonSubHeaders, comparisonHead } from './comparison-headers'
import { MoneyFigure } from './money-cell'
import { dreQueries } from './queries'
import { QueryErrorState, TableSkeleton } from './states'

type Report = z.infer<typeof dfcReport>
type Column = { key: string; label: string; current: DfcCell[]; temporary: DfcCell[] }

const head = comparisonHead
const cell = 'whitespace-nowrap border-b px-3 py-1.5 text-right'

/** Months of either report, in order, each with its consolidated cell on both sides, then the whole range. */
export function dfcCompareColumns(current: Report, temporary: Report): Column[] {
  const months = [...new Set([...current.meses, ...temporary.meses].map((m) => m.mes))].sort()
  const pick = (r: Report, mes: string) => r.meses.filter((m) => m.mes === mes).map((m) => m.consolidado)
  const columns = months.map((mes) => ({
    key: mes,
    label: formatMonth(`${mes}-01`),
    current: pick(current, mes),
    temporary: pick(temporary, mes),
  }))
  return [
    ...columns,
    {
      key: 'total',
      label: 'Período',
      current: current.meses.map((m) => m.consolidado),
      temporary: temporary.meses.map((m) => m.consolidado),
    },
  ]
}

/** Cash flow (DFC, consolidated) of the temporary version against the current one. */
export function DfcComparison({ office }: { office: number }) {
  const { data, isPending, isError, error, refetch } = useQuery(dreQueries.tempDfcComparison(office))
  // null: the version was published or discarded meanwhile; the DRE comparison above already says so.
  if (data === null) return null
  return (
    <section className="grid gap-2" aria-labelledby="dfc-comparacao-titulo">
      <h2 id="dfc-comparacao-titulo" className="text-base font-semibold">
        Fluxo de caixa (DFC)
      </h2>
      <p className="text-sm text-muted-foreground">
        Regime de caixa, todas as contas: saldo inicial + entradas − saídas + ajustes = saldo final.
      </p>
      {isError ? (
        <QueryErrorState message={error.message} onRetry={() => void refetch()} />
      ) : isPending ? (
        <TableSkeleton columns={4} rows={8} compact />
      ) : (
        <DfcComparisonTable columns={dfcCompareColumns(data.atual, data.temporaria)} />
      )}
    </section>
  )
}

function DfcComparisonTable({ columns }: { columns: Column[] }) {
  return (
    <ScrollRegion
      label="Fluxo de caixa da versão temporária comparado ao atual"
      className="max-h-[calc(100vh-16rem)] rounded-xl border bg-card shadow-sm"
      data-testid="dfc-comparacao"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular"
        aria-label="Fluxo de caixa da versão temporária comparado ao atual"
      >
        <thead className="sticky top-0 z-20">
          <tr>
            <th rowSpan={2} scope="col" className={cn(head, stickyLabelColumn, 'z-30 border-r text-left')}>
              Fluxo de caixa
            </th>
            {columns.map((c) => (
              <th key={c.key} colSpan={3} scope="colgroup" className={cn(head, 'border-l text-center')}>
                {c.label}
              </th>
            ))}
          </tr>
          <ComparisonSubHeaders columns={columns} />
        </thead>
        <tbody>
          {dfcRows.map((row) => {
            const strong = row.kind === 'balance' || row.kind === 'total'
            const tone = row.kind === 'balance' ? 'bg-row-subtotal' : row.kind === 'group' ? 'bg-row-group' : 'bg-card'
            return (
              <tr key={row.key} className={cn(strong && 'font-semibold')} data-testid={`dfc-comparacao-${row.key}`}>
                <th
                  scope="row"
                  className={cn(
                    stickyLabelColumn,
                    'z-10 border-b border-r px-3 py-1.5 text-left',
                    tone,
                    row.kind === 'item' ? 'pl-7 font-normal text-muted-foreground' : 'font-medium',
                    row.kind === 'group' && 'text-xs uppercase tracking-wide text-muted-foreground',
                  )}
                >
                  {row.label}
                </th>
                {columns.map((c) => {
                  if (row.kind === 'group') return <td key={c.key} colSpan={3} className={cn(cell, tone, 'border-l')} />
                  const a = rangeFigure(row, c.current)
                  const b = rangeFigure(row, c.temporary)
                  return (
                    <Fragment key={c.key}>
                      <td className={cn(cell, tone, 'border-l')}>
                        <MoneyFigure value={a} />
                      </td>
                      <td className={cn(cell, tone)}>
                        <MoneyFigure value={b} />
                      </td>
                      <td className={cn(cell, a !== b ? 'bg-warning/10' : tone)}>
                        <MoneyFigure value={b - a} />
                      </td>
                    </Fragment>
                  )
                })}
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
