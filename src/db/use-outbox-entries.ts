import { useLiveQuery } from 'dexie-react-hooks'
import type { OutboxEntry } from './database'
import { useSync } from './sync-context'

/** The queued edits, live, in the order they will be sent. */
export function useOutboxEntries(): OutboxEntry[] {
  const { db } = useSync()
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]) ?? []
}
