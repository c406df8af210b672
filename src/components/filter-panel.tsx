import { ChevronDown, SlidersHorizontal } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

type Props = {
  /** What the filters are set to, in a few words, on the folded button (a phone). */
  summary: string
  className?: string
  children: ReactNode
}

/**
 * A page's filters, which on a phone would fill the first screen before the figures: there they fold behind a
 * 'Filtros' button that says what they are set to. From `sm` up they are always shown. The filters lay themselves out.
 */
export function FilterPanel({ summary, className, children }: Props) {
  const [open, setOpen] = useState(false)
  const panel = useId()
  return (
    <div className={className}>
      <Button
        variant="outline"
        className="h-auto min-h-9 w-full justify-start py-2 sm:hidden"
        aria-expanded={open}
        aria-controls={panel}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal aria-hidden />
        Filtros
        <span className="min-w-0 flex-1 truncate text-left font-normal text-muted-foreground">{summary}</span>
        <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
      </Button>
      <div id={panel} className={open ? 'mt-2' : 'hidden sm:block'}>
        {children}
      </div>
    </div>
  )
}
