import Dexie, { type Table } from 'dexie'

/**
 * A row of any cached collection (§3), merged by id, scoped by office. `sort` is the collection's order key,
 * indexed so a page reads its first screen without reading every row.
 */
export type CachedRow = { collection: string; scope: string; id: string; data: unknown; sort?: string }
/** `sortedBy` names the order every row's `sort` was computed with (rows cached before version 2 have none). */
export type CollectionMeta = {
  collection: string
  scope: string
  loading: boolean
  lastUpdate: number | null
  sortedBy?: string
  /**
   * How many rows the collection holds, kept by every write: IndexedDB counts by walking the rows, so a page that
   * counted on opening would take longer the bigger the collection. Absent for rows cached by an older version.
   */
  rowCount?: number
}

export type OutboxState = 'pending' | 'sending' | 'failed' | 'conflict'
export type OutboxEntry = {
  seq?: number
  /** Client mutation id, sent as Idempotency-Key. */
  id: string
  label: string
  collection: string
  scope: string
  rowId: string
  method: 'POST' | 'PUT' | 'DELETE'
  url: string
  body?: Record<string, unknown>
  /** The version the edit was based on; sent as `version` (body, or query for DELETE). */
  baseVersion: number | null
  /** The local row before and after the edit: `before` restores a rejected edit, `after` re-applies it. */
  before: unknown | null
  after: unknown | null
  state: OutboxState
  attempts: number
  nextAttemptAt: number
  lastError?: string
  /** On a 409, the server's current row, to show both values. */
  server?: unknown | null
  createdAt: number
  /**
   * Whether a later edit of the same row was queued after this one (set when that edit is queued): once this one is
   * sent, the queue is searched for later edits of its row only when this is set. Entries queued before 29/11/2026
   * carry no mark and are searched.
   */
  followed?: boolean
}

/**
 * One IndexedDB database per user: another person on the same browser never reads it, and logout deletes it.
 * Schema changes are additive only: add a new `this.version(n)` with the new stores, never edit an old one.
 */
export class AppDatabase extends Dexie {
  rows!: Table<CachedRow, [string, string, string]>
  meta!: Table<CollectionMeta, [string, string]>
  outbox!: Table<OutboxEntry, number>

  constructor(name: string) {
    super(name)
    this.version(1).stores({
      rows: '[collection+scope+id], [collection+scope]',
      meta: '[collection+scope]',
      outbox: '++seq, &id, state, [collection+scope+rowId]',
    })
    this.version(2).stores({ rows: '[collection+scope+id], [collection+scope], [collection+scope+sort]' })
  }
}

export const databaseName = (idInterno: number) => `aawz-u${idInterno}`

let current: { user: number; db: AppDatabase } | undefined

/** The database of the logged-in user (opened on first use). */
export function userDatabase(idInterno: number): AppDatabase {
  if (current?.user !== idInterno) {
    current?.db.close()
    current = { user: idInterno, db: new AppDatabase(databaseName(idInterno)) }
  }
  return current.db
}

/** Logout: nothing of this user stays in the browser. */
export async function deleteUserDatabase(idInterno: number) {
  if (current?.user === idInterno) {
    current.db.close()
    current = undefined
  }
  await Dexie.delete(databaseName(idInterno))
}
