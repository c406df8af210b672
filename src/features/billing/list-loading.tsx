import { TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { useOnline } from '@/lib/online'

/** A list on its way: a skeleton; offline, nothing is on its way, so it says the list is not on this device yet. */
export function ListLoading({ rows, columns }: { rows: number; columns: number }) {
  return useOnline() ? <TableSkeleton rows={rows} columns={columns} /> : <OfflineUnavailable compact />
}
