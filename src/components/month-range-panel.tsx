import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import {
  compareMonths,
  formatYearMonth,
  isMonthInRange,
  MONTH_LABELS,
  type MonthRange,
  QUICK_OPTIONS,
  type QuickOption,
  type YearMonth,
} from '@/lib/month-range'

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

type Props = {
  range: MonthRange
  year: number
  today: YearMonth
  onYearChange: (year: number) => void
  onPick: (month: YearMonth) => void
  onQuick: (option: QuickOption) => void
  onFilter?: () => void
  onClear: () => void
}

const isSame = (a: YearMonth | null, b: YearMonth) => a !== null && compareMonths(a, b) === 0

function statusText(range: MonthRange): string {
  if (!range.start) return 'Selecione o mês inicial'
  if (!range.end) return `Início ${formatYearMonth(range.start)}. Selecione o mês final`
  return `Período: ${formatYearMonth(range.start)} a ${formatYearMonth(range.end)}`
}

/** The menu of the month-range filter: quick options, year stepper and the 12-month grid. */
export function MonthRangePanel({ range, year, today, onYearChange, onPick, onQuick, onFilter, onClear }: Props) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <ul className="flex flex-row flex-wrap gap-1 sm:w-28 sm:flex-col" aria-label="Períodos rápidos">
        {QUICK_OPTIONS.map((option) => (
          <li key={option}>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              className="w-full justify-start"
              onClick={() => onQuick(option)}
            >
              {option}
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex w-64 flex-col gap-2 sm:border-l sm:pl-3">
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
            const edge = isSame(range.start, month) || isSame(range.end, month)
            const inside = !edge && range.end !== null && isMonthInRange(month, range)
            return (
              <button
                key={label}
                type="button"
                aria-label={`${MONTH_NAMES[index]} de ${year}`}
                aria-pressed={edge || inside}
                onClick={() => onPick(month)}
                className={cn(
                  'h-9 rounded-md text-sm transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  inside && 'bg-brand/15 text-foreground hover:bg-brand/25',
                  edge && 'bg-brand font-semibold text-brand-foreground hover:bg-brand/90',
                  !edge && isSame(today, month) && 'ring-1 ring-brand/50',
                )}
              >
                {label}
              </button>
            )
          })}
        </fieldset>
        <p className="text-xs text-muted-foreground" aria-live="polite" data-testid="periodo-status">
          {statusText(range)}
        </p>
        <div className="flex justify-end gap-2">
          <Button type="button" variant="ghost" size="sm" onClick={onClear}>
            Limpar
          </Button>
          {onFilter ? (
            <Button type="button" size="sm" onClick={onFilter}>
              Filtrar
            </Button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
