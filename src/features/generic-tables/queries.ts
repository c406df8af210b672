import { infiniteQueryOptions, queryOptions, useQueryClient } from '@tanstack/react-query'
import { GENERIC_PAGE, genericPaths } from '@/contracts/generic-paths'
import type { GenericRow } from '@/contracts/generic-tables'
import { lazyContracts, request, requestParsed } from '@/lib/api/client'

const contract = lazyContracts(() => import('@/contracts/generic-tables'))

export type RowsQuery = { table: string; office: number | null; busca: string; ordem?: string; direcao: 'asc' | 'desc' }

export const genericQueries = {
  all: () => ['dados-gerais'] as const,
  tables: () =>
    queryOptions({
      queryKey: [...genericQueries.all(), 'tabelas'],
      queryFn: ({ signal }) =>
        requestParsed(contract('genericTablesResponse'), 'GET', genericPaths.tables, { signal }).then((r) => r.tables),
      staleTime: 10 * 60_000,
    }),
  table: (table: string) => [...genericQueries.all(), 'dados', table] as const,
  rows: (q: RowsQuery) =>
    infiniteQueryOptions({
      queryKey: [...genericQueries.table(q.table), q],
      initialPageParam: 1,
      queryFn: ({ signal, pageParam }) =>
        requestParsed(contract('genericRowsResponse'), 'GET', genericPaths.data(q.table), {
          query: {
            id_escritorio: q.office,
            busca: q.busca.trim(),
            ordem: q.ordem,
            direcao: q.direcao,
            pagina: pageParam,
          },
          signal,
        }),
      getNextPageParam: (last) => (last.pagina * GENERIC_PAGE < last.total ? last.pagina + 1 : undefined),
    }),
}

/**
 * Saving and removing a row of a generic table: online only (the staff's reference data is edited at the
 * office, not queued), then the table's rows are read again.
 */
export function useGenericActions(table: string, office: number | null) {
  const queryClient = useQueryClient()
  const query = { id_escritorio: office }
  const refresh = () => queryClient.invalidateQueries({ queryKey: genericQueries.table(table) })
  return {
    /** §5 Generic table save: a key above 0 updates that row, otherwise a row is created. */
    save: async (key: number, data: GenericRow) => {
      if (key > 0) await request('PUT', genericPaths.row(table, key), { query, body: { data } })
      else await request('POST', genericPaths.data(table), { query, body: { data } })
      await refresh()
    },
    remove: async (key: number) => {
      await request('DELETE', genericPaths.row(table, key), { query })
      await refresh()
    },
  }
}
