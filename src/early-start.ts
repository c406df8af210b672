// A second entry script, run before the main one (index.html lists it first): it is a few kB, so it runs about
// as soon as the page arrives, while the main entry (React, the router) is still downloading. For a signed-in
// user it starts the layout's and the landing page's code and the first calls they make; the router later asks
// for the same modules and `request` takes these answers (lib/api/early-gets.ts). Failures are left to them.
import { paths } from './contracts/paths'
import type { CurrentUser } from './contracts/session'
import { homeOfficeId, themeOfficeId } from './features/offices/office-store'
import { sessionStore } from './features/session/session-store'
import { isHome, openingTab, showHomeSnapshot } from './features/shell/home-snapshot'
import { startEarlyGet } from './lib/api/early-gets'

/** The calls the layout (session check, theme, permissions) and, on home, the page make first. */
function firstReads(user: CurrentUser, pathname: string): string[] {
  const reads = [paths.validateSession, paths.theme(themeOfficeId(user))]
  if (!user.IS_EQUIPE && user.escritorio) reads.push(paths.officePermission(user.escritorio.id))
  const office = homeOfficeId(user)
  if (isHome(pathname) && !user.IS_CLIENTE && office !== undefined) reads.push(paths.officeOverview(office))
  return reads
}

function startEarly(pathname: string, opening: boolean) {
  const user = sessionStore.get()
  if (!user || user.parametrizar || !pathname.startsWith('/admin') || pathname.startsWith('/admin/login')) return
  if (opening) showHomeSnapshot(user, pathname)
  for (const path of firstReads(user, pathname)) startEarlyGet(path, user.token)
  const ignore = () => undefined
  void import('./features/shell/app-layout').catch(ignore)
  // The answers' contracts, which the calls above load beside them.
  void import('./contracts/theme').catch(ignore)
  if (!user.IS_EQUIPE) void import('./contracts/access').catch(ignore)
  if (isHome(pathname)) {
    void import('./features/home/home-page').catch(ignore)
    void import('./contracts/office-overview').catch(ignore)
  }
}

startEarly(window.location.pathname, openingTab())
