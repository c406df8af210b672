import { RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { useOutboxEntries } from '@/db/use-outbox-entries'
import { cn } from '@/lib/cn'
import { useOnline } from '@/lib/online'
import { OutboxList } from './outbox-list'

/** Top bar: the number of edits not yet on the server, with the list behind it (nothing when none wait). */
export function PendingEdits() {
  const online = useOnline()
  const entries = useOutboxEntries()
  const problems = entries.filter((e) => e.state === 'failed' || e.state === 'conflict').length
  if (entries.length === 0) return null
  return (
    <Popover>
      <PopoverTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          className={cn('gap-1.5', problems > 0 && 'text-danger')}
          data-testid="pendentes"
        >
          <RefreshCw
            className={cn(online && problems === 0 && 'animate-spin-stepped motion-reduce:animate-none')}
            aria-hidden
          />
          {entries.length}
          {/* On a phone the words would squeeze the office's name in the top bar to nothing: the count stays. */}
          <span className="sr-only sm:not-sr-only">
            {entries.length === 1 ? ' alteração pendente' : ' alterações pendentes'}
          </span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-96 p-0">
        <OutboxList entries={entries} />
      </PopoverContent>
    </Popover>
  )
}
