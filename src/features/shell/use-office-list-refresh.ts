import { useQueryClient } from '@tanstack/react-query'
import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'
import { officeQueries } from '../offices/office-api'

/** §4: the office list reloads when stale and not loading, on every route change except login. */
export function useOfficeListRefresh() {
  const router = useRouter()
  const queryClient = useQueryClient()
  useEffect(
    () =>
      router.subscribe('onResolved', ({ toLocation }) => {
        if (toLocation.pathname.startsWith('/login')) return
        const state = queryClient.getQueryState(officeQueries.list().queryKey)
        if (state?.fetchStatus === 'fetching') return
        void queryClient.prefetchQuery(officeQueries.list())
      }),
    [router, queryClient],
  )
}
