import { useSyncExternalStore } from 'react'

/** Whether a CSS media query matches now, following its changes (e.g. a phone turned sideways). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => false,
  )
}

/** Whether the screen reaches Tailwind's `sm` (640 px): long lists are tables from there on, cards on a phone. */
export const useSmScreen = (): boolean => useMediaQuery('(min-width: 640px)')
