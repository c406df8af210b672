import { type Collection, putLocal, putLocalMany } from './collections'
import type { AppDatabase, OutboxEntry } from './database'

export type Edit<T> = {
  collection: Collection<T>
  scope: string
  rowId: string
  label: string
  method: OutboxEntry['method']
  url: string
  body?: Record<string, unknown>
  baseVersion: number | null
  /** The local row after the edit; null removes it. */
  after: T | null
}

/** The queued edits of one row, through the outbox's [collection+scope+rowId] index. */
const editsOfRow = (db: AppDatabase, e: Pick<OutboxEntry, 'collection' | 'scope' | 'rowId'>) =>
  db.outbox.where('[collection+scope+rowId]').equals([e.collection, e.scope, e.rowId])

/**
 * Applies an edit to the local collection and queues it, in one IndexedDB transaction: the edit is either
 * both shown and queued, or neither. Earlier edits of the row still queued are marked `followed`.
 */
export async function enqueueEdit<T>(db: AppDatabase, edit: Edit<T>): Promise<string> {
  const id = crypto.randomUUID()
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    const before = (await db.rows.get([edit.collection.name, edit.scope, edit.rowId]))?.data ?? null
    await putLocal(db, edit.collection.name, edit.scope, edit.rowId, edit.after)
    await editsOfRow(db, { collection: edit.collection.name, scope: edit.scope, rowId: edit.rowId }).modify({
      followed: true,
    })
    await db.outbox.add({
      id,
      label: edit.label,
      collection: edit.collection.name,
      scope: edit.scope,
      rowId: edit.rowId,
      method: edit.method,
      url: edit.url,
      body: edit.body,
      baseVersion: edit.baseVersion,
      before,
      after: edit.after,
      state: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: Date.now(),
      followed: false,
    })
  })
  return id
}

/** A rejected edit (4xx): its local effect is rolled back and it stays listed until retried or discarded. */
export async function markFailed(db: AppDatabase, entry: OutboxEntry, message: string) {
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    await putLocal(db, entry.collection, entry.scope, entry.rowId, entry.before)
    await db.outbox.update(entry.seq!, { state: 'failed', lastError: message })
  })
}

/** A stale edit (409): the row shows the server's value; the entry keeps both until the user decides. */
export async function markConflict(db: AppDatabase, entry: OutboxEntry, message: string, server: unknown | null) {
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    await putLocal(db, entry.collection, entry.scope, entry.rowId, server)
    await db.outbox.update(entry.seq!, { state: 'conflict', lastError: message, server })
  })
}

const versionOf = (row: unknown): number | null => {
  const v = (row as { version?: unknown } | null)?.version
  return typeof v === 'number' ? v : null
}

/**
 * Entries by seq as ranges: a run of consecutive seqs (a batch sent in queue order) is one range, read or deleted in
 * one IndexedDB request instead of one per entry; no other entry can lie inside it.
 */
function seqRanges(db: AppDatabase, seqs: number[]) {
  const sorted = [...seqs].sort((a, b) => a - b)
  const runs: [number, number][] = []
  for (const seq of sorted) {
    const run = runs.at(-1)
    if (run && seq === run[1] + 1) run[1] = seq
    else runs.push([seq, seq])
  }
  return runs.map(([from, to]) => db.outbox.where('seq').between(from, to, true, true))
}

export type SentEdit = { entry: OutboxEntry; serverRow: unknown | null }
/** The row an outbox entry edits, as one key: its collection, scope and id. */
export const rowKey = (e: Pick<OutboxEntry, 'collection' | 'scope' | 'rowId'>) =>
  `${e.collection}|${e.scope}|${e.rowId}`

/**
 * Sent, in queue order: the entries leave the queue; edits of the same rows still waiting move to the version the
 * server answered last; a row with no edit still waiting takes the server's answer to its last sent edit. What
 * settling them one at a time would leave, in one IndexedDB transaction.
 */
export async function markSent(db: AppDatabase, sent: SentEdit[]) {
  if (sent.length === 0) return
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    const ranges = seqRanges(
      db,
      sent.map((s) => s.entry.seq!),
    )
    // As they are now: a later edit of their rows may have been queued while they were on their way.
    const unfollowed = new Set(
      (await Promise.all(ranges.map((range) => range.toArray())))
        .flat()
        .filter((entry) => entry.followed === false)
        .map((entry) => entry.seq),
    )
    await Promise.all(ranges.map((range) => range.delete()))
    const rows = new Map<string, { last: SentEdit; version: number | null }>()
    const followedRows = new Set<string>()
    for (const s of sent) {
      const key = rowKey(s.entry)
      rows.set(key, { last: s, version: versionOf(s.serverRow) ?? rows.get(key)?.version ?? null })
      if (!unfollowed.has(s.entry.seq)) followedRows.add(key)
    }
    // Only rows with a later edit are searched: one request per row, all sent at once (an `anyOf` would walk the
    // index a key at a time).
    const waiting = (
      await Promise.all(
        [...rows.entries()]
          .filter(([key]) => followedRows.has(key))
          .map(([, { last }]) => editsOfRow(db, last.entry).toArray()),
      )
    ).flat()
    await db.outbox.bulkUpdate(
      waiting.flatMap((next) => {
        const version = rows.get(rowKey(next))?.version ?? null
        return version === null ? [] : [{ key: next.seq!, changes: { baseVersion: version } }]
      }),
    )
    const stillWaiting = new Set(waiting.map(rowKey))
    // A row with a newer local edit still waiting already shows it.
    const writes = [...rows.entries()]
      .filter(
        ([key, { last }]) => !stillWaiting.has(key) && (last.entry.method === 'DELETE' || last.serverRow !== null),
      )
      .map(([, { last }]) => ({
        collection: last.entry.collection,
        scope: last.entry.scope,
        id: last.entry.rowId,
        data: last.entry.method === 'DELETE' ? null : last.serverRow,
      }))
    await putLocalMany(db, writes)
  })
}

/** Try a failed entry again, or insist on mine after a conflict (based on the server's current version). */
export async function retryEntry(db: AppDatabase, seq: number) {
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    const entry = await db.outbox.get(seq)
    if (!entry) return
    const baseVersion = entry.state === 'conflict' ? (versionOf(entry.server) ?? entry.baseVersion) : entry.baseVersion
    await putLocal(db, entry.collection, entry.scope, entry.rowId, entry.after)
    await db.outbox.update(seq, { state: 'pending', attempts: 0, nextAttemptAt: 0, baseVersion, lastError: undefined })
  })
}

/** Give up an entry: after a conflict the row keeps the server's value; a failed one was already rolled back. */
export async function discardEntry(db: AppDatabase, seq: number) {
  await db.outbox.delete(seq)
}
