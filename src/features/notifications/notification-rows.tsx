import { useVirtualizer } from '@tanstack/react-virtual'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import type { Notification } from '@/contracts/notifications'
import { useOnlineOnly } from '@/db/online-only'
import { groupByDay } from './group-by-day'
import { NotificationItem } from './notification-item'

type Row = { kind: 'day'; label: string } | { kind: 'item'; label: string; notification: Notification }

type Props = {
  items: readonly Notification[]
  onOpen: (n: Notification) => void
  /** 'Carregar mais', while older notifications may remain on the server. */
  older: { more: boolean; loading: boolean; failed: boolean; load: () => void }
}

/**
 * The drawer's notifications grouped by day; only the lines on screen are drawn, since older pages can make the
 * list grow without end. The day titles are rows of the list, so each section reads as before.
 */
export function NotificationRows({ items, onOpen, older }: Props) {
  const scroller = useRef<HTMLDivElement>(null)
  const rows: Row[] = groupByDay(items).flatMap((g) => [
    { kind: 'day' as const, label: g.label },
    ...g.items.map((notification) => ({ kind: 'item' as const, label: g.label, notification })),
  ])
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (i) => (rows[i]?.kind === 'day' ? 32 : 76),
    overscan: 6,
    getItemKey: (i) => {
      const row = rows[i]
      return row.kind === 'day' ? `d-${row.label}` : row.notification.id
    },
  })
  const onlineOnly = useOnlineOnly()
  return (
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto p-2" data-testid="lista-notificacoes">
      <ul className="relative w-full" style={{ height: virtualizer.getTotalSize() }} aria-label="Notificações">
        {virtualizer.getVirtualItems().map((v) => {
          const row = rows[v.index]
          return (
            <li
              key={v.key}
              data-index={v.index}
              data-dia={row.label}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full pb-1"
              style={{ transform: `translateY(${v.start}px)` }}
            >
              {row.kind === 'day' ? (
                <h3 className="px-2 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">
                  {row.label}
                </h3>
              ) : (
                <NotificationItem notification={row.notification} onOpen={onOpen} />
              )}
            </li>
          )
        })}
      </ul>
      {older.failed ? (
        <p className="p-2 text-center text-xs text-danger" role="alert">
          Não foi possível carregar as notificações anteriores.
        </p>
      ) : null}
      {older.more || older.failed ? (
        <div className="flex justify-center p-2">
          <Button variant="outline" size="sm" loading={older.loading} onClick={older.load} {...onlineOnly}>
            Carregar mais
          </Button>
        </div>
      ) : null}
    </div>
  )
}
