import { Bell } from 'lucide-react'
import { Suspense } from 'react'
import { lazyNamed } from '@/components/lazy-parts'
import { Button } from '@/components/ui/button'
import { CountBadge } from '@/components/ui/count-badge'
import { formatCountOf } from '@/lib/format'
import { AfterFirstPage } from '../shell/after-first-page'

// The drawer reads the notifications from the local database (Dexie): it loads once the first page has settled.
const NotificationsDrawer = lazyNamed(() => import('./notifications-drawer').then((m) => m.NotificationsDrawer))

/** The top bar's bell; without `onClick` it waits (disabled) for the drawer and the unread count to load. */
export function BellButton({ unread, onClick }: { unread?: number; onClick?: () => void }) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="relative"
      onClick={onClick}
      disabled={!onClick}
      aria-label={
        unread === undefined
          ? 'Minhas notificações'
          : `Minhas notificações (${formatCountOf(unread, 'não lida', 'não lidas')})`
      }
    >
      <Bell />
      <CountBadge count={unread ?? 0} className="absolute -right-0.5 -top-0.5" />
    </Button>
  )
}

/** §2: the bell that opens 'Minhas notificações'. */
export function NotificationsBell() {
  return (
    <AfterFirstPage fallback={<BellButton />}>
      <Suspense fallback={<BellButton />}>
        <NotificationsDrawer />
      </Suspense>
    </AfterFirstPage>
  )
}
