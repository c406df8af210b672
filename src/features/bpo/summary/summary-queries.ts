import { queryOptions } from '@tanstack/react-query'
import { bpoPaths } from '@/contracts/bpo-paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'

const contract = lazyContracts(() => import('@/contracts/bpo-summary'))

export const bpoSummaryQueries = {
  all: (office: number) => ['bpo', office, 'resumo'] as const,
  summary: (office: number) =>
    queryOptions({
      queryKey: bpoSummaryQueries.all(office),
      queryFn: ({ signal }) =>
        requestParsed(contract('bpoSummaryResponse'), 'GET', bpoPaths.summary(office), { signal }).then((r) => r.value),
    }),
}
