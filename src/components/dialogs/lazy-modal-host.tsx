import { Suspense, useRef, useSyncExternalStore } from 'react'
import { lazyNamed } from '../lazy-parts'
import { modalStore } from './modal-store'

const ModalHost = lazyNamed(() => import('./modal-host').then((m) => m.ModalHost))
const anyOpen = () => modalStore.getState().length > 0

/**
 * The ModalHost of the root route, loaded with the dialog code (and DOMPurify) when the first modal opens,
 * so the shell's first load does not carry them; it stays mounted afterwards.
 */
export function LazyModalHost() {
  const open = useSyncExternalStore(modalStore.subscribe, anyOpen, anyOpen)
  const used = useRef(false)
  used.current ||= open
  if (!used.current) return null
  return (
    <Suspense fallback={null}>
      <ModalHost />
    </Suspense>
  )
}
