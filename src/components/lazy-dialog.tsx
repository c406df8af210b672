import { type ComponentType, lazy, Suspense, useState } from 'react'

type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * A dialog whose code loads on its first opening, not with the page that offers it (forms and their
 * validation stay out of the first load). Once loaded it stays mounted, so closing animates and returns focus
 * like any other dialog.
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })))
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open)
    if (props.open && !opened) setOpened(true)
    if (!opened) return null
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    )
  }
}
