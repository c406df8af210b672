import { sessionStore } from '../session/session-store'

/**
 * Whoever is signed in needs the layout's code, and on the landing page the home's: their download starts here,
 * the first thing the entry runs, instead of once the router has started (about a second later on a throttled
 * phone). The router then asks for the same modules and finds them on their way or loaded. A failure is left
 * to the router, which shows it with the page.
 */
export function startEarlyChunks(pathname: string) {
  const user = sessionStore.get()
  if (!user || user.parametrizar || !pathname.startsWith('/admin') || pathname.startsWith('/admin/login')) return
  void import('./app-layout').catch(() => undefined)
  if (/^\/admin\/?(home\/?)?$/.test(pathname)) void import('../home/home-page').catch(() => undefined)
}

startEarlyChunks(window.location.pathname)
