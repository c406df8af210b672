import { useSyncExternalStore } from 'react'

/**
 * Whether the app can reach its server. `navigator.onLine` is right when it says offline, not always when it says
 * online: a page opened from the service worker without a connection, a Wi-Fi without internet, a captive portal.
 * So a call to the server that fails at the network level also counts as offline, until the server answers again;
 * meanwhile, while the browser claims a connection, the server is asked every few seconds (GET /healthz).
 */
const PROBE_MS = 3_000
const PROBE_URL = '/healthz'

let unreachable = false
let probeTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

// Node (benches, tests) has no navigator, or one without onLine (22+).
const browserOnline = () => globalThis.navigator?.onLine !== false

export const isOnline = (): boolean => browserOnline() && !unreachable

function setUnreachable(next: boolean) {
  if (unreachable === next) return
  unreachable = next
  if (next) scheduleProbe()
  else {
    clearTimeout(probeTimer)
    probeTimer = undefined
  }
  emit()
}

function scheduleProbe() {
  if (typeof window === 'undefined' || probeTimer !== undefined) return
  probeTimer = setTimeout(() => {
    probeTimer = undefined
    void probe()
  }, PROBE_MS)
}

async function probe() {
  if (!unreachable) return
  // The browser knows it has no connection: its 'online' event will say when to ask again.
  if (!browserOnline()) return
  try {
    await fetch(new URL(PROBE_URL, window.location.origin), { cache: 'no-store' })
    setUnreachable(false)
  } catch {
    scheduleProbe()
  }
}

/** A call to the server got an answer (any status): the server is reachable. */
export const reportServerAnswered = (): void => setUnreachable(false)

/** A call to the server failed at the network level (no answer at all): offline until the server answers. */
export const reportServerUnreachable = (): void => setUnreachable(true)

/**
 * Awaits a `fetch` to the server and tells the online state what happened: an answer (any status) means reachable;
 * a network failure (the TypeError fetch throws; not an abort or a timeout) means unreachable. Throws as fetch does.
 */
export async function trackReach(call: Promise<Response>): Promise<Response> {
  try {
    const response = await call
    reportServerAnswered()
    return response
  } catch (error) {
    if (error instanceof TypeError) reportServerUnreachable()
    throw error
  }
}

const emit = () => {
  for (const listener of listeners) listener()
}

let watchingBrowser = false
/** The browser's own 'online' and 'offline' events, watched once for every listener. */
function watchBrowser() {
  if (watchingBrowser) return
  watchingBrowser = true
  window.addEventListener('offline', emit)
  window.addEventListener('online', () => {
    emit()
    void probe()
  })
}

/** Calls `listener` whenever the app's online state may have changed (read it with `isOnline`). */
export function subscribeOnline(listener: () => void): () => void {
  watchBrowser()
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Calls `callback` each time the app goes from offline to online. */
export function onBackOnline(callback: () => void): () => void {
  let online = isOnline()
  return subscribeOnline(() => {
    const now = isOnline()
    if (now && !online) callback()
    online = now
  })
}

/** Resolves the next time the app is online (at once when it is). */
export const whenOnline = (): Promise<void> =>
  isOnline()
    ? Promise.resolve()
    : new Promise((resolve) => {
        const stop = onBackOnline(() => {
          stop()
          resolve()
        })
      })

/** Whether the app can reach its server, re-rendering when that changes. */
export const useOnline = () => useSyncExternalStore(subscribeOnline, isOnline, () => true)
