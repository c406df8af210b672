import { useNavigate } from '@tanstack/react-router'
import { CheckCheck } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import type { Notification } from '@/contracts/notifications'
import { useSession } from '../session/session-store'
import { groupByDay } from './group-by-day'
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from './notification-api'
import { NotificationItem } from './notification-item'
import { BellButton } from './notifications-bell'
import { PushToggle } from './push-toggle'

/** §2: right drawer 'Minhas notificações' (300 px) with the unread count. */
export function NotificationsDrawer() {
  const [open, setOpen] = useState(false)
  const { items, unread, refreshFailed, refreshing } = useNotifications()
  const markRead = useMarkNotificationRead()
  const markAllRead = useMarkAllNotificationsRead()
  const navigate = useNavigate()
  const clientUser = useSession()?.IS_CLIENTE ?? false

  const openItem = (n: Notification) => {
    if (!n.lida) void markRead(n)
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
            {clientUser ? 'Comunicados do seu escritório' : 'Notificações do sistema'} · {unread} não lidas
          </SheetDescription>
          {unread > 0 ? (
            <Button variant="link" size="sm" className="mt-1 h-auto px-0" onClick={() => void markAllRead(items ?? [])}>
              <CheckCheck aria-hidden />
              Marcar todas como lidas
            </Button>
          ) : null}
        </div>
        <div className="pt-3">
          <PushToggle />
        </div>
        <div className="flex-1 overflow-y-auto p-2">
          {items === undefined || (items.length === 0 && refreshing) ? (
            <div className="space-y-2 p-2">
              <Skeleton className="h-14" />
              <Skeleton className="h-14" />
            </div>
          ) : items.length === 0 && refreshFailed ? (
            <p className="p-4 text-sm text-muted-foreground">Não foi possível carregar as notificações.</p>
          ) : items.length === 0 ? (
            <p className="p-4 text-center text-sm text-muted-foreground">Nenhuma notificação por aqui.</p>
          ) : (
            groupByDay(items).map((group) => (
              <section key={group.label} aria-label={group.label} className="mb-2">
                <h3 className="px-2 pb-1 pt-2 text-[11px] font-semibold uppercase tracking-wider text-muted-foreground">
                  {group.label}
                </h3>
                <ul className="space-y-1">
                  {group.items.map((n) => (
                    <NotificationItem key={n.id} notification={n} onOpen={openItem} />
                  ))}
                </ul>
              </section>
            ))
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
