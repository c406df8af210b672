import { onBackOnline } from '../lib/online'
import { drainOutbox, recoverInterrupted, resetBackoff } from './sync'
import type { SyncDeps } from './sync-send'

const LOCK_NAME = 'aawz-outbox-sender'
const POLL_MS = 15_000

/**
 * Runs the outbox sender: at start, when the browser comes online, after each write (`kick`), on a timer
 * and when the service worker's Background Sync fires. Web Locks keep one sender per browser profile,
 * so two tabs never send the same entry at the same time.
 */
export function startSyncRunner(deps: SyncDeps) {
  let again = false
  let busy = false
  let retryTimer: ReturnType<typeof setTimeout> | undefined
  let stopped = false
  let backOnline = false

  const run = async () => {
    do {
      again = false
      // Backoffs earned offline are cut short here, between two sends, rather than when the connection returns:
      // an attempt sent offline may still be failing then, and would set its backoff after the cut.
      if (backOnline) {
        backOnline = false
        await resetBackoff(deps.db)
      }
      const result = await drainOutbox(deps)
      if (result === 'waiting') {
        clearTimeout(retryTimer)
        retryTimer = setTimeout(() => void kick(), 2_000)
      }
    } while (again && !stopped)
  }

  async function kick() {
    if (stopped) return
    if (busy) {
      again = true
      return
    }
    busy = true
    try {
      if (navigator.locks)
        await navigator.locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => lock && run())
      else await run()
    } finally {
      busy = false
    }
  }

  const onOnline = () => {
    backOnline = true
    void kick()
  }
  const onWorkerMessage = (event: MessageEvent) => {
    if (event.data?.type === 'outbox-sync') void kick()
  }
  const stopOnline = onBackOnline(onOnline)
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage)
  const poll = setInterval(() => void kick(), POLL_MS)
  void recoverInterrupted(deps.db).then(kick)

  return {
    kick,
    stop() {
      stopped = true
      clearInterval(poll)
      clearTimeout(retryTimer)
      stopOnline()
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage)
    },
  }
}

/** Asks the service worker to wake the sender when the connection returns, even if this tab is asleep. */
export async function requestBackgroundSync() {
  const registration = await navigator.serviceWorker?.getRegistration('/admin/')
  const sync = (
    registration as (ServiceWorkerRegistration & { sync?: { register: (tag: string) => Promise<void> } }) | undefined
  )?.sync
  await sync?.register('outbox').catch(() => undefined)
}
