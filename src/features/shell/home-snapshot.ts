import type { AnyRouter } from '@tanstack/react-router'
import type { CurrentUser } from '@/contracts/session'
import { homeOfficeId } from '@/features/offices/office-store'
import { sessionStore } from '@/features/session/session-store'
import { createLocalStore } from '@/lib/local-store'
import { APP_SHOWN_MARK, COVER_ID, SNAPSHOT_KEY } from './home-snapshot-ids'

/**
 * The home page as this user last saw it, kept as HTML when they leave it (another page, the app sent to the
 * background or closed) and drawn the moment the next visit to home starts, before React and the router have loaded:
 * on a mid-range phone the live home takes ~1.7 s even with everything cached, the picture ~0.6 s. It is only a
 * picture: inert (no focus, no clicks, hidden from assistive technology), only for the same user and office, replaced
 * as soon as the router has drawn the live page, and forgotten at logout or when the session ends (401). It is for opening the app (the installed app
 * launched, a new tab): a reload or an address typed in a tab already running the app asks for the page anew and gets
 * none. Putting stored HTML back is safe here: it is this app's own rendered DOM, read back by this origin
 * only, and the CSP runs no inline script or handler.
 */

/** Bigger pages are not kept: localStorage is small and shared with the session and settings. */
const SNAPSHOT_MAX_CHARS = 400_000
/** The live page replaces the picture at the latest after this long, whatever happens. */
const COVER_MAX_MS = 10_000

type HomeSnapshot = { user: number; office: number | null; style: string; html: string }

/** The app's landing page (the installed app starts at /admin/). */
export const isHome = (pathname: string) => /^\/admin\/?(home\/?)?$/.test(pathname)

const officeOf = (user: CurrentUser) => homeOfficeId(user) ?? null

const snapshotStore = createLocalStore<HomeSnapshot | null>(SNAPSHOT_KEY, null)

const OPENED_KEY = 'aawz:tab-opened'

/** Notes that this tab has loaded the app: true the first time (the app being opened), false on later loads. */
export function openingTab(): boolean {
  try {
    if (sessionStorage.getItem(OPENED_KEY) !== null) return false
    sessionStorage.setItem(OPENED_KEY, '1')
    return true
  } catch {
    return false
  }
}

/** Draws the kept picture of home over the still empty app, when it is this user's and office's. */
export function showHomeSnapshot(user: CurrentUser, pathname: string) {
  if (!isHome(pathname)) return
  const kept = snapshotStore.get()
  if (typeof kept?.html !== 'string' || kept.user !== user.id_interno || kept.office !== officeOf(user)) return
  const cover = document.createElement('div')
  cover.id = COVER_ID
  cover.inert = true
  // The office's colours were CSS variables on <html>, which the live app sets again once it has the theme.
  cover.style.cssText = `${kept.style};position:fixed;inset:0;z-index:100;overflow:hidden;background:var(--background)`
  cover.innerHTML = kept.html
  document.body.append(cover)
  setTimeout(dropHomeSnapshot, COVER_MAX_MS)
}

export function dropHomeSnapshot() {
  const cover = document.getElementById(COVER_ID)
  if (!cover) return
  cover.remove()
  performance.mark(APP_SHOWN_MARK)
}

function keepHomeSnapshot(router: AnyRouter) {
  const user = sessionStore.get()
  const root = document.getElementById('root')
  // Home still loading or failed is not worth drawing again; nor is the picture itself.
  const { status, matches } = router.state
  const settled = status === 'idle' && matches.length > 0 && matches.every((m) => m.status === 'success')
  if (!user || !root?.firstElementChild || !settled || document.getElementById(COVER_ID)) return
  if (!isHome(window.location.pathname)) return
  const html = root.innerHTML
  if (html.length > SNAPSHOT_MAX_CHARS) return forgetHomeSnapshot()
  const kept: HomeSnapshot = {
    user: user.id_interno,
    office: officeOf(user),
    style: document.documentElement.getAttribute('style') ?? '',
    html,
  }
  try {
    snapshotStore.set(kept)
  } catch {
    forgetHomeSnapshot()
  }
}

/**
 * Keeps home when the user leaves it for another page, sends the app to the background or leaves it (phones close
 * apps in the background without warning), and swaps the picture for the live page two frames after the router first
 * drew it (so the live page is painted underneath first).
 */
export function keepHomeSnapshots(router: AnyRouter) {
  const stop = router.subscribe('onRendered', () => {
    stop()
    requestAnimationFrame(() => requestAnimationFrame(dropHomeSnapshot))
  })
  router.subscribe('onBeforeNavigate', (event) => {
    // The router's first navigation (the app starting) leaves no page.
    if (event.fromLocation && event.pathChanged) keepHomeSnapshot(router)
  })
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') keepHomeSnapshot(router)
  })
  window.addEventListener('pagehide', () => keepHomeSnapshot(router))
}

export const forgetHomeSnapshot = () => snapshotStore.clear()
