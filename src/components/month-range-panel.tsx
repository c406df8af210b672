import { Button } from '@/components/ui/button'
import {
  formatYearMonth,
  isMonthInRange,
  type MonthRange,
  QUICK_OPTIONS,
  type QuickOption,
  type YearMonth,
} from '@/lib/month-range'
import { isSameMonth, MonthGrid } from './month-grid'

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
        <MonthGrid
          year={year}
          today={today}
          onYearChange={onYearChange}
          onPick={onPick}
          markOf={(month) =>
            isSameMonth(range.start, month) || isSameMonth(range.end, month)
              ? 'picked'
              : range.end !== null && isMonthInRange(month, range)
                ? 'inside'
                : null
          }
        />
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
