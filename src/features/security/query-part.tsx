import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useOfflineWithout } from '@/db/online-only'
import { QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'

/** A card's data: offline without it, its error, its loading, or `children` with it. */
export function QueryPart<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const offline = useOfflineWithout(query.data)
  if (offline) return <OfflineUnavailable compact />
  if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.isPending) return <TableSkeleton rows={2} columns={1} compact />
  return <>{children(query.data)}</>
}
