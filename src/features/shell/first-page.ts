import type { QueryClient } from '@tanstack/react-query'
import type { AnyRouter } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { isOnline } from '@/lib/online'

/** Longest wait for the first page's calls before what waits on it starts anyway. */
const FIRST_PAGE_WAIT_MS = 10_000

let settled = false
const listeners = new Set<() => void>()

/**
 * Notes when the first page is drawn, its calls have answered and the browser is idle. On a phone's slow network
 * and CPU, what the first page does not show waits until then (the service worker's precache, the local database
 * and what reads it) instead of competing with the page.
 */
export function watchFirstPage(router: AnyRouter, queryClient: QueryClient) {
  let done = false
  const go = () => {
    if (done) return
    done = true
    clearTimeout(timer)
    const settle = () => {
      settled = true
      for (const listener of listeners) listener()
    }
    // A busy page (a slow phone) may never be idle: a second at most. Offline there is no network to share.
    if (!isOnline()) settle()
    else if (window.requestIdleCallback) window.requestIdleCallback(settle, { timeout: 1_000 })
    else setTimeout(settle, 200)
  }
  const timer = setTimeout(go, FIRST_PAGE_WAIT_MS)
  // Offline there is no network to share: what reads the local database is all the page can show.
  if (!isOnline()) return go()
  const stopRendered = router.subscribe('onRendered', () => {
    stopRendered()
    const check = () => {
      if (queryClient.isFetching() > 0) return
      stopQueries()
      go()
    }
    const stopQueries = queryClient.getQueryCache().subscribe(check)
    check()
  })
}

/** Runs `callback` once the first page has settled (at once if it already has). */
export function afterFirstPage(callback: () => void) {
  if (settled) return callback()
  const once = () => {
    listeners.delete(once)
    callback()
  }
  listeners.add(once)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether the first page has settled (see watchFirstPage). */
export const useFirstPageSettled = () => useSyncExternalStore(subscribe, () => settled)
