import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { DFC_RAW_PAGE, financialPaths } from '@/contracts/financial-paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'

// Route loaders start these calls from the first-load bundle; the schemas (and zod) load beside them.
const contract = lazyContracts(() => import('@/contracts/financial'))

type Range = { begin_date?: string; end_date?: string }

const key = (office: number) => ['financial', office] as const

/**
 * Cash and overview figures of an office (DFC, balances, revenue mix). DRE tables live in dreQueries; opening
 * balances and adjustments are queued edits (dfc-balances.ts).
 */
export const financialQueries = {
  all: () => ['financial'] as const,
  office: key,
  dfc: (office: number, range: Range) =>
    queryOptions({
      queryKey: [...key(office), 'dfc', range],
      queryFn: ({ signal }) =>
        requestParsed(contract('dfcResponse'), 'GET', financialPaths.dfc(office), { query: range, signal }).then(
          (r) => r.value,
        ),
    }),
  /** Cash entries, newest first, a page at a time (the list loads the next page as it scrolls). */
  dfcRaw: (office: number, range: Range, conta: number | undefined) =>
    infiniteQueryOptions({
      queryKey: [...key(office), 'dfc', 'raw', range, conta ?? null],
      initialPageParam: 0,
      queryFn: ({ pageParam, signal }) =>
        requestParsed(contract('dfcRawResponse'), 'GET', financialPaths.dfcRaw(office), {
          query: { ...range, id_conta_corrente: conta, limit: DFC_RAW_PAGE, offset: pageParam },
          signal,
        }).then((r) => r.value),
      getNextPageParam: (last, pages) =>
        last.length < DFC_RAW_PAGE ? undefined : pages.reduce((n, page) => n + page.length, 0),
    }),
  balanceHistorical: (office: number) =>
    queryOptions({
      queryKey: [...key(office), 'balance-historical'],
      queryFn: ({ signal }) =>
        requestParsed(contract('balanceHistoricalResponse'), 'GET', financialPaths.balanceHistorical(office), {
          signal,
        }).then((r) => r.value),
    }),
  segmentation: (office: number, range: Range) =>
    queryOptions({
      queryKey: [...key(office), 'segmentation', range],
      queryFn: ({ signal }) =>
        requestParsed(contract('segmentationResponse'), 'GET', financialPaths.segmentation(office), {
          query: range,
          signal,
        }).then((r) => r.value),
    }),
}
