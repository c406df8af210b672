import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react'
import { isOnline, whenOnline } from '@/lib/online'

/**
 * A module load that failed offline (a first visit, before the service worker has cached the app) waits for the
 * connection and tries again, instead of failing the page; online the failure stands (§8 chunk-load error).
 */
export function retryWhenOnline<T>(load: () => Promise<T>): Promise<T> {
  return load().catch((error: unknown) => {
    if (isOnline()) throw error
    return whenOnline().then(() => retryWhenOnline(load))
  })
}

/** A component of a module that loads on first render (React.lazy for a named export). */
export const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => retryWhenOnline(load).then((component) => ({ default: component })))

/**
 * Renders a lazy dialog from its first opening on, not with the page that offers it (forms and their
 * validation stay out of the first load). Once loaded it stays mounted, so closing animates and returns focus
 * like any other dialog.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open)
  if (open && !opened) setOpened(true)
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null
}

/** A module part loaded once, on first need; `get` answers it synchronously once loaded. */
export function loadOnce<T>(load: () => Promise<T>) {
  let loading: Promise<T> | undefined
  let value: T | undefined
  return {
    get: () => value,
    load: () => {
      loading ??= load().then((loaded) => {
        value = loaded
        return loaded
      })
      return loading
    },
  }
}

/**
 * The part once loaded (undefined until then), without Suspense: React holds a Suspense boundary's content back
 * for up to 300 ms after its fallback showed, which a part read from the service worker's cache in a few
 * milliseconds (the offline home's notes) would pay on every start.
 */
export function useLoaded<T>(part: ReturnType<typeof loadOnce<T>>): T | undefined {
  const [, setLoaded] = useState(false)
  const [error, setError] = useState<unknown>()
  if (error) throw error
  const value = part.get()
  useEffect(() => {
    if (value === undefined) part.load().then(() => setLoaded(true), setError)
  }, [part, value])
  return value
}
