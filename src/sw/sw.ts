/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core'
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> }

declare const __APP_RELEASE__: string

// The shell and every route chunk, so the app opens without a connection.
const precached = self.__WB_MANIFEST
precacheAndRoute(precached)
cleanupOutdatedCaches()
// The first install takes the open tabs at once; later versions wait for 'Atualizar' (prompt mode).
clientsClaim()

// Every /admin/* navigation is the single-page app; API paths are never handled here.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/static/vue-interno/index.html'), { allowlist: [/^\/admin(\/|$)/] }),
)

/** /versoes asks which build this worker serves: its release and the revision of the shell it precached. */
const versionOf = () => ({
  release: __APP_RELEASE__,
  shell:
    precached.flatMap((e) => (typeof e !== 'string' && e.url.endsWith('index.html') ? [e.revision] : []))[0] ?? null,
})

self.addEventListener('message', (event) => {
  if (event.data?.type === 'SKIP_WAITING') void self.skipWaiting()
  if (event.data?.type === 'VERSAO') event.ports[0]?.postMessage(versionOf())
})

// Background Sync: wake the page's outbox sender when the connection returns.
self.addEventListener('sync', (event: Event & { tag?: string; waitUntil?: (p: Promise<unknown>) => void }) => {
  if (event.tag !== 'outbox') return
  event.waitUntil?.(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      for (const w of windows) w.postMessage({ type: 'outbox-sync' })
    }),
  )
})

type PushPayload = { titulo?: string; corpo?: string; rota?: string | null; tipo?: string }

self.addEventListener('push', (event) => {
  let payload: PushPayload = {}
  try {
    payload = event.data?.json() ?? {}
  } catch {
    payload = { corpo: event.data?.text() }
  }
  event.waitUntil(
    self.registration.showNotification(payload.titulo ?? 'Nova notificação', {
      body: payload.corpo ?? '',
      icon: '/static/vue-interno/icons/icon-192.png',
      badge: '/static/vue-interno/icons/icon-192.png',
      data: { rota: payload.rota ?? '/home' },
      tag: payload.tipo,
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const rota = (event.notification.data as { rota?: string } | null)?.rota ?? '/home'
  // The work starts before waitUntil, so it also runs for a notification click dispatched by a test.
  const opening = (async () => {
    const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
    const existing = windows.find((w) => new URL(w.url).pathname.startsWith('/admin'))
    if (existing) {
      // The open app moves to the route itself (no reload), then comes to the front.
      existing.postMessage({ type: 'open-route', rota })
      await existing.focus().catch(() => undefined)
    } else {
      await self.clients.openWindow(new URL(`/admin${rota}`, self.location.origin).href)
    }
  })()
  event.waitUntil(opening)
})
