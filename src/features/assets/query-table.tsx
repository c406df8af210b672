import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { useOfflineWithout } from '@/db/online-only'
import { QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { cn } from '@/lib/cn'

type Props<T> = {
  query: UseQueryResult<T[]>
  /** The table's name for screen readers (its scroll region). */
  label: string
  empty: string
  /** Column headers: `<th>` cells. */
  head: ReactNode
  row: (item: T) => ReactNode
  className?: string
  tableClassName?: string
  testId?: string
}

/** A list read from the server as a small table, with its offline, error, loading and empty states. */
export function QueryTable<T>({ query, label, empty, head, row, className, tableClassName, testId }: Props<T>) {
  const offline = useOfflineWithout(query.data)
  if (offline) return <OfflineUnavailable />
  if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.isPending) return <TableSkeleton rows={3} columns={3} compact />
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <ScrollRegion label={label} className={cn('max-h-96', className)}>
      <table className={cn('w-full text-sm', tableClassName)} data-testid={testId}>
        <thead className="text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>{head}</tr>
        </thead>
        <tbody>{query.data.map(row)}</tbody>
      </table>
    </ScrollRegion>
  )
}
