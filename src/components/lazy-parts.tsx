import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react'

/** A component of a module that loads on first render (React.lazy for a named export). */
export const lazyNamed = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(() => load().then((component) => ({ default: component })))

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
