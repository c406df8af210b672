import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister'

/** Small server state (office list, home figures, notifications) survives a reload and works offline. */
export const queryPersister = createSyncStoragePersister({ storage: window.localStorage, key: 'aawz:consultas' })
export const QUERY_CACHE_MAX_AGE_MS = 24 * 3_600_000

export function clearPersistedQueries() {
  window.localStorage.removeItem('aawz:consultas')
}
