import { createContext, type ReactNode, use, useContext, useEffect, useMemo } from 'react'
import type { SyncEngine } from './sync-engine'

type EngineLoader = {
  /** Starts loading the database's code (once) and answers the engine. */
  load: () => Promise<SyncEngine>
  /** The engine once loaded. */
  loaded: () => SyncEngine | undefined
}

const SyncContext = createContext<EngineLoader | null>(null)

/** Loads the user's local database (Dexie) and its sender on first need, once only. */
function engineLoader(userId: number): EngineLoader {
  let loading: Promise<SyncEngine> | undefined
  let engine: SyncEngine | undefined
  return {
    load: () => {
      loading ??= import('./sync-engine').then((m) => {
        engine = m.openSyncEngine(userId)
        return engine
      })
      return loading
    },
    loaded: () => engine,
  }
}

/**
 * Opens the user's local database and runs the outbox sender while the user is logged in. The database's code
 * loads after the first page has drawn (or when a component asks for it first).
 */
export function SyncProvider({
  userId,
  getToken,
  children,
}: {
  userId: number
  getToken: () => string | null
  children: ReactNode
}) {
  const loader = useMemo(() => engineLoader(userId), [userId])
  useEffect(() => {
    let stop: (() => void) | undefined
    let unmounted = false
    void loader.load().then((engine) => {
      if (!unmounted) stop = engine.start(getToken)
    })
    return () => {
      unmounted = true
      stop?.()
    }
  }, [loader, getToken])
  return <SyncContext.Provider value={loader}>{children}</SyncContext.Provider>
}

function useEngineLoader(): EngineLoader {
  const loader = useContext(SyncContext)
  if (!loader) throw new Error('useSync fora de SyncProvider')
  return loader
}

/** The local database and the sender's wake-up; suspends (Suspense) until the database's code has loaded. */
export function useSync(): Pick<SyncEngine, 'db' | 'kick'> {
  const loader = useEngineLoader()
  return loader.loaded() ?? use(loader.load())
}

/** The same without suspending: for an action (a click) that needs the database only when it happens. */
export function useSyncLater(): () => Promise<Pick<SyncEngine, 'db' | 'kick'>> {
  return useEngineLoader().load
}
