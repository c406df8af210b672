import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { compareMonths, MONTH_LABELS, type YearMonth } from '@/lib/month-range'

export const MONTH_NAMES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
] as const

/** How a month of the grid is drawn: picked (an end of the range, or the month), inside a range, or not. */
export type MonthMark = 'picked' | 'inside' | null

type Props = {
  year: number
  today: YearMonth
  onYearChange: (year: number) => void
  onPick: (month: YearMonth) => void
  markOf: (month: YearMonth) => MonthMark
}

export const isSameMonth = (a: YearMonth | null, b: YearMonth) => a !== null && compareMonths(a, b) === 0

/** The year stepper and the grid of 12 months (Jan to Dez) of the month pickers. */
export function MonthGrid({ year, today, onYearChange, onPick, markOf }: Props) {
  return (
    <>
      <div className="flex items-center justify-between">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Ano anterior"
          onClick={() => onYearChange(year - 1)}
        >
          <ChevronLeft />
        </Button>
        <span className="text-sm font-semibold tabular" aria-live="polite" data-testid="ano-selecionado">
          {year}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Próximo ano"
          onClick={() => onYearChange(year + 1)}
        >
          <ChevronRight />
        </Button>
      </div>
      <fieldset className="m-0 grid grid-cols-4 gap-1 border-0 p-0">
        <legend className="sr-only">{`Meses de ${year}`}</legend>
        {MONTH_LABELS.map((label, index) => {
          const month = { year, month: index + 1 }
          const mark = markOf(month)
          return (
            <button
              key={label}
              type="button"
              aria-label={`${MONTH_NAMES[index]} de ${year}`}
              aria-pressed={mark !== null}
              onClick={() => onPick(month)}
              className={cn(
                'h-9 rounded-md text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                mark === 'inside' && 'bg-brand/15 text-foreground hover:bg-brand/25',
                mark === 'picked' && 'bg-brand font-semibold text-brand-foreground hover:bg-brand/90',
                mark === null && isSameMonth(today, month) && 'ring-1 ring-brand/50',
              )}
            >
              {label}
            </button>
          )
        })}
      </fieldset>
    </>
  )
}
