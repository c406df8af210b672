import { useMatches } from '@tanstack/react-router'

declare module '@tanstack/react-router' {
  /** §2 Shell: "some routes can hide navigation or show the current client" — set in a route's `staticData`. */
  interface StaticDataRouteOption {
    /** Full screen: no left drawer and no top-bar navigation; a 'Voltar' button leads back. */
    hideNavigation?: boolean
    /** The top bar shows the current client (or that none is selected). */
    showClient?: boolean
  }
}

export type RouteFlags = { hideNavigation: boolean; showClient: boolean }

/** The flags of the matched routes: a parent's flag holds for its children. */
export function useRouteFlags(): RouteFlags {
  const matches = useMatches()
  return {
    hideNavigation: matches.some((m) => m.staticData?.hideNavigation === true),
    showClient: matches.some((m) => m.staticData?.showClient === true),
  }
}
