import './styles/app.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { persistQueryClientRestore, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client'
import { createRouter, isNotFound, isRedirect, RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { reloadOnceOnChunkError } from './features/pwa/chunk-reload'
import { registerServiceWorkerAfterFirstPage } from './features/pwa/service-worker'
import { sendPendingLogouts } from './features/session/pending-logouts'
import { getToken, sessionStore } from './features/session/session-store'
import { setupErrorReporting } from './features/shell/error-reporting'
import { watchFirstPage } from './features/shell/first-page'
import { forgetHomeSnapshot, keepHomeSnapshots } from './features/shell/home-snapshot'
import { PendingPage, RouteErrorPage } from './features/shell/page-states'
import { configureApiClient } from './lib/api/client'
import { onBackOnline } from './lib/online'
import { createQueryClient } from './lib/query-client'
import { QUERY_CACHE_MAX_AGE_MS, queryPersister } from './lib/query-persistence'
import { routeTree } from './routeTree.gen'

const queryClient = createQueryClient()
// The answers saved in this browser are read before the first route's checks run (they await `restored`), so a
// repeat visit draws from them at once and refreshes in the background instead of waiting on the network.
const persistence = { queryClient, persister: queryPersister, maxAge: QUERY_CACHE_MAX_AGE_MS }
const restored = persistQueryClientRestore(persistence).catch(() => undefined)
void restored.then(() => persistQueryClientSubscribe(persistence))

const router = createRouter({
  routeTree,
  basepath: '/admin',
  context: { queryClient, restored },
  defaultPreload: 'intent',
  defaultPendingMs: 400,
  defaultPendingMinMs: 200,
  defaultPendingComponent: PendingPage,
  defaultErrorComponent: RouteErrorPage,
  scrollRestoration: true,
})

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router
  }
}

const reportError = setupErrorReporting()

configureApiClient({
  getToken,
  onServerError: (status, method, path) => reportError('http', `${method} ${path} respondeu ${status}`, status),
  onUnauthorized: () => {
    // §8: a 401 on any request logs the user out and sends them to the admin login page.
    sessionStore.clear()
    queryClient.clear()
    forgetHomeSnapshot()
    if (!router.state.location.pathname.startsWith('/login')) {
      void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
    }
  },
})

watchFirstPage(router, queryClient)
keepHomeSnapshots(router)
registerServiceWorkerAfterFirstPage()
// Sessions closed while offline are revoked on the server as soon as it can be reached.
void sendPendingLogouts()
onBackOnline(() => void sendPendingLogouts())
// A notification click in the service worker opens its route in this tab.
navigator.serviceWorker?.addEventListener('message', (event) => {
  const rota = (event.data as { type?: string; rota?: unknown })?.rota
  if (event.data?.type === 'open-route' && typeof rota === 'string' && rota.startsWith('/'))
    void router.navigate({ href: rota })
})
window.addEventListener('vite:preloadError', (event) => {
  if (reloadOnceOnChunkError()) event.preventDefault()
})

// Errors a route's error view caught never reach window.onerror: React hands them over here (not the router's
// own not-found and redirect signals, which travel the same way).
const onCaughtError = (error: unknown) => {
  if (!isNotFound(error) && !isRedirect(error)) reportError('erro', error)
}
createRoot(document.getElementById('root')!, { onCaughtError }).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)
