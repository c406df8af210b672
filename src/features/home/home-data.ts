import type { QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/contracts/session'
import { officeQueries } from '../offices/office-api'
import { homeOfficeId } from '../offices/office-store'

/** Starts the office figures with the page's code, not after it; a client's home reads none. */
export function startHomeData(queryClient: QueryClient, user: CurrentUser) {
  const office = homeOfficeId(user)
  if (user.IS_CLIENTE || office === undefined) return
  void queryClient.prefetchQuery(officeQueries.overview(office))
}
