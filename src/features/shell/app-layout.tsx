import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { SyncProvider } from '@/db/sync-context'
import { currentOfficeStore } from '../offices/office-store'
import { ViewAsBanner } from '../offices/view-as-banner'
import { useRoomsLive } from '../rooms/use-rooms-live'
import { sessionQueries } from '../session/session-queries'
import { getToken, useSession } from '../session/session-store'
import { useOfficeTheme } from '../theme/theme-api'
import { AppShell } from './app-shell'
import { useOfficeListRefresh } from './use-office-list-refresh'

export function AppLayout() {
  const user = useSession()
  const navigate = useNavigate()
  useOfficeListRefresh()
  // §4: on start the stored session is validated against the server; a 401 clears it.
  useQuery({ ...sessionQueries.validate(user?.token ?? ''), enabled: !!user })
  // The selected office's theme (white label) across the app; the user's own office otherwise.
  const selected = currentOfficeStore.use()
  useOfficeTheme(selected?.id ?? user?.escritorio?.id)
  // Rooms: live messages and the menu's unread badge, on every page.
  useRoomsLive(user ? (selected?.id ?? null) : null, user?.id_interno ?? 0)

  // Office users work in their own office: it is selected for them.
  useEffect(() => {
    if (user && !user.IS_EQUIPE && user.escritorio) {
      const own = { id: user.escritorio.id, nome: user.escritorio.nome }
      const current = currentOfficeStore.get()
      if (current?.id !== own.id || current.nome !== own.nome) currentOfficeStore.set(own)
    }
  }, [user])

  useEffect(() => {
    if (!user) void navigate({ to: '/login' })
  }, [user, navigate])

  if (!user) return null
  return (
    <SyncProvider userId={user.id_interno} getToken={getToken}>
      <AppShell user={user} />
      <ViewAsBanner />
    </SyncProvider>
  )
}
