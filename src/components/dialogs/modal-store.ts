import type { VariantProps } from 'class-variance-authority'
import type { buttonVariants } from '@/components/ui/button'

export type ModalButton = {
  text: string
  variant?: VariantProps<typeof buttonVariants>['variant']
  /** Extra classes, like the original's `class`. */
  class?: string
  /** Runs on click; the button shows a loading state until it settles, then the modal closes. */
  action?: () => unknown
}

export type ModalOptions = {
  title?: string
  subtitle?: string
  text?: string
  /** Rich text; sanitized with DOMPurify before it is shown. */
  html?: string
  buttons?: ModalButton[]
  /** Shows the close (X) button. Default true. */
  closable?: boolean
  /** Persistent: no close on outside click or Escape. Default false. */
  persistent?: boolean
}

export type OpenModal = ModalOptions & { id: number; resolve: () => void }

type Listener = () => void

let modals: readonly OpenModal[] = []
let nextId = 1
const listeners = new Set<Listener>()
const emit = () => {
  for (const listener of listeners) listener()
}

export const modalStore = {
  getState: (): readonly OpenModal[] => modals,
  subscribe: (listener: Listener): (() => void) => {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  close: (id: number): void => {
    const modal = modals.find((item) => item.id === id)
    if (!modal) return
    modals = modals.filter((item) => item.id !== id)
    emit()
    modal.resolve()
  },
}

/**
 * Opens the generic modal from anywhere (the ModalHost in the root route renders it).
 * The promise resolves when the modal closes, whichever way.
 */
export function openModal(options: ModalOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    modals = [...modals, { ...options, id: nextId++, resolve }]
    emit()
  })
}

/** Closes every open modal (e.g. on logout). */
export function closeAllModals(): void {
  for (const modal of modals) modalStore.close(modal.id)
}
