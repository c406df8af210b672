import { useNavigate } from '@tanstack/react-router'
import { CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import type { Notification } from '@/contracts/notifications'
import { formatCountOf } from '@/lib/format'
import { useSession } from '../session/session-store'
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useOlderNotifications,
} from './notification-api'
import { NotificationRows } from './notification-rows'
import { BellButton } from './notifications-bell'
import { PushToggle } from './push-toggle'

/** §2: right drawer 'Minhas notificações' (300 px) with the unread count. */
export function NotificationsDrawer() {
  const [open, setOpen] = useState(false)
  const { items, unread, refreshFailed, refreshing } = useNotifications()
  const markRead = useMarkNotificationRead()
  const markAllRead = useMarkAllNotificationsRead()
  const older = useOlderNotifications(items)
  const all = items ? [...items, ...older.items] : undefined
  const unreadShown = unread + older.items.filter((n) => !n.lida).length
  const navigate = useNavigate()
  const clientUser = useSession()?.IS_CLIENTE ?? false

  const openItem = (n: Notification) => {
    if (!n.lida) {
      void markRead(n)
      older.markedRead(n.id)
    }
    if (n.rota) {
      setOpen(false)
      // A route may carry a query (the BPO's approval notices open a filtered list).
      void navigate({ href: n.rota })
    }
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <BellButton unread={unread} onClick={() => setOpen(true)} />
      <SheetContent side="right" className="w-[300px]" aria-describedby={undefined}>
        <div className="border-b p-4 pr-10">
          <SheetTitle className="text-base font-semibold">Minhas notificações</SheetTitle>
          <SheetDescription className="text-xs text-muted-foreground">
            {clientUser ? 'Comunicados do seu escritório' : 'Notificações do sistema'} ·{' '}
            {formatCountOf(unreadShown, 'não lida', 'não lidas')}
          </SheetDescription>
          {unreadShown > 0 ? (
            <Button
              variant="link"
              size="sm"
              className="mt-1 h-auto px-0"
              onClick={() => {
                for (const n of older.items) older.markedRead(n.id)
                void markAllRead(all ?? [])
              }}
            >
              <CheckCheck aria-hidden />
              Marcar todas como lidas
            </Button>
          ) : null}
        </div>
        <div className="pt-3">
          <PushToggle />
        </div>
        {items === undefined || (items.length === 0 && refreshing) ? (
          <div className="space-y-2 p-4">
            <Skeleton className="h-14" />
            <Skeleton className="h-14" />
          </div>
        ) : items.length === 0 && refreshFailed ? (
          <p className="p-4 text-sm text-muted-foreground">Não foi possível carregar as notificações.</p>
        ) : items.length === 0 ? (
          <p className="p-4 text-center text-sm text-muted-foreground">Nenhuma notificação por aqui.</p>
        ) : (
          <NotificationRows
            items={all ?? items}
            onOpen={openItem}
            older={{ more: older.more, loading: older.loading, failed: older.failed, load: older.loadMore }}
          />
        )}
      </SheetContent>
    </Sheet>
  )
}
