import { CalendarRange } from 'lucide-react'
import type { KeyboardEvent, Ref } from 'react'
import { Label } from '@/components/ui/label'
import { formatYearMonth, MONTH_PLACEHOLDER, type YearMonth } from '@/lib/month-range'

type Props = {
  id: string
  label: string
  value: YearMonth | null
  /** Whether the month menu it opens is open, and that menu's id. */
  expanded: boolean
  menuId: string
  onOpen: () => void
  inputRef?: Ref<HTMLInputElement>
}

/** A read-only MM/AAAA field that opens a month menu on click, Enter, Space or the down arrow. */
export function MonthField({ id, label, value, expanded, menuId, onOpen, inputRef }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown') {
      event.preventDefault()
      onOpen()
    }
  }
  return (
    <div className="grid min-w-32 flex-1 gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <div className="relative">
        <input
          id={id}
          ref={inputRef}
          readOnly
          value={value ? formatYearMonth(value) : ''}
          placeholder={MONTH_PLACEHOLDER}
          role="combobox"
          aria-haspopup="dialog"
          aria-expanded={expanded}
          aria-controls={expanded ? menuId : undefined}
          onClick={onOpen}
          onKeyDown={onKeyDown}
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
