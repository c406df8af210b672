import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import { useOfflineWithout } from '@/db/online-only'
import { QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { cn } from '@/lib/cn'

type Props<T> = {
  query: UseQueryResult<T[]>
  /** The table's name for screen readers (its scroll region). */
  label: string
  empty: string
  /** Column headers: `<th>` cells, `columns` of them. */
  head: ReactNode
  columns: number
  row: (item: T) => ReactNode
  className?: string
  tableClassName?: string
  testId?: string
}

/** Height of a one-line row (py-2 and text-sm), the virtualiser's estimate. */
const ROW_HEIGHT = 41

/**
 * A list read from the server as a table, with its offline, error, loading and empty states; virtualised, so
 * thousands of rows (the lists go up to 5,000) draw only what is on screen.
 */
export function QueryTable<T>(props: Props<T>) {
  const { query, empty } = props
  const offline = useOfflineWithout(query.data)
  if (offline) return <OfflineUnavailable />
  if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.isPending) return <TableSkeleton rows={3} columns={3} compact />
  if (query.data.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return <VirtualRows {...props} rows={query.data} />
}

function VirtualRows<T>({
  rows,
  label,
  head,
  columns,
  row,
  className,
  tableClassName,
  testId,
}: Props<T> & { rows: readonly T[] }) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  return (
    <ScrollRegion ref={scrollRef} label={label} className={cn('max-h-96', className)}>
      <table className={cn('w-full text-sm', tableClassName)} data-testid={testId} aria-rowcount={rows.length + 1}>
        <thead className="sticky top-0 z-10 bg-card text-left text-xs uppercase tracking-wide text-muted-foreground">
          <tr>{head}</tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={columns} />
          {items.map((item) => {
            const data = rows[item.index]
            return data === undefined ? null : row(data)
          })}
          <SpacerRow height={bottom} colSpan={columns} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}
