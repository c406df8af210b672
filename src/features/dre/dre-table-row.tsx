import { ChevronRight } from 'lucide-react'
import { stickyLabelColumn } from '@/components/scroll-region'
import type { DreTable } from '@/contracts/financial'
import { cn } from '@/lib/cn'
import { formatPercent, formatPercentHundredths, percentHundredths } from '@/lib/format'
import { formatCell, formatDeltaPercent, type GridColumn } from './dre-grid'
import { type DrillTarget, drillTarget } from './drill'
import { MoneyFigure } from './money-cell'

type Line = DreTable['linhas'][number]
type Category = Line['categorias'][number]
type Figures = Pick<Line, 'valores' | 'total_coluna' | 'total_periodo' | 'total'>
type ComparisonLine = NonNullable<DreTable['comparacao']>['linhas'][number]

type Props = {
  table: DreTable
  line: Line
  columns: GridColumn[]
  net: Line | undefined
  showVa: boolean
  expanded: boolean
  onToggle: () => void
  onDrill?: (target: DrillTarget) => void
  comparison: ComparisonLine | null
}

const cellBase = 'whitespace-nowrap border-b px-3 py-1.5 text-right align-top'

/** One result line and, when expanded, its categories. Subtotals are emphasised and do not drill. */
export function DreTableRow({ table, line, columns, net, showVa, expanded, onToggle, onDrill, comparison }: Props) {
  const subtotal = line.tipo === 'subtotal'
  const final = subtotal && line.id === table.linhas.at(-1)?.id
  const canExpand = line.categorias.length > 0
  const tone = subtotal ? (final ? 'bg-row-result' : 'bg-row-subtotal') : 'bg-card'
  const source = { categoria: 0, linha: line.id, name: line.nome }
  return (
    <>
      <tr className={cn('group', subtotal && 'font-semibold')} data-testid={`dre-linha-${line.codigo}`}>
        <th
          scope="row"
          className={cn(
            stickyLabelColumn,
            'z-10 border-b border-r px-2 py-1.5 text-left font-medium',
            tone,
            subtotal && 'border-t border-t-foreground/15 font-semibold',
          )}
        >
          {canExpand ? (
            <button
              type="button"
              onClick={onToggle}
              aria-expanded={expanded}
              className="flex w-full items-center gap-1.5 rounded text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ChevronRight
                className={cn('size-4 shrink-0 text-muted-foreground transition-transform', expanded && 'rotate-90')}
                aria-hidden
              />
              {line.nome}
            </button>
          ) : (
            <span className="block pl-5.5">{line.nome}</span>
          )}
        </th>
        <FigureCells
          table={table}
          figures={line}
          columns={columns}
          net={net}
          showVa={showVa}
          onDrill={subtotal ? undefined : onDrill}
          source={source}
          rowClass={cn(tone, subtotal && 'border-t border-t-foreground/15')}
        />
        <td className={cn(cellBase, tone, subtotal && 'border-t border-t-foreground/15')}>
          {formatPercent(line.percentual_receita_liquida)}
        </td>
        {comparison ? (
          <ComparisonCells comparison={comparison} rowClass={tone} />
        ) : table.comparacao ? (
          <EmptyCells n={3} />
        ) : null}
      </tr>
      {expanded
        ? line.categorias.map((category) => (
            <CategoryRow
              key={category.id}
              table={table}
              category={category}
              columns={columns}
              net={net}
              showVa={showVa}
              onDrill={onDrill}
            />
          ))
        : null}
    </>
  )
}

type CategoryProps = Pick<Props, 'table' | 'columns' | 'net' | 'showVa' | 'onDrill'> & { category: Category }

function CategoryRow({ table, category, columns, net, showVa, onDrill }: CategoryProps) {
  const va = net ? percentHundredths(BigInt(category.total), BigInt(net.total)) : null
  return (
    <tr className="text-[13px] text-muted-foreground" data-testid="dre-categoria">
      <th
        scope="row"
        className={cn(stickyLabelColumn, 'z-10 border-b border-r bg-card py-1 pl-10 pr-2 text-left font-normal')}
      >
        {category.nome}
      </th>
      <FigureCells
        table={table}
        figures={category}
        columns={columns}
        net={net}
        showVa={showVa}
        onDrill={onDrill}
        source={{ categoria: category.id, name: category.nome }}
        rowClass="py-1"
      />
      <td className={cn(cellBase, 'py-1')}>{formatPercentHundredths(va)}</td>
      {table.comparacao ? <EmptyCells n={3} /> : null}
    </tr>
  )
}

type FigureProps = Pick<Props, 'table' | 'columns' | 'net' | 'showVa' | 'onDrill'> & {
  figures: Figures
  source: { categoria: number; linha?: number; name: string }
  rowClass?: string
}

function FigureCells({ table, figures, columns, net, showVa, onDrill, source, rowClass }: FigureProps) {
  const cells = [...columns.map((c) => ({ key: c.key, column: c as GridColumn | null, value: c.read(figures) }))]
  cells.push({ key: 'total', column: null, value: BigInt(figures.total) })
  return cells.map(({ key, column, value }) => {
    const base = net ? (column ? column.read(net) : BigInt(net.total)) : 0n
    const percent = showVa ? percentHundredths(value, base) : undefined
    const target = onDrill && value !== 0n ? drillTarget(table, column, source) : null
    const className = cn(cellBase, rowClass, key === 'total' && 'border-l font-semibold')
    if (!target || !onDrill) {
      return (
        <td key={key} className={className}>
          <MoneyFigure value={value} percent={percent} />
        </td>
      )
    }
    // Speech users say what they see: the name starts with the figure (and its percentage) drawn in the cell.
    const shown = percent === undefined ? formatCell(value) : `${formatCell(value)} ${formatPercentHundredths(percent)}`
    return (
      <td key={key} className={cn(className, 'p-0')}>
        <button
          type="button"
          onClick={() => onDrill(target)}
          className="w-full rounded-sm px-3 py-1.5 hover:bg-brand/5 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-ring"
          aria-label={`${shown}, ${source.name}, ${target.subtitle}: ver lançamentos`}
        >
          <MoneyFigure value={value} percent={percent} />
        </button>
      </td>
    )
  })
}

function ComparisonCells({ comparison, rowClass }: { comparison: ComparisonLine; rowClass: string }) {
  const delta = BigInt(comparison.delta)
  return (
    <>
      <td className={cn(cellBase, rowClass, 'border-l')}>
        <MoneyFigure value={BigInt(comparison.total)} />
      </td>
      <td className={cn(cellBase, rowClass)}>
        <MoneyFigure value={delta} />
      </td>
      <td className={cn(cellBase, rowClass, (comparison.delta_percentual ?? 0) < 0 && 'text-danger')}>
        {formatDeltaPercent(comparison.delta_percentual)}
      </td>
    </>
  )
}

function EmptyCells({ n }: { n: number }) {
  return ['a', 'b', 'c'].slice(0, n).map((key) => <td key={key} className={cn(cellBase, key === 'a' && 'border-l')} />)
}
