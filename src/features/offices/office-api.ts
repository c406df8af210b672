import { queryOptions, useMutation } from '@tanstack/react-query'
import { paths } from '@/contracts/paths'
import { api, lazyContracts, requestParsed } from '@/lib/api/client'
import { currentOfficeStore, pushRecent, recentOfficesStore, type SelectedOffice } from './office-store'

export const OFFICE_LIST_STALE_MS = 60_000

// Loaded with the answer, not in the first-load bundle: home's loader starts the overview (see ContractSource).
const contract = lazyContracts(() => import('@/contracts/office-overview'))

export const officeQueries = {
  all: () => ['offices'] as const,
  list: () =>
    queryOptions({
      queryKey: [...officeQueries.all(), 'list'],
      // §8: a failed office list becomes empty.
      queryFn: () =>
        requestParsed(contract('officeListResponse'), 'GET', paths.offices).then(
          (r) => r.value,
          () => [],
        ),
      staleTime: OFFICE_LIST_STALE_MS,
    }),
  overview: (id: number) =>
    queryOptions({
      queryKey: [...officeQueries.all(), id, 'overview'],
      queryFn: () =>
        requestParsed(contract('officeOverviewResponse'), 'GET', paths.officeOverview(id)).then((r) => r.value),
    }),
}

/** Selecting or clearing the office: stored locally, recent list updated, server told (§4). */
export function useSelectOffice() {
  return useMutation({
    mutationFn: async (office: SelectedOffice | null) => {
      currentOfficeStore.set(office)
      if (office) recentOfficesStore.set((list) => pushRecent(list, office))
      await api.post(paths.officeFilter, { id_escritorio: office?.id ?? null }, { json: true })
    },
  })
}
