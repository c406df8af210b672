import { reportUnauthorized } from '@/lib/api/client'
import { type AppDatabase, userDatabase } from './database'
import { requestBackgroundSync, startSyncRunner } from './sync-runner'

/** The user's local database and outbox sender: the part of the sync that needs Dexie. */
export type SyncEngine = {
  db: AppDatabase
  /** Wakes the sender (after a write) and asks the service worker for a Background Sync. */
  kick: () => void
  /** Runs the sender until the returned stop is called. */
  start: (getToken: () => string | null) => () => void
}

export function openSyncEngine(userId: number): SyncEngine {
  let runner: ReturnType<typeof startSyncRunner> | undefined
  return {
    // The user's open database: a new one after a logout deleted it or another user's opened meanwhile.
    get db() {
      return userDatabase(userId)
    },
    kick: () => {
      void runner?.kick()
      void requestBackgroundSync()
    },
    start: (getToken) => {
      const started = startSyncRunner({ db: userDatabase(userId), getToken, onUnauthorized: reportUnauthorized })
      runner = started
      return () => {
        started.stop()
        if (runner === started) runner = undefined
      }
    },
  }
}
