import { useEffect, useId, useRef, useState } from 'react'
import { MonthField } from '@/components/month-field'
import { MonthRangePanel } from '@/components/month-range-panel'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { cn } from '@/lib/cn'
import {
  isoMonth,
  isRangeComplete,
  MENU_CLOSE_DELAY_MS,
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

const toIso = (value: YearMonth | null): string | null => (value ? isoMonth(value) : null)

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
          <MonthField
            id={`${id}-start`}
            label={startLabel}
            value={shown.start}
            expanded={open}
            menuId={`${id}-menu`}
            onOpen={openMenu}
            inputRef={startRef}
          />
          <MonthField
            id={`${id}-end`}
            label={endLabel}
            value={shown.end}
            expanded={open}
            menuId={`${id}-menu`}
            onOpen={openMenu}
          />
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
