import { cn } from '@/lib/cn'
import { formatPercentHundredths } from '@/lib/format'
import { formatCell } from './dre-grid'

type Props = {
  value: bigint
  /** Vertical analysis of the cell, in hundredths of a percent; undefined hides it. */
  percent?: bigint | null
  className?: string
}

/** A right-aligned figure: negatives in red with their minus sign, zeros muted. */
export function MoneyFigure({ value, percent, className }: Props) {
  return (
    <span className={cn('flex flex-col items-end leading-tight', className)}>
      <span className={cn(value < 0n && 'text-danger', value === 0n && 'text-muted-foreground')}>
        {formatCell(value)}
      </span>
      {percent !== undefined ? (
        <span className="text-[11px] font-normal text-muted-foreground">{formatPercentHundredths(percent)}</span>
      ) : null}
    </span>
  )
}
