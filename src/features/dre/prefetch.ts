import type { QueryClient } from '@tanstack/react-query'
import { whileOnline } from '@/lib/query-client'
import { type DreGroupingKey, dreGroupings } from './groupings'
import { dreQueries, dreQueryOf } from './queries'
import type { DreSearch } from './search'
import { prefetchOfficeId } from './use-office-id'

/**
 * Route loader: starts the table before the page renders. A failure is left to the page, which shows it
 * in place with a retry, so the loader never throws.
 */
export async function prefetchDre(queryClient: QueryClient, key: DreGroupingKey, search: DreSearch) {
  const office = prefetchOfficeId()
  if (office === null) return
  const grouping = dreGroupings[key]
  await whileOnline(queryClient.ensureQueryData(dreQueries.table(office, grouping, dreQueryOf(search, grouping))))
}
