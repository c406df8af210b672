import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SyncProvider } from '@/db/sync-context'
import { currentOfficeStore } from '../offices/office-store'
import { useRoomsLive } from '../rooms/use-rooms-live'
import { sessionQueries } from '../session/session-queries'
import { getToken, useSession } from '../session/session-store'
import { useOfficeTheme } from '../theme/theme-api'
import { AppShell } from './app-shell'
import { useFirstPageSettled } from './first-page'
import { selectOwnOffice } from './layout-data'
import { useOfficeListRefresh } from './use-office-list-refresh'

export function AppLayout() {
  const user = useSession()
  const navigate = useNavigate()
  // The outbox sender (and the local database it needs) starts once the first page has settled.
  const firstPageSettled = useFirstPageSettled()
  useOfficeListRefresh()
  // §4: on start the stored session is validated against the server; a 401 clears it.
  useQuery({ ...sessionQueries.validate(user?.token ?? ''), enabled: !!user })
  // The selected office's theme (white label) across the app; the user's own office otherwise.
  const selected = currentOfficeStore.use()
  useOfficeTheme(selected?.id ?? user?.escritorio?.id)
  // Rooms: live messages and the menu's unread badge, on every page.
  useRoomsLive(user ? (selected?.id ?? null) : null, user?.id_interno ?? 0)

  // The same again when the user changes (another profile, a renamed office).
  useEffect(() => {
    if (user) selectOwnOffice(user)
  }, [user])

  useEffect(() => {
    if (!user) void navigate({ to: '/login' })
  }, [user, navigate])

  if (!user) return null
  return (
    <SyncProvider userId={user.id_interno} getToken={getToken} run={firstPageSettled}>
      <AppShell user={user} />
    </SyncProvider>
  )
}
