import { SYNC_BATCH_MAX } from '../contracts/sync'
import type { AppDatabase, OutboxEntry } from './database'
import { rowKey } from './outbox'
import { allApplied, type BatchReply, postBatch, settleBatch } from './sync-batch'
import { type Outcome, type SyncDeps, sendOne } from './sync-send'

/**
 * The entries to send next, in order, at most `max`. An entry waits while an earlier edit of the same row is
 * failed or in conflict, so edits of one row always reach the server in the order they were made. A batch
 * also ends before a second versioned edit of a row already in it: that edit's version comes from the answer
 * to the first one. `inFlight`, a batch the server applied whose answer is not yet written locally, is left out, and
 * the batch ends before an edit of one of its rows: that edit may take its version from the answer.
 */
export async function nextEntries(
  db: AppDatabase,
  max = SYNC_BATCH_MAX,
  now = Date.now(),
  inFlight: OutboxEntry[] = [],
): Promise<OutboxEntry[] | 'wait' | undefined> {
  const out = new Set(inFlight.map((entry) => entry.seq))
  const answeredRows = new Set(inFlight.map(rowKey))
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
      if (out.has(entry.seq)) continue
      const row = rowKey(entry)
      if (entry.state === 'failed' || entry.state === 'conflict') {
        blocked.add(row)
        continue
      }
      if (blocked.has(row)) continue
      if (answeredRows.has(row)) {
        full = true
        break
      }
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

/** The next entry to send alone (see `nextEntries`). */
export async function nextEntry(db: AppDatabase, now = Date.now()): Promise<OutboxEntry | 'wait' | undefined> {
  const next = await nextEntries(db, 1, now)
  return Array.isArray(next) ? next[0] : next
}

type Next = Awaited<ReturnType<typeof nextEntries>>
/** A batch the server applied in full, waiting to be written locally, and the entries read to follow it. */
type Applied = { entries: OutboxEntry[]; reply: BatchReply; token: string; following: Next }

/**
 * Sends every entry that can go now, several at a time through the batch endpoint when more than one
 * waits; returns when the queue is empty, blocked, offline or paused.
 *
 * While a batch is on the server, the queue is read for the one after it, assuming it will be applied in full: that
 * read leaves out this batch and the one being written, and ends before an edit of their rows (see `nextEntries`).
 * When it is applied in full, the next batch goes at once, while the applied one is written locally.
 *
 * Entries on their way stay 'pending' in IndexedDB: the sender (one per browser profile) holds them in memory. Writing
 * a 'sending' state rewrote every entry of every batch, a third of what a replay costs the browser, for a state no view
 * shows apart from pending and that a closed tab had to undo.
 */
export async function drainOutbox(deps: SyncDeps): Promise<'idle' | 'waiting' | 'paused'> {
  const { db } = deps
  let applied: Applied | undefined
  for (;;) {
    // Without a session nothing goes out.
    const token = deps.getToken()
    const following = applied?.following
    const next = !token
      ? 'paused'
      : Array.isArray(following)
        ? following
        : await nextEntries(db, SYNC_BATCH_MAX, Date.now(), applied?.entries)
    const written = applied?.entries ?? []
    const writing = applied && settleBatch(deps, applied.entries, applied.reply, applied.token)
    applied = undefined
    if (!Array.isArray(next) || !token) {
      await writing
      // Edits of the rows just written may go now.
      if (writing && next !== 'paused') continue
      return next === 'paused' ? 'paused' : next === 'wait' ? 'waiting' : 'idle'
    }
    let outcome: Outcome
    if (next.length === 1) [outcome] = await Promise.all([sendOne(deps, next[0], token), writing])
    else {
      const [reply, , following] = await Promise.all([
        postBatch(deps, next, token),
        writing,
        nextEntries(db, SYNC_BATCH_MAX, Date.now(), [...written, ...next]),
      ])
      if (allApplied(next, reply)) {
        applied = { entries: next, reply, token, following }
        continue
      }
      outcome = await settleBatch(deps, next, reply, token)
    }
    if (outcome === 'paused') return 'paused'
    if (outcome === 'retry-later') return 'waiting'
  }
}

/**
 * Entries that versions of the app up to 29/11/2026 marked 'sending' and a closed tab left so go back to 'pending' (the
 * server's idempotency makes a resend safe). The sender no longer writes that state: see `drainOutbox`.
 */
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
