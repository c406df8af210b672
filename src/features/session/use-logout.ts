import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { forgetHomeSnapshot } from '@/features/shell/home-snapshot'
import { clearPersistedQueries } from '@/lib/query-persistence'
import { logoutRequest } from './session-api'
import { sessionStore } from './session-store'

/** 'Sair': revokes the token and leaves nothing of the user in this browser. */
export function useLogout() {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return async () => {
    const userId = sessionStore.get()?.id_interno
    await logoutRequest().catch(() => undefined)
    queryClient.clear()
    clearPersistedQueries()
    forgetHomeSnapshot()
    if (userId !== undefined) await import('@/db/database').then((db) => db.deleteUserDatabase(userId))
    await navigate({ to: '/login' })
  }
}
