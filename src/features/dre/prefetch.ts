import type { QueryClient } from '@tanstack/react-query'
import { type DreGroupingKey, dreGroupings } from './groupings'
import { dreQueries, dreQueryOf } from './queries'
import type { DreSearch } from './search'
import { currentOfficeId } from './use-office-id'

/**
 * Route loader: starts the table before the page renders. A failure is left to the page, which shows it
 * in place with a retry, so the loader never throws.
 */
export async function prefetchDre(queryClient: QueryClient, key: DreGroupingKey, search: DreSearch) {
  const office = currentOfficeId()
  // Offline the page reads the saved cache once it is restored; a fetch here would only hold the route.
  if (office === null || !navigator.onLine) return
  const grouping = dreGroupings[key]
  await queryClient
    .ensureQueryData(dreQueries.table(office, grouping, dreQueryOf(search, grouping)))
    .catch(() => undefined)
}
