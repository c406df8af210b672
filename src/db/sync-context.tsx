import { createContext, type ReactNode, use, useContext, useEffect } from 'react'
import type { SyncEngine } from './sync-engine'

type EngineLoader = {
  /** Starts loading the database's code (once) and answers the engine. */
  load: () => Promise<SyncEngine>
}

const SyncContext = createContext<EngineLoader | null>(null)

const loaders = new Map<number, EngineLoader>()

/**
 * Loads the user's local database (Dexie) and its sender on first need, once per user and page (not per render:
 * a tree that suspends before its first commit renders again from scratch).
 */
function engineLoader(userId: number): EngineLoader {
  const known = loaders.get(userId)
  if (known) return known
  let loading: Promise<SyncEngine> | undefined
  const loader = {
    load: () => {
      if (!loading) {
        const promise = import('./sync-engine').then((m) => {
          const engine = m.openSyncEngine(userId)
          // React's use() reads a settled promise's status and value, so it answers without suspending again.
          Object.assign(promise, { status: 'fulfilled', value: engine })
          return engine
        })
        loading = promise
      }
      return loading
    },
  }
  loaders.set(userId, loader)
  return loader
}

/**
 * Opens the user's local database and runs the outbox sender while the user is logged in, from `run` on (the
 * layout waits for the first page; a component that needs the database earlier loads it itself).
 */
export function SyncProvider({
  userId,
  getToken,
  run,
  children,
}: {
  userId: number
  getToken: () => string | null
  run: boolean
  children: ReactNode
}) {
  const loader = engineLoader(userId)
  useEffect(() => {
    if (!run) return
    let stop: (() => void) | undefined
    let unmounted = false
    void loader.load().then((engine) => {
      if (!unmounted) stop = engine.start(getToken)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [loader, getToken, run])
  return <SyncContext.Provider value={loader}>{children}</SyncContext.Provider>
}

/** Starts loading the user's local database now: a lazy part that awaits it too then draws without suspending. */
export const preloadSyncEngine = (userId: number) => engineLoader(userId).load()

function useEngineLoader(): EngineLoader {
  const loader = useContext(SyncContext)
  if (!loader) throw new Error('useSync fora de SyncProvider')
  return loader
}

/** The local database and the sender's wake-up; suspends (Suspense) until the database's code has loaded. */
export function useSync(): Pick<SyncEngine, 'db' | 'kick'> {
  return use(useEngineLoader().load())
}

/** The same without suspending: for an action (a click) that needs the database only when it happens. */
export function useSyncLater(): () => Promise<Pick<SyncEngine, 'db' | 'kick'>> {
  return useEngineLoader().load
}
