import { queryOptions } from '@tanstack/react-query'
import { clientErrorListResponse } from '@/contracts/client-errors'
import { paths } from '@/contracts/paths'
import { requestParsed } from '@/lib/api/client'

export const clientErrorQueries = {
  all: () => ['client-errors'] as const,
  list: (office: number | null, dias: number) =>
    queryOptions({
      queryKey: [...clientErrorQueries.all(), office, dias],
      queryFn: ({ signal }) =>
        requestParsed(clientErrorListResponse, 'GET', paths.clientErrorsList, {
          query: { id_escritorio: office ?? undefined, dias },
          signal,
        }).then((r) => r.value),
    }),
}
