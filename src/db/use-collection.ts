import { type QueryKey, useQuery } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { type Collection, readRows, replaceRows } from './collections'
import { type Edit, enqueueEdit } from './outbox'
import { useSync } from './sync-context'

type Refresh = {
  queryKey: QueryKey
  /** Asks the server for the whole collection; the answer replaces the local rows. */
  fetch: () => Promise<unknown>
  enabled?: boolean
  refetchInterval?: number
}

/**
 * A cached collection (§3): rendered at once from IndexedDB (undefined only while IndexedDB answers) and
 * refreshed from the server in the background; edits still queued are re-applied on top of each refresh.
 */
export function useCollection<T>(
  collection: Collection<T>,
  scope: string,
  refresh: Refresh,
  order?: (a: T, b: T) => number,
) {
  const { db } = useSync()
  const rows = useLiveQuery(
    () => readRows(db, collection, scope).then((list) => (order ? list.sort(order) : list)),
    [db, collection, scope],
  )
  const query = useQuery({
    queryKey: refresh.queryKey,
    queryFn: async () => {
      const value = await refresh.fetch()
      await replaceRows(db, collection, scope, value)
      return Array.isArray(value) ? value.length : 0
    },
    enabled: refresh.enabled,
    refetchInterval: refresh.refetchInterval,
    meta: { silent: true },
  })
  return { rows, refreshing: query.isFetching, refreshFailed: query.isError, refreshError: query.error }
}

/** Applies an edit locally, queues it in the outbox and wakes the sender. */
export function useQueueEdit() {
  const { db, kick } = useSync()
  return async <T>(edit: Edit<T>) => {
    const id = await enqueueEdit(db, edit)
    kick()
    return id
  }
}
