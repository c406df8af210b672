import { useLiveQuery } from 'dexie-react-hooks'
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react'
import { reportUnauthorized } from '@/lib/api/client'
import { type AppDatabase, type OutboxEntry, userDatabase } from './database'
import { requestBackgroundSync, startSyncRunner } from './sync-runner'

type SyncContextValue = { db: AppDatabase; kick: () => void }
const SyncContext = createContext<SyncContextValue | null>(null)

/** Opens the user's local database and runs the outbox sender while the user is logged in. */
export function SyncProvider({
  userId,
  getToken,
  children,
}: {
  userId: number
  getToken: () => string | null
  children: ReactNode
}) {
  const db = useMemo(() => userDatabase(userId), [userId])
  const [runner, setRunner] = useState<ReturnType<typeof startSyncRunner>>()
  useEffect(() => {
    const started = startSyncRunner({ db, getToken, onUnauthorized: reportUnauthorized })
    setRunner(started)
    return () => started.stop()
  }, [db, getToken])
  const value = useMemo(
    () => ({
      db,
      kick: () => {
        void runner?.kick()
        void requestBackgroundSync()
      },
    }),
    [db, runner],
  )
  return <SyncContext.Provider value={value}>{children}</SyncContext.Provider>
}

export function useSync(): SyncContextValue {
  const value = useContext(SyncContext)
  if (!value) throw new Error('useSync fora de SyncProvider')
  return value
}

export function useOutboxEntries(): OutboxEntry[] {
  const { db } = useSync()
  return useLiveQuery(() => db.outbox.orderBy('seq').toArray(), [db]) ?? []
}
