import { useSyncExternalStore } from 'react'
import type { Workbox } from 'workbox-window'
import { afterFirstPage } from '../shell/first-page'

export const SW_URL = '/static/vue-interno/sw.js'
export const SW_SCOPE = '/admin/'

let workbox: Workbox | undefined
let updateWaiting = false
const listeners = new Set<() => void>()
const setUpdateWaiting = () => {
  updateWaiting = true
  for (const l of listeners) l()
}

/**
 * Registers the service worker (production builds only) and reports when a new version is waiting.
 * workbox-window loads on its own, after the shell.
 */
export async function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return
  const { Workbox } = await import('workbox-window')
  workbox = new Workbox(SW_URL, { scope: SW_SCOPE })
  workbox.addEventListener('waiting', setUpdateWaiting)
  // Only an update reloads the page; the first install takes control silently (clientsClaim).
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload()
  })
  // A browser that refuses the worker (a policy, some private modes) still runs the app, online only.
  workbox.register().catch(() => undefined)
}

/**
 * The service worker precaches every page of the app (~1.6 MB): on a phone's slow network that would compete
 * with the first page itself, so it registers once the first page has settled (drawn, its calls answered, idle).
 */
export function registerServiceWorkerAfterFirstPage() {
  afterFirstPage(() => void registerServiceWorker())
}

/** 'Atualizar': the waiting worker takes over and the page reloads on the new version. */
export function applyUpdate() {
  workbox?.messageSkipWaiting()
}

export const useUpdateAvailable = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l)
      return () => listeners.delete(l)
    },
    () => updateWaiting,
    () => false,
  )
