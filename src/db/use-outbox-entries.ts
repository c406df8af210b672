import { type QueryKey, useQueryClient } from '@tanstack/react-query'
import { useLiveQuery } from 'dexie-react-hooks'
import { useEffect, useMemo, useRef } from 'react'
import type { OutboxEntry } from './database'
import { useSync } from './sync-context'

/** The queued edits, live, in the order they will be sent. */
export function useOutboxEntries(): OutboxEntry[] {
  const { db } = useSync()
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]) ?? []
}

// The views below filter the whole queue read in seq order rather than reading one collection through the
// [collection+scope+rowId] index: a live query on an index makes every write to the outbox (the sender writes it at
// each batch) work out which index keys it touched, which cost a replay of 1,000 edits more than the filtering.

/** The queued edits (pending, sending, failed or in conflict) of one collection's rows in one scope (office), live. */
export function usePendingEntries(collection: string, scope: string): OutboxEntry[] {
  const entries = useOutboxEntries()
  return useMemo(
    () => entries.filter((e) => e.collection === collection && e.scope === scope),
    [entries, collection, scope],
  )
}

/** The ids of one collection's rows (in one scope) with an edit still queued, live. */
export function usePendingRowIds(collection: string, scope: string): Set<string> {
  const entries = usePendingEntries(collection, scope)
  return useMemo(() => new Set(entries.map((e) => e.rowId)), [entries])
}

/**
 * Once the queued edits of a list are all sent, reads the list again from the server: the server's rows replace the
 * local ones (a row created offline takes its server id).
 */
export function useRefetchWhenSent(waiting: number, queryKey: QueryKey) {
  const queryClient = useQueryClient()
  const waitedBefore = useRef(waiting)
  const key = JSON.stringify(queryKey)
  useEffect(() => {
    if (waitedBefore.current > 0 && waiting === 0) void queryClient.invalidateQueries({ queryKey: JSON.parse(key) })
    waitedBefore.current = waiting
  }, [waiting, queryClient, key])
}
