import { queryOptions } from '@tanstack/react-query'
import { paths } from '@/contracts/paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { sessionStore } from './session-store'

// The layout's guard starts this from the first-load bundle: the contract loads beside the call.
const contract = lazyContracts(() => import('@/contracts/session'))

export const sessionQueries = {
  all: () => ['session'] as const,
  /** On start the stored session is validated against the server (§4); a 401 clears it (api client). */
  validate: (token: string) =>
    queryOptions({
      queryKey: [...sessionQueries.all(), 'validate', token.slice(0, 8)],
      queryFn: async () => {
        const res = await requestParsed(contract('selfResponse'), 'GET', paths.validateSession)
        sessionStore.set((prev) => (prev ? { ...prev, ...res.value } : prev))
        return res.value
      },
      staleTime: 5 * 60_000,
      retry: false,
    }),
}
