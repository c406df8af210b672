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
  // The queue in order, read a page at a time (one IndexedDB request each), up to where the batch ends.
  let after = 0
  for (let more = true; more && !backingOff && !full; ) {
    const page = await db.outbox.where('seq').above(after).limit(max).toArray()
    more = page.length === max
    after = page.at(-1)?.seq ?? after
    for (const entry of page) {
      const row = rowOf(entry)
      if (entry.state === 'failed' || entry.state === 'conflict') {
        blocked.add(row)
        continue
      }
      if (blocked.has(row)) continue
      if (entry.nextAttemptAt > now) {
        backingOff = true
        break
      }
      if (inBatch.has(row) && entry.baseVersion !== null) {
        full = true
        break
      }
      batch.push(entry)
      inBatch.add(row)
      full = batch.length === max
      if (full) break
    }
  }
  if (batch.length > 0) return batch
  return backingOff ? 'wait' : undefined
}

/** The next entries to send (`nextEntries`), marked 'sending' in the same IndexedDB transaction. */
async function takeNext(db: AppDatabase) {
  return db.transaction('rw', db.outbox, async () => {
    const next = await nextEntries(db)
    if (!Array.isArray(next)) return next
    const sending = next.map((entry): OutboxEntry => ({ ...entry, state: 'sending' }))
    await db.outbox.bulkPut(sending)
    return sending
  })
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
    // Read before marking anything 'sending': without a session nothing goes out.
    const token = deps.getToken()
    if (!token) return 'paused'
    const entries = await takeNext(deps.db)
    if (entries === undefined) return 'idle'
    if (entries === 'wait') return 'waiting'
    const outcome =
      entries.length === 1 ? await sendOne(deps, entries[0], token) : await sendBatch(deps, entries, token)
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
  await db.transaction('rw', db.outbox, async () => {
    const pending = await db.outbox.where('state').equals('pending').toArray()
    const backingOff = pending.filter((entry) => entry.nextAttemptAt > 0)
    await db.outbox.bulkUpdate(backingOff.map((entry) => ({ key: entry.seq!, changes: { nextAttemptAt: 0 } })))
  })
}
