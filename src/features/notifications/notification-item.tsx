import { Bell, CheckCircle2, Info, OctagonAlert, TriangleAlert } from 'lucide-react'
import type { Notification } from '@/contracts/notifications'
import { cn } from '@/lib/cn'

const icons = { default: Bell, info: Info, success: CheckCircle2, warning: TriangleAlert, danger: OctagonAlert }
const tones = {
  default: 'text-muted-foreground',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  danger: 'text-danger',
}
const time = new Intl.DateTimeFormat('pt-BR', { hour: '2-digit', minute: '2-digit', hour12: false })

/** One line of 'Minhas notificações' (its day is the section's title); unread ones in bold. */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: Notification
  onOpen: (n: Notification) => void
}) {
  const Icon = icons[n.tipo]
  return (
    <div data-testid="notificacao" data-lida={n.lida}>
      <button
        type="button"
        onClick={() => onOpen(n)}
        className={cn('flex w-full gap-3 rounded-lg p-2 text-left hover:bg-muted', !n.lida && 'bg-brand/5')}
      >
        <Icon className={cn('mt-0.5 size-4 shrink-0', tones[n.tipo])} aria-hidden />
        <span className="min-w-0">
          <span className={cn('block text-sm', !n.lida && 'font-semibold')}>{n.titulo}</span>
          <span className="block text-xs text-muted-foreground">{n.corpo}</span>
          <span className="mt-1 block text-[11px] text-muted-foreground tabular">
            {time.format(new Date(n.data_criacao))}
          </span>
        </span>
      </button>
    </div>
  )
}
