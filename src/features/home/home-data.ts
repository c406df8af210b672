import type { QueryClient } from '@tanstack/react-query'
import type { CurrentUser } from '@/contracts/session'
import { officeQueries } from '../offices/office-api'
import { currentOfficeStore } from '../offices/office-store'

/** The office whose figures home shows: staff pick one; everybody else works in their own. */
export function homeOfficeId(user: CurrentUser): number | undefined {
  return user.IS_EQUIPE ? currentOfficeStore.get()?.id : user.escritorio?.id
}

/** Starts the office figures with the page's code, not after it; a client's home reads none. */
export function startHomeData(queryClient: QueryClient, user: CurrentUser) {
  const office = homeOfficeId(user)
  if (user.IS_CLIENTE || office === undefined) return
  void queryClient.prefetchQuery(officeQueries.overview(office))
}
