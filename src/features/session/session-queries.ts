import { queryOptions } from '@tanstack/react-query'
import { paths } from '@/contracts/paths'
import { requestParsed } from '@/lib/api/client'
import { sessionStore } from './session-store'

export const sessionQueries = {
  all: () => ['session'] as const,
  /** On start the stored session is validated against the server (§4); a 401 clears it (api client). */
  validate: (token: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'validate', token.slice(0, 8)],
      queryFn: async () => {
        // The contract loads beside the call: the layout's loader starts it from the first-load bundle.
        const contract = () => import('@/contracts/session').then((c) => c.selfResponse)
        const res = await requestParsed(contract, 'GET', paths.validateSession)
        sessionStore.set((prev) => (prev ? { ...prev, ...res.value } : prev))
        return res.value
      },
      staleTime: 5 * 60_000,
      retry: false,
    }),
}
