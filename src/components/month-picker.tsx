import { useId, useRef, useState } from 'react'
import { MonthField } from '@/components/month-field'
import { Popover, PopoverAnchor, PopoverContent } from '@/components/ui/popover'
import { isoMonth, parseYearMonth, yearMonthOf } from '@/lib/month-range'
import { isSameMonth, MonthGrid } from './month-grid'

type Props = {
  label: string
  /** 'YYYY-MM', or null when not chosen. */
  value: string | null
  onChange: (month: string) => void
  /** The clock of the initial year; tests fix it. */
  today?: Date
}

/** One month, MM/AAAA: the read-only field of the month-range filter opening the year stepper and month grid. */
export function MonthPicker({ label, value, onChange, today }: Props) {
  const id = useId()
  const [open, setOpen] = useState(false)
  const picked = parseYearMonth(value)
  const now = yearMonthOf(today ?? new Date())
  const [year, setYear] = useState((picked ?? now).year)
  const fieldRef = useRef<HTMLInputElement>(null)
  const openMenu = () => {
    setYear((picked ?? now).year)
    setOpen(true)
  }
  return (
    <Popover open={open} onOpenChange={(next) => (next ? openMenu() : setOpen(false))}>
      <PopoverAnchor asChild>
        <div className="flex">
          <MonthField
            id={`${id}-mes`}
            label={label}
            value={picked}
            expanded={open}
            menuId={`${id}-menu`}
            onOpen={openMenu}
            inputRef={fieldRef}
          />
        </div>
      </PopoverAnchor>
      <PopoverContent
        id={`${id}-menu`}
        align="start"
        aria-label={`Selecionar ${label.toLowerCase()}`}
        role="dialog"
        className="flex w-72 flex-col gap-2"
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          fieldRef.current?.focus()
        }}
      >
        <MonthGrid
          year={year}
          today={now}
          onYearChange={setYear}
          onPick={(month) => {
            onChange(isoMonth(month))
            setOpen(false)
          }}
          markOf={(month) => (isSameMonth(picked, month) ? 'picked' : null)}
        />
      </PopoverContent>
    </Popover>
  )
}
