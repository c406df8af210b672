import type { AppDatabase, CollectionMeta } from './database'

export type Collection<T> = {
  name: string
  idOf: (row: T) => string
}

export function defineCollection<T>(name: string, idOf: (row: T) => string): Collection<T> {
  return { name, idOf }
}

const rowsOf = (db: AppDatabase, name: string, scope: string) =>
  db.rows.where('[collection+scope]').equals([name, scope])

export async function readRows<T>(db: AppDatabase, c: Collection<T>, scope: string): Promise<T[]> {
  return (await rowsOf(db, c.name, scope).toArray()).map((r) => r.data as T)
}

export async function readMeta<T>(db: AppDatabase, c: Collection<T>, scope: string): Promise<CollectionMeta> {
  return (await db.meta.get([c.name, scope])) ?? { collection: c.name, scope, loading: false, lastUpdate: null }
}

export async function setLoading<T>(db: AppDatabase, c: Collection<T>, scope: string, loading: boolean) {
  const meta = await readMeta(db, c, scope)
  await db.meta.put({ ...meta, loading })
}

/**
 * Replaces a collection with what the server sent (§4 Lists): ignored when the value is not an object.
 * Edits still waiting in the outbox are applied again on top, so a refresh never hides them.
 */
export async function replaceRows<T>(
  db: AppDatabase,
  c: Collection<T>,
  scope: string,
  value: unknown,
): Promise<boolean> {
  if (value === null || typeof value !== 'object') return false
  const list = (Array.isArray(value) ? value : Object.values(value)) as T[]
  await db.transaction('rw', db.rows, db.meta, db.outbox, async () => {
    await rowsOf(db, c.name, scope).delete()
    await db.rows.bulkPut(list.map((data) => ({ collection: c.name, scope, id: c.idOf(data), data })))
    const waiting = await db.outbox
      .where('state')
      .anyOf('pending', 'sending')
      .filter((e) => e.collection === c.name && e.scope === scope)
      .sortBy('seq')
    for (const entry of waiting) await putLocal(db, c.name, scope, entry.rowId, entry.after)
    await db.meta.put({ collection: c.name, scope, loading: false, lastUpdate: Date.now() })
  })
  return true
}

/** Merges rows by id. */
export async function mergeRows<T>(db: AppDatabase, c: Collection<T>, scope: string, rows: T[]) {
  await db.rows.bulkPut(rows.map((data) => ({ collection: c.name, scope, id: c.idOf(data), data })))
}

/** Writes (or, with null, removes) one local row. */
export async function putLocal(db: AppDatabase, collection: string, scope: string, id: string, data: unknown | null) {
  if (data === null || data === undefined) await db.rows.delete([collection, scope, id])
  else await db.rows.put({ collection, scope, id, data })
}

/** §4: a refresh-age check compares the last update with a number of minutes. */
export function isStale(meta: Pick<CollectionMeta, 'lastUpdate'>, minutes: number, now = Date.now()): boolean {
  return meta.lastUpdate === null || now - meta.lastUpdate > minutes * 60_000
}
