import type { z } from 'zod'
import { ScrollRegion, stickyLabelColumn } from '@/components/scroll-region'
import type { dfcReport } from '@/contracts/financial'
import { MoneyFigure } from '@/features/dre/money-cell'
import { cn } from '@/lib/cn'
import { formatMonth } from '@/lib/format'
import { type DfcCell, dfcRows, rangeFigure } from './dfc-rows'

type Report = z.infer<typeof dfcReport>

const head = 'whitespace-nowrap border-b bg-muted px-3 py-2 text-right text-xs font-semibold text-muted-foreground'

/**
 * DFC, direct method: months as columns; opening + inflows − outflows + adjustments = closing. The last column,
 * 'Total', reads the range as one long month: the first opening, the flows added up, the last closing; on a
 * wide screen it stays in view (like the labels) while the months scroll between them.
 */
export function DfcTable({ report, account }: { report: Report; account: number | null }) {
  const cells = report.meses.map((m) => ({
    mes: m.mes,
    cell: account === null ? m.consolidado : m.contas.find((c) => c.id_conta_corrente === account),
  }))
  const shown = cells.flatMap((c): DfcCell[] => (c.cell ? [c.cell] : []))
  return (
    <ScrollRegion
      label="Demonstração do fluxo de caixa"
      className="max-h-[calc(100vh-17rem)] rounded-xl border bg-card shadow-sm"
      data-testid="dfc-tabela"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular"
        aria-label="Demonstração do fluxo de caixa"
      >
        <thead className="sticky top-0 z-20">
          <tr>
            <th scope="col" className={cn(head, stickyLabelColumn, 'z-30 border-r text-left')}>
              Fluxo de caixa
            </th>
            {cells.map((c) => (
              <th key={c.mes} scope="col" className={cn(head, 'min-w-32')}>
                {formatMonth(`${c.mes}-01`)}
              </th>
            ))}
            <th scope="col" className={cn(head, 'min-w-36 border-l text-foreground lg:sticky lg:right-0 lg:z-30')}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {dfcRows.map((row) => {
            const strong = row.kind === 'balance' || row.kind === 'total'
            const tone = row.kind === 'balance' ? 'bg-row-subtotal' : row.kind === 'group' ? 'bg-row-group' : 'bg-card'
            return (
              <tr key={row.key} className={cn(strong && 'font-semibold')} data-testid={`dfc-${row.key}`}>
                <th
                  scope="row"
                  className={cn(
                    stickyLabelColumn,
                    'z-10 border-b border-r px-3 py-1.5 text-left',
                    tone,
                    row.kind === 'item' ? 'pl-7 font-normal text-muted-foreground' : 'font-medium',
                    strong && 'font-semibold',
                    row.kind === 'group' && 'text-xs uppercase tracking-wide text-muted-foreground',
                  )}
                >
                  {row.label}
                </th>
                {cells.map(({ mes, cell }) => (
                  <td key={mes} className={cn('whitespace-nowrap border-b px-3 py-1.5 text-right', tone)}>
                    {row.kind === 'group' || !cell ? null : (
                      <span className="inline-flex items-center gap-1.5">
                        {row.key === 'inicial' && cell.saldo_inicial_definido ? (
                          <span className="size-1.5 rounded-full bg-brand" title="Saldo inicial definido" />
                        ) : null}
                        <MoneyFigure value={row.read(cell)} />
                      </span>
                    )}
                  </td>
                ))}
                <td
                  className={cn(
                    'whitespace-nowrap border-b border-l px-3 py-1.5 text-right font-semibold lg:sticky lg:right-0 lg:z-10',
                    tone,
                  )}
                >
                  {row.kind === 'group' || shown.length === 0 ? null : <MoneyFigure value={rangeFigure(row, shown)} />}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
