import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister'
import type { PersistedClient } from '@tanstack/react-query-persist-client'

/**
 * Server state already seen (office list, home figures, DRE tables, DFC…) survives a reload and works
 * offline. It lives in IndexedDB: DRE tables can exceed localStorage's ~5 MB quota.
 */
export const QUERY_CACHE_KEY = 'aawz:consultas'
export const QUERY_CACHE_DB = 'aawz-consultas'
const STORE = 'kv'
export const QUERY_CACHE_MAX_AGE_MS = 24 * 3_600_000

let opening: Promise<IDBDatabase> | null = null

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(QUERY_CACHE_DB, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => {
      const db = request.result
      // Another tab deleting or upgrading the database: let it, reopen on next use.
      db.onversionchange = () => {
        db.close()
        opening = null
      }
      resolve(db)
    }
    request.onerror = () => reject(request.error)
    request.onblocked = () => reject(new Error('IndexedDB bloqueado'))
  }).catch((error: unknown) => {
    opening = null
    throw error
  })
  return opening
}

async function run<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await database()
  return new Promise<T>((resolve, reject) => {
    const tx = db.transaction(STORE, mode)
    const request = act(tx.objectStore(STORE))
    tx.oncomplete = () => resolve(request.result)
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
}

/** The AsyncStorage the persister expects, on one IndexedDB object store. Failures read as "nothing saved". */
export const indexedDbStorage = {
  getItem: (key: string): Promise<string | null> =>
    run('readonly', (s) => s.get(key) as IDBRequest<string | undefined>).then(
      (v) => v ?? null,
      () => null,
    ),
  setItem: (key: string, value: string): Promise<void> =>
    run('readwrite', (s) => s.put(value, key)).then(() => undefined),
  removeItem: (key: string): Promise<void> =>
    run('readwrite', (s) => s.delete(key)).then(
      () => undefined,
      () => undefined,
    ),
}

/**
 * What was saved is what the user last saw, not what the server says now (a reload may come right after a
 * publish, before the throttled save caught the invalidation): restored queries show at once and, online,
 * refetch on mount; offline they keep showing.
 */
export function restoreAsSeen(saved: string): PersistedClient {
  const client = JSON.parse(saved) as PersistedClient
  for (const query of client.clientState.queries) query.state.isInvalidated = true
  return client
}

/**
 * How soon an answer is saved after it arrives. The library's default (1 s) lost the page a user saw just
 * before the connection dropped and the app was reloaded; a quarter second still coalesces a page's calls.
 */
const SAVE_THROTTLE_MS = 250

export const queryPersister = createAsyncStoragePersister({
  storage: typeof indexedDB === 'undefined' ? null : indexedDbStorage,
  key: QUERY_CACHE_KEY,
  deserialize: restoreAsSeen,
  throttleTime: SAVE_THROTTLE_MS,
})

/** Logout: nothing of the user's figures stays in this browser (also the old localStorage copy). */
export function clearPersistedQueries(): Promise<void> {
  window.localStorage.removeItem(QUERY_CACHE_KEY)
  return typeof indexedDB === 'undefined' ? Promise.resolve() : indexedDbStorage.removeItem(QUERY_CACHE_KEY)
}

// The cache used to live in localStorage: drop that copy, it is never read again.
window.localStorage.removeItem(QUERY_CACHE_KEY)
