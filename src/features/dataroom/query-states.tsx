import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'

type Props<T> = {
  query: UseQueryResult<T[]>
  empty: string
  emptyHint?: string
  columns?: number
  children: (rows: T[]) => ReactNode
}

/** A list's offline, error, loading and empty states, then the list itself (readable offline once seen). */
export function QueryStates<T>({ query, empty, emptyHint, columns = 5, children }: Props<T>) {
  const offline = useOfflineWithout(query.data)
  if (offline) return <OfflineUnavailable />
  if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.isPending) return <TableSkeleton rows={4} columns={columns} />
  if (query.data.length === 0) return <EmptyState title={empty}>{emptyHint}</EmptyState>
  return children(query.data)
}
