import { CloudOff, RefreshCw } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover'
import { useOutboxEntries } from '@/db/sync-context'
import { cn } from '@/lib/cn'
import { useOnline } from '@/lib/online'
import { OutboxList } from './outbox-list'

/** Top bar: offline indicator and the number of edits not yet on the server, with the list behind it. */
export function SyncStatus() {
  const online = useOnline()
  const entries = useOutboxEntries()
  const problems = entries.filter((e) => e.state === 'failed' || e.state === 'conflict').length
  return (
    <div className="flex items-center gap-1">
      {!online ? (
        <span
          className="flex items-center gap-1 rounded-full bg-warning/15 px-2.5 py-1 text-xs font-medium text-warning"
          role="status"
        >
          <CloudOff className="size-3.5" aria-hidden /> Sem conexão
        </span>
      ) : null}
      {entries.length > 0 ? (
        <Popover>
          <PopoverTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              className={cn('gap-1.5', problems > 0 && 'text-danger')}
              data-testid="pendentes"
            >
              <RefreshCw className={cn(online && problems === 0 && 'animate-spin')} aria-hidden />
              {entries.length === 1 ? '1 alteração pendente' : `${entries.length} alterações pendentes`}
            </Button>
          </PopoverTrigger>
          <PopoverContent align="end" className="w-96 p-0">
            <OutboxList entries={entries} />
          </PopoverContent>
        </Popover>
      ) : null}
    </div>
  )
}
