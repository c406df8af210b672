import { SYNC_BATCH_MAX } from '../contracts/sync'
import type { AppDatabase, OutboxEntry } from './database'
import { sendBatch } from './sync-batch'
import { type SyncDeps, sendOne } from './sync-send'

const rowOf = (entry: OutboxEntry) => `${entry.collection}|${entry.scope}|${entry.rowId}`

/**
 * The entries to send next, in order, at most `max`. An entry waits while an earlier edit of the same row is
 * failed or in conflict, so edits of one row always reach the server in the order they were made. A batch
 * also ends before a second versioned edit of a row already in it: that edit's version comes from the answer
 * to the first one.
 */
export async function nextEntries(
  db: AppDatabase,
  max = SYNC_BATCH_MAX,
  now = Date.now(),
): Promise<OutboxEntry[] | 'wait' | undefined> {
  const blocked = new Set<string>()
  const batch: OutboxEntry[] = []
  const inBatch = new Set<string>()
  let backingOff = false
  let full = false
  // A cursor in queue order that stops where the batch ends, rather than reading the whole queue.
  await db.outbox
    .orderBy('seq')
    .until(() => backingOff || full)
    .each((entry) => {
      const row = rowOf(entry)
      if (entry.state === 'failed' || entry.state === 'conflict') {
        blocked.add(row)
        return
      }
      if (blocked.has(row)) return
      if (entry.nextAttemptAt > now) {
        backingOff = true
        return
      }
      if (inBatch.has(row) && entry.baseVersion !== null) {
        full = true
        return
      }
      batch.push(entry)
      inBatch.add(row)
      full = batch.length === max
    })
  if (batch.length > 0) return batch
  return backingOff ? 'wait' : undefined
}

/** The next entry to send alone (see `nextEntries`). */
export async function nextEntry(db: AppDatabase, now = Date.now()): Promise<OutboxEntry | 'wait' | undefined> {
  const next = await nextEntries(db, 1, now)
  return Array.isArray(next) ? next[0] : next
}

/**
 * Sends every entry that can go now, several at a time through the batch endpoint when more than one
 * waits; returns when the queue is empty, blocked, offline or paused.
 */
export async function drainOutbox(deps: SyncDeps): Promise<'idle' | 'waiting' | 'paused'> {
  for (;;) {
    const entries = await nextEntries(deps.db)
    if (entries === undefined) return 'idle'
    if (entries === 'wait') return 'waiting'
    const outcome = entries.length === 1 ? await sendOne(deps, entries[0]) : await sendBatch(deps, entries)
    if (outcome === 'paused') return 'paused'
    if (outcome === 'retry-later') return 'waiting'
  }
}

/** Entries left 'sending' by a closed tab go back to 'pending' (the server's idempotency makes a resend safe). */
export async function recoverInterrupted(db: AppDatabase) {
  await db.outbox.where('state').equals('sending').modify({ state: 'pending' })
}

/** The connection is back: entries waiting out a backoff from the offline period go now. */
export async function resetBackoff(db: AppDatabase) {
  await db.outbox.where('state').equals('pending').modify({ nextAttemptAt: 0 })
}
