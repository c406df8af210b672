import { CalendarRange } from 'lucide-react'
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react'
import { MonthRangePanel } from '@/components/month-range-panel'
import { Label } from '@/components/ui/label'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { cn } from '@/lib/cn'
import {
  formatYearMonth,
  isRangeComplete,
  MENU_CLOSE_DELAY_MS,
  MONTH_PLACEHOLDER,
  type MonthRange,
  parseYearMonth,
  pickMonth,
  type QuickOption,
  quickRange,
  type YearMonth,
  yearMonthOf,
} from '@/lib/month-range'

/** Months as 'YYYY-MM'; null when not chosen. */
export type MonthRangeValue = { start: string | null; end: string | null }

type Props = {
  value: MonthRangeValue
  /** Called with a complete range (quick option or second click), or with both null on 'Limpar'. */
  onChange: (value: MonthRangeValue) => void
  startLabel?: string
  endLabel?: string
  /** Shows the 'Filtrar' button, which closes the menu and calls this with the current value. */
  onFilter?: (value: MonthRangeValue) => void
  /** The clock of the quick options and of the initial year; tests fix it. */
  today?: Date
  className?: string
}

const toIso = (value: YearMonth | null): string | null =>
  value ? `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}` : null

const toRange = (value: MonthRangeValue): MonthRange => ({
  start: parseYearMonth(value.start),
  end: parseYearMonth(value.end),
})

/** §2 month-range filter: two read-only month fields opening a menu to pick a range of months. */
export function MonthRangeFilter({
  value,
  onChange,
  startLabel = 'Data início',
  endLabel = 'Data fim',
  onFilter,
  today,
  className,
}: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<MonthRange>(() => toRange(value))
  const [year, setYear] = useState(() => yearMonthOf(today ?? new Date()).year)
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null)
  const anchorRef = useRef<HTMLDivElement>(null)
  const startRef = useRef<HTMLInputElement>(null)

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current)
    closeTimer.current = null
  }
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current)
    },
    [],
  )

  const shown = open ? draft : toRange(value)
  const now = () => today ?? new Date()

  const openMenu = () => {
    cancelClose()
    const current = toRange(value)
    setDraft(current)
    setYear((current.start ?? yearMonthOf(now())).year)
    setOpen(true)
  }

  const complete = (range: MonthRange) => {
    setDraft(range)
    if (!isRangeComplete(range)) return
    onChange({ start: toIso(range.start), end: toIso(range.end) })
    cancelClose()
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS)
  }

  const onQuick = (option: QuickOption) => {
    const range = quickRange(option, now())
    setYear(range.end.year)
    complete(range)
  }

  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault()
      openMenu()
    }
  }

  const field = (label: string, part: 'start' | 'end') => {
    const inputId = `${id}-${part}`
    const month = shown[part]
    return (
      <div className="grid min-w-32 flex-1 gap-1.5">
        <Label htmlFor={inputId}>{label}</Label>
        <div className="relative">
          <input
            id={inputId}
            ref={part === 'start' ? startRef : undefined}
            readOnly
            value={month ? formatYearMonth(month) : ''}
            placeholder={MONTH_PLACEHOLDER}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? `${id}-menu` : undefined}
            onClick={openMenu}
            onKeyDown={onFieldKeyDown}
            className="flex h-9 w-full cursor-pointer rounded-md border bg-card py-1 pl-3 pr-8 text-sm shadow-xs tabular placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          />
          <CalendarRange
            className="pointer-events-none absolute right-2.5 top-2.5 size-4 text-muted-foreground"
            aria-hidden
          />
        </div>
      </div>
    )
  }

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        if (next) openMenu()
        else {
          cancelClose()
          setOpen(false)
        }
      }}
    >
      <PopoverAnchor asChild>
        <div ref={anchorRef} className={cn('flex flex-wrap items-end gap-3', className)}>
          {field(startLabel, 'start')}
          {field(endLabel, 'end')}
        </div>
      </PopoverAnchor>
      <PopoverContent
        id={`${id}-menu`}
        align="start"
        aria-label="Selecionar período"
        role="dialog"
        onInteractOutside={(event) => {
          if (event.target instanceof Node && anchorRef.current?.contains(event.target)) event.preventDefault()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          startRef.current?.focus()
        }}
      >
        <MonthRangePanel
          range={draft}
          year={year}
          today={yearMonthOf(now())}
          onYearChange={setYear}
          onPick={(month) => complete(pickMonth(draft, month))}
          onQuick={onQuick}
          onClear={() => {
            cancelClose()
            setDraft({ start: null, end: null })
            onChange({ start: null, end: null })
          }}
          onFilter={
            onFilter
              ? () => {
                  cancelClose()
                  setOpen(false)
                  onFilter(value)
                }
              : undefined
          }
        />
      </PopoverContent>
    </Popover>
  )
}
