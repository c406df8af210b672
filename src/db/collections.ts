import Dexie from 'dexie'
import { matchesSearch } from '../lib/text'
import type { AppDatabase, CachedRow, CollectionMeta } from './database'

export type Collection<T> = {
  name: string
  idOf: (row: T) => string
  /** The order pages show: `key` is stored indexed with each row; `name` changes when the order does. */
  order: { name: string; key: (row: T) => string; descending: boolean }
  /** The fields a search looks in (accents and case ignored). */
  searchFields: (row: T) => Array<string | number | null | undefined>
}

type Options<T> = {
  order?: Collection<T>['order']
  searchFields?: Collection<T>['searchFields']
}

const known = new Map<string, Collection<never>>()

export function defineCollection<T>(name: string, idOf: (row: T) => string, options: Options<T> = {}): Collection<T> {
  const collection: Collection<T> = {
    name,
    idOf,
    order: options.order ?? { name: 'id', key: idOf, descending: false },
    searchFields: options.searchFields ?? ((row) => [JSON.stringify(row)]),
  }
  known.set(name, collection as Collection<never>)
  return collection
}

/**
 * A collection's rows, as a range of the primary key ([collection+scope+id]): IndexedDB deletes such a range in one
 * request, where a range of another index is deleted a row at a time.
 */
const rowsOf = (db: AppDatabase, name: string, scope: string) =>
  db.rows.where(':id').between([name, scope, Dexie.minKey], [name, scope, Dexie.maxKey])

const cachedRow = <T>(c: Collection<T>, scope: string, data: T): CachedRow => ({
  collection: c.name,
  scope,
  id: c.idOf(data),
  data,
  sort: c.order.key(data),
})

export async function readRows<T>(db: AppDatabase, c: Collection<T>, scope: string): Promise<T[]> {
  return (await rowsOf(db, c.name, scope).toArray()).map((r) => r.data as T)
}

export async function readMeta<T>(db: AppDatabase, c: Collection<T>, scope: string): Promise<CollectionMeta> {
  return (await db.meta.get([c.name, scope])) ?? { collection: c.name, scope, loading: false, lastUpdate: null }
}

/** `updatedAt`: when the refresh the page was read from was written (`replaceRows`), null before any. */
export type Page<T> = { rows: T[]; total: number; updatedAt?: number | null }
type PageOptions = { limit?: number; search?: string }

/**
 * The first `limit` rows (all without one) in the collection's order (through the `sort` index: the time does not grow with
 * the collection) and how many there are. With a search, the rows matching it, read in order until `limit`
 * are found. Undefined while rows cached before the index existed still wait for `indexRows`.
 */
export async function readPage<T>(
  db: AppDatabase,
  c: Collection<T>,
  scope: string,
  { limit, search = '' }: PageOptions,
): Promise<Page<T> | undefined> {
  const meta = await readMeta(db, c, scope)
  if (meta.sortedBy !== c.order.name && (await rowsOf(db, c.name, scope).count()) > 0) return undefined
  const range = db.rows
    .where('[collection+scope+sort]')
    .between([c.name, scope, Dexie.minKey], [c.name, scope, Dexie.maxKey])
  const ordered = c.order.descending ? range.reverse() : range
  if (search.trim() === '') {
    const [rows, total] = await Promise.all([
      (limit === undefined ? ordered : ordered.limit(limit)).toArray(),
      meta.rowCount ?? rowsOf(db, c.name, scope).count(),
    ])
    return { rows: rows.map((r) => r.data as T), total, updatedAt: meta.lastUpdate }
  }
  const matches = (r: CachedRow) => matchesSearch(search, ...c.searchFields(r.data as T))
  const [rows, total] = await Promise.all([
    (limit === undefined ? ordered.clone().filter(matches) : ordered.clone().filter(matches).limit(limit)).toArray(),
    ordered.clone().filter(matches).count(),
  ])
  return { rows: rows.map((r) => r.data as T), total, updatedAt: meta.lastUpdate }
}

/** Gives every row of a collection its order key (rows cached by an older version, or a changed order). */
export async function indexRows<T>(db: AppDatabase, c: Collection<T>, scope: string) {
  await db.transaction('rw', db.rows, db.meta, async () => {
    const meta = await readMeta(db, c, scope)
    if (meta.sortedBy === c.order.name) return
    const rowCount = await rowsOf(db, c.name, scope).modify((row) => {
      row.sort = c.order.key(row.data as T)
    })
    await db.meta.put({ ...meta, sortedBy: c.order.name, rowCount })
  })
}

export async function setLoading<T>(db: AppDatabase, c: Collection<T>, scope: string, loading: boolean) {
  const meta = await readMeta(db, c, scope)
  await db.meta.put({ ...meta, loading })
}

/** The rows of a server answer (§4 Lists): undefined when the value is not an object. */
const listOf = <T>(value: unknown): T[] | undefined =>
  value === null || typeof value !== 'object'
    ? undefined
    : ((Array.isArray(value) ? value : Object.values(value)) as T[])

/** The collection's edits still to send, in queue order: one read of the rows' index range, not a walk of the queue. */
const waitingEdits = async (db: AppDatabase, c: Collection<unknown>, scope: string) =>
  (
    await db.outbox
      .where('[collection+scope+rowId]')
      .between([c.name, scope, Dexie.minKey], [c.name, scope, Dexie.maxKey])
      .toArray()
  )
    .filter((e) => e.state === 'pending' || e.state === 'sending')
    .sort((a, b) => a.seq! - b.seq!)

/**
 * Replaces a collection with what the server sent (§4 Lists): ignored when the value is not an object.
 * Edits still waiting in the outbox are applied again on top, so a refresh never hides them. `at` (now by default)
 * is written as the collection's `lastUpdate`: a read that reports it or later reflects this write.
 */
export async function replaceRows<T>(
  db: AppDatabase,
  c: Collection<T>,
  scope: string,
  value: unknown,
  at = Date.now(),
): Promise<boolean> {
  const list = listOf<T>(value)
  if (!list) return false
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    await rowsOf(db, c.name, scope).delete()
    await db.rows.bulkPut(list.map((data) => cachedRow(c, scope, data)))
    const waiting = await waitingEdits(db, c as Collection<unknown>, scope)
    await db.meta.put({
      collection: c.name,
      scope,
      loading: false,
      lastUpdate: at,
      sortedBy: c.order.name,
      rowCount: new Set(list.map(c.idOf)).size,
    })
    // The last waiting edit of each row is what the row shows; all written at once (one bulk read and write).
    const lastEdits = new Map(waiting.map((entry) => [entry.rowId, entry.after]))
    await putLocalMany(
      db,
      [...lastEdits].map(([id, data]) => ({ collection: c.name, scope, id, data })),
    )
  })
  return true
}

/**
 * What `replaceRows(value)` will leave in the collection, worked out in memory, in the collection's order: a page
 * can show it while IndexedDB writes the rows (seconds for thousands of them).
 */
export async function rowsAfterReplace<T>(
  db: AppDatabase,
  c: Collection<T>,
  scope: string,
  value: unknown,
): Promise<T[] | undefined> {
  const list = listOf<T>(value)
  if (!list) return undefined
  const rows = new Map(list.map((row) => [c.idOf(row), row]))
  for (const entry of await waitingEdits(db, c as Collection<unknown>, scope)) {
    if (entry.after === null || entry.after === undefined) rows.delete(entry.rowId)
    else rows.set(entry.rowId, entry.after as T)
  }
  // As the `sort` index orders them: by order key, then by id; each key worked out once.
  const keyed = [...rows].map(([id, row]) => ({ key: c.order.key(row), id, row }))
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)
  const ordered = keyed.sort((a, b) => compare(a.key, b.key) || compare(a.id, b.id)).map(({ row }) => row)
  return c.order.descending ? ordered.reverse() : ordered
}

/** A page of rows held in memory in the collection's order, as `readPage` reads it from IndexedDB. */
export function pageOf<T>(c: Collection<T>, rows: T[], { limit, search = '' }: PageOptions): Page<T> {
  const matching = search.trim() === '' ? rows : rows.filter((row) => matchesSearch(search, ...c.searchFields(row)))
  return { rows: limit === undefined ? matching : matching.slice(0, limit), total: matching.length }
}

/** Adds `added` to the collection's kept row count (when it keeps one), in the caller's transaction. */
async function countRows(db: AppDatabase, collection: string, scope: string, added: number) {
  if (added === 0) return
  await db.meta
    .where('[collection+scope]')
    .equals([collection, scope])
    .modify((meta) => {
      if (meta.rowCount !== undefined) meta.rowCount += added
    })
}

/** Merges rows by id. */
export async function mergeRows<T>(db: AppDatabase, c: Collection<T>, scope: string, rows: T[]) {
  const cached = rows.map((data) => cachedRow(c, scope, data))
  await db.transaction('rw', db.rows, db.meta, async () => {
    const ids = [...new Set(cached.map((row) => row.id))]
    const existing = await db.rows.bulkGet(ids.map((id) => [c.name, scope, id]))
    await db.rows.bulkPut(cached)
    await countRows(db, c.name, scope, existing.filter((row) => row === undefined).length)
  })
}

export type LocalWrite = { collection: string; scope: string; id: string; data: unknown | null }

/**
 * Writes (or, with null, removes) local rows, at most one write per row. A row's order key comes from its
 * collection's definition; when the sender runs before the page that defines it has loaded, the row keeps the key
 * it had.
 */
export async function putLocalMany(db: AppDatabase, writes: LocalWrite[]) {
  if (writes.length === 0) return
  await db.transaction('rw', db.rows, db.meta, async () => {
    const existing = await db.rows.bulkGet(writes.map((w) => [w.collection, w.scope, w.id]))
    const puts: CachedRow[] = []
    const removals: [string, string, string][] = []
    const added = new Map<string, { collection: string; scope: string; count: number }>()
    const count = (w: LocalWrite, by: number) => {
      const key = `${w.collection}|${w.scope}`
      const counted = added.get(key) ?? { collection: w.collection, scope: w.scope, count: 0 }
      added.set(key, { ...counted, count: counted.count + by })
    }
    writes.forEach((w, i) => {
      const before = existing[i]
      if (w.data === null || w.data === undefined) {
        if (!before) return
        removals.push([w.collection, w.scope, w.id])
        count(w, -1)
        return
      }
      const order = known.get(w.collection)?.order
      puts.push({ ...w, sort: order ? order.key(w.data as never) : (before?.sort ?? '') })
      if (!before) count(w, 1)
    })
    await db.rows.bulkDelete(removals)
    await db.rows.bulkPut(puts)
    for (const c of added.values()) await countRows(db, c.collection, c.scope, c.count)
  })
}

/** Writes (or, with null, removes) one local row (see `putLocalMany`). */
export const putLocal = (db: AppDatabase, collection: string, scope: string, id: string, data: unknown | null) =>
  putLocalMany(db, [{ collection, scope, id, data }])

/** §4: a refresh-age check compares the last update with a number of minutes. */
export function isStale(meta: Pick<CollectionMeta, 'lastUpdate'>, minutes: number, now = Date.now()): boolean {
  return meta.lastUpdate === null || now - meta.lastUpdate > minutes * 60_000
}
