import { Menu } from 'lucide-react'
import { Suspense } from 'react'
import { lazyNamed } from '@/components/lazy-parts'
import { Button } from '@/components/ui/button'
import type { CurrentUser } from '@/contracts/session'
import { NotificationsBell } from '../notifications/notifications-bell'
import { OfficeSearch, SelectedOfficeChip, StaffOfficeChip } from '../offices/office-search'
import { currentOfficeStore } from '../offices/office-store'
import { SyncStatus } from '../sync/sync-status'
import { ProfileMenu } from './profile-menu'

// Only the pages that show the current client need it (and the clients' contract behind it).
const CurrentClientChip = lazyNamed(() => import('../clients/current-client-chip').then((m) => m.CurrentClientChip))

type Props = { user: CurrentUser; onOpenMenu: () => void; showClient: boolean }

export function TopBar({ user, onOpenMenu, showClient }: Props) {
  const office = currentOfficeStore.use()
  return (
    <header className="sticky top-0 z-30 flex min-h-14 shrink-0 flex-wrap items-center gap-x-3 gap-y-1 border-b bg-card/95 px-4 py-2 backdrop-blur">
      <Button variant="ghost" size="icon" className="lg:hidden" onClick={onOpenMenu} aria-label="Abrir menu">
        <Menu />
      </Button>
      {user.IS_EQUIPE ? (
        <>
          <OfficeSearch />
          {/* Beside the search on wide screens; on a phone a row of its own, so the search keeps its width. */}
          <div className="order-last flex w-full min-w-0 md:order-none md:w-auto md:flex-1">
            <StaffOfficeChip />
          </div>
        </>
      ) : (
        <div className="flex min-w-0 flex-1 items-center">
          {user.IS_CLIENTE ? null : <SelectedOfficeChip office={office} />}
        </div>
      )}
      {showClient ? (
        // Beside the office on wide screens; on a phone a row of its own, so both stay readable.
        <div className="order-last flex w-full min-w-0 md:order-none md:w-auto md:flex-1 md:justify-end">
          <Suspense fallback={null}>
            <CurrentClientChip user={user} />
          </Suspense>
        </div>
      ) : null}
      <div className="ml-auto flex items-center gap-1">
        <SyncStatus />
        <NotificationsBell />
        <ProfileMenu user={user} />
      </div>
    </header>
  )
}
