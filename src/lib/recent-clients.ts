import { createLocalStore } from './local-store'

/** §4/§9: each non-client user keeps up to 10 recent clients. */
export const RECENT_CLIENTS_MAX = 10

export type RecentClients = { recent: readonly number[]; current: number | null }

export const EMPTY_RECENT_CLIENTS: RecentClients = { recent: [], current: null }

/** Selecting a client makes it current and moves it to the front, without duplicates, keeping at most `max`. */
export function selectRecentClient(state: RecentClients, clientId: number, max = RECENT_CLIENTS_MAX): RecentClients {
  const recent = [clientId, ...state.recent.filter((id) => id !== clientId)].slice(0, max)
  return { recent, current: clientId }
}

/**
 * When the client list is set, recent clients no longer in it are dropped, and a current client that
 * left the list falls back to the first recent one (or none).
 */
export function applyClientList(state: RecentClients, clientIds: Iterable<number>): RecentClients {
  const available = new Set(clientIds)
  const recent = state.recent.filter((id) => available.has(id))
  const current = state.current !== null && available.has(state.current) ? state.current : (recent[0] ?? null)
  return { recent, current }
}

type ByUser = Record<string, RecentClients>

const store = createLocalStore<ByUser>('aawz:recent-clients', {})

const update = (userId: number, change: (state: RecentClients) => RecentClients) =>
  store.set((all) => ({ ...all, [userId]: change(all[userId] ?? EMPTY_RECENT_CLIENTS) }))

export const recentClientsOf = (userId: number): RecentClients => store.get()[userId] ?? EMPTY_RECENT_CLIENTS

export const rememberClient = (userId: number, clientId: number): void =>
  update(userId, (state) => selectRecentClient(state, clientId))

export const syncClientList = (userId: number, clientIds: Iterable<number>): void =>
  update(userId, (state) => applyClientList(state, clientIds))

/** The recent clients of one user, re-rendering on change (also from other tabs). */
export function useRecentClients(userId: number): RecentClients {
  return store.use()[userId] ?? EMPTY_RECENT_CLIENTS
}
