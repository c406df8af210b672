import { snackbarQueue } from './snackbar-queue'

/**
 * One place the app reports things to the user; the snackbar host renders `snackbarQueue`.
 * Anything (the API layer, mutations, pages) calls `notify`, never a UI component directly.
 */
export type NotifyColor = 'success' | 'danger' | 'warning' | 'info' | 'default'
export type NotifyMessage = { text: string; color?: NotifyColor; timeout?: number }

type Listener = (message: NotifyMessage) => void
const listeners = new Set<Listener>()

export function notify(message: NotifyMessage) {
  snackbarQueue.show(message)
  for (const listener of listeners) listener(message)
}

export function onNotify(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Reports an unexpected client error; the one error helper of the app. */
export function reportError(error: unknown, context?: string) {
  console.error(context ?? 'Erro', error)
}
