import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { PROFESSIONALS, roleFromFlags } from '@/lib/roles'
import { officeQueries } from '../offices/office-api'
import { sessionStore } from '../session/session-store'

/**
 * §4: the office list reloads when stale and not loading, on every route change except login. Clients
 * (also a professional viewing as a client) cannot read it, so they never ask.
 */
export function useOfficeListRefresh() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        if (toLocation.pathname.startsWith('/login')) return
        const user = sessionStore.get()
        if (!user || !PROFESSIONALS.includes(roleFromFlags(user))) return
        const state = queryClient.getQueryState(officeQueries.list().queryKey)
        if (state?.fetchStatus === 'fetching') return
        void queryClient.prefetchQuery(officeQueries.list())
      }),
    [router, queryClient],
  )
}
