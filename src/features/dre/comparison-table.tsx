import { ChevronRight } from 'lucide-react'
import { Fragment, useState } from 'react'
import { ScrollRegion, stickyLabelColumn } from '@/components/scroll-region'
import type { DreTable } from '@/contracts/financial'
import { cn } from '@/lib/cn'
import { formatPercentHundredths } from '@/lib/format'
import { type CompareColumn, type CompareRow, compareColumns, compareRows, deltaHundredths } from './comparison-grid'
import { ComparisonSubHeaders, comparisonHead } from './comparison-headers'
import { MoneyFigure } from './money-cell'

const head = comparisonHead
const cell = 'whitespace-nowrap border-b px-3 py-1.5 text-right'

/** Temporary version against the current DRE: for every column, current, new and Δ; changed cells stand out. */
export function ComparisonTable({ current, temporary }: { current: DreTable; temporary: DreTable }) {
  const columns = compareColumns(current, temporary)
  const rows = compareRows(current, temporary)
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set())
  const toggle = (id: number) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  return (
    <ScrollRegion
      label="Comparação da versão temporária com a atual"
      className="max-h-[calc(100vh-16rem)] rounded-xl border bg-card shadow-sm"
      data-testid="comparacao-tabela"
    >
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular"
        aria-label="Comparação da versão temporária com a atual"
      >
        <thead className="sticky top-0 z-20">
          <tr>
            <th rowSpan={2} scope="col" className={cn(head, stickyLabelColumn, 'z-30 border-r text-left')}>
              Linha do resultado
            </th>
            {columns.map((c) => (
              <th
                key={c.key}
                colSpan={c.key === 'total' ? 4 : 3}
                scope="colgroup"
                className={cn(head, 'border-l text-center')}
              >
                {c.label}
              </th>
            ))}
          </tr>
          <ComparisonSubHeaders columns={columns} withPercent={(key) => key === 'total'} />
        </thead>
        <tbody>
          {rows.map(({ line, categories }) => (
            <Fragment key={line.key}>
              <Row
                row={line}
                columns={columns}
                open={open.has(line.lineId)}
                onToggle={categories.length ? () => toggle(line.lineId) : undefined}
              />
              {open.has(line.lineId) ? categories.map((c) => <Row key={c.key} row={c} columns={columns} />) : null}
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function Row({
  row,
  columns,
  open,
  onToggle,
}: {
  row: CompareRow
  columns: CompareColumn[]
  open?: boolean
  onToggle?: () => void
}) {
  const subtotal = row.kind === 'subtotal'
  const category = row.kind === 'categoria'
  const tone = subtotal ? 'bg-row-subtotal' : 'bg-card'
  return (
    <tr className={cn(subtotal && 'font-semibold', category && 'text-[13px] text-muted-foreground')}>
      <th
        scope="row"
        className={cn(
          stickyLabelColumn,
          'z-10 border-b border-r py-1.5 pr-2 text-left',
          tone,
          category ? 'pl-10 font-normal' : subtotal ? 'pl-2 font-semibold' : 'pl-2 font-medium',
        )}
      >
        {onToggle ? (
          <button
            type="button"
            onClick={onToggle}
            aria-expanded={open}
            className="flex items-center gap-1.5 rounded focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <ChevronRight
              className={cn('size-4 text-muted-foreground transition-transform', open && 'rotate-90')}
              aria-hidden
            />
            {row.name}
          </button>
        ) : (
          <span className={category ? undefined : 'pl-5.5'}>{row.name}</span>
        )}
      </th>
      {columns.map((c) => {
        const a = c.current(row.current)
        const b = c.temporary(row.temporary)
        const changed = a !== b
        return (
          <Fragment key={c.key}>
            <td className={cn(cell, tone, 'border-l')}>
              <MoneyFigure value={a} />
            </td>
            <td className={cn(cell, tone)}>
              <MoneyFigure value={b} />
            </td>
            <td className={cn(cell, changed ? 'bg-warning/10' : tone)}>
              <MoneyFigure value={b - a} />
            </td>
            {c.key === 'total' ? (
              <td className={cn(cell, changed ? 'bg-warning/10' : tone)}>
                {formatPercentHundredths(deltaHundredths(a, b))}
              </td>
            ) : null}
          </Fragment>
        )
      })}
    </tr>
  )
}
