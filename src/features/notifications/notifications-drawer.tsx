import { useNavigate } from '@tanstack/react-router'
import { Bell, CheckCircle2, Info, OctagonAlert, TriangleAlert } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { CountBadge } from '@/components/ui/count-badge'
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet'
import { Skeleton } from '@/components/ui/skeleton'
import type { Notification } from '@/contracts/notifications'
import { cn } from '@/lib/cn'
import { useSession } from '../session/session-store'
import { useMarkNotificationRead, useNotifications } from './notification-api'
import { PushToggle } from './push-toggle'

const icons = { default: Bell, info: Info, success: CheckCircle2, warning: TriangleAlert, danger: OctagonAlert }
const tones = {
  default: 'text-muted-foreground',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
}
const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', hour12: false })

/** §2: right drawer 'Minhas notificações' (300 px) with the unread count. */
export function NotificationsDrawer() {
  const [open, setOpen] = useState(false)
  const { items, unread, refreshFailed, refreshing } = useNotifications()
  const markRead = useMarkNotificationRead()
  const navigate = useNavigate()
  const clientUser = useSession()?.IS_CLIENTE ?? false

  const openItem = (n: Notification) => {
    if (!n.lida) void markRead(n)
    if (n.rota) {
      setOpen(false)
      void navigate({ to: n.rota })
    }
  }

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <Button
        variant="ghost"
        size="icon"
        className="relative"
        onClick={() => setOpen(true)}
        aria-label={`Minhas notificações (${unread} não lidas)`}
      >
        <Bell />
        <CountBadge count={unread} className="absolute -right-0.5 -top-0.5" />
      </Button>
      <SheetContent side="right" className="w-[300px]" aria-describedby={undefined}>
        <div className="border-b p-4 pr-10">
          <SheetTitle className="text-base font-semibold">Minhas notificações</SheetTitle>
          <SheetDescription className="text-xs text-muted-foreground">
            {clientUser ? 'Comunicados do seu escritório' : 'Notificações do sistema'} · {unread} não lidas
          </SheetDescription>
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
            <ul className="space-y-1">
              {items.map((n) => {
                const Icon = icons[n.tipo]
                return (
                  <li key={n.id} data-testid="notificacao" data-lida={n.lida}>
                    <button
                      type="button"
                      onClick={() => openItem(n)}
                      className={cn(
                        'flex w-full gap-3 rounded-lg p-2 text-left hover:bg-muted',
                        !n.lida && 'bg-brand/5',
                      )}
                    >
                      <Icon className={cn('mt-0.5 size-4 shrink-0', tones[n.tipo])} aria-hidden />
                      <span className="min-w-0">
                        <span className={cn('block text-sm', !n.lida && 'font-semibold')}>{n.titulo}</span>
                        <span className="block text-xs text-muted-foreground">{n.corpo}</span>
                        <span className="mt-1 block text-[11px] text-muted-foreground tabular">
                          {dateTime.format(new Date(n.data_criacao))}
                        </span>
                      </span>
                    </button>
                  </li>
                )
              })}
            </ul>
          )}
        </div>
      </SheetContent>
    </Sheet>
  )
}
