// Framework-free snackbar queues of SPEC §4; a React hook subscribes to them.

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

// Looked up on each call so that fake timers installed after creation are honoured.
const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
}

export const SNACKBAR_TIMEOUT_MS = 8000
export const SNACKBAR_QUEUED_TIMEOUT_MS = 4000
export const SNACKBAR_GAP_MS = 200
export const BIG_SNACKBAR_TIMEOUT_MS = 4000

export type SnackbarInput = {
  text: string
  color?: string
  /** Milliseconds on screen; 0 or less stays until closed. Default 8 s, or 4 s when it had to wait. */
  timeout?: number
  button?: { text: string; callback: () => void }
  action?: () => void
}

export type Snackbar = SnackbarInput & { id: number; timeout: number }

export type SnackbarState = { current: Snackbar | null; queue: readonly Snackbar[] }

type Listener<T> = (state: T) => void

const createEmitter = <T>(read: () => T) => {
  const listeners = new Set<Listener<T>>()
  return {
    emit: () => {
      const state = read()
      for (const listener of listeners) listener(state)
    },
    subscribe: (listener: Listener<T>): (() => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/**
 * One snackbar at a time. A snackbar shown while another is visible waits in the queue (default 4 s on
 * screen instead of 8 s) and appears 200 ms after the visible one closes.
 */
export const createSnackbarQueue = (timers: Timers = globalTimers) => {
  let current: Snackbar | null = null
  let queue: Snackbar[] = []
  let nextId = 1
  let hideTimer: unknown = null
  let gapTimer: unknown = null
  let state: SnackbarState = { current, queue }
  const emitter = createEmitter(() => state)

  const update = () => {
    state = { current, queue }
    emitter.emit()
  }

  const present = (snackbar: Snackbar) => {
    current = snackbar
    if (snackbar.timeout > 0) hideTimer = timers.setTimeout(() => close(snackbar.id), snackbar.timeout)
  }

  const showNext = () => {
    gapTimer = null
    const [next, ...rest] = queue
    if (!next) return
    queue = rest
    present(next)
    update()
  }

  const close = (id?: number): void => {
    if (!current || (id !== undefined && current.id !== id)) {
      if (id !== undefined && queue.some((item) => item.id === id)) {
        queue = queue.filter((item) => item.id !== id)
        update()
      }
      return
    }
    if (hideTimer !== null) timers.clearTimeout(hideTimer)
    hideTimer = null
    current = null
    if (queue.length > 0) gapTimer = timers.setTimeout(showNext, SNACKBAR_GAP_MS)
    update()
  }

  const show = (input: SnackbarInput): number => {
    const busy = current !== null || gapTimer !== null || queue.length > 0
    const timeout = input.timeout ?? (busy ? SNACKBAR_QUEUED_TIMEOUT_MS : SNACKBAR_TIMEOUT_MS)
    const snackbar: Snackbar = { ...input, id: nextId++, timeout }
    if (busy) queue = [...queue, snackbar]
    else present(snackbar)
    update()
    return snackbar.id
  }

  const clear = (): void => {
    if (hideTimer !== null) timers.clearTimeout(hideTimer)
    if (gapTimer !== null) timers.clearTimeout(gapTimer)
    hideTimer = null
    gapTimer = null
    current = null
    queue = []
    update()
  }

  return { show, close, clear, getState: (): SnackbarState => state, subscribe: emitter.subscribe }
}

export type SnackbarQueue = ReturnType<typeof createSnackbarQueue>

export type BigSnackbarStatus = 'success' | 'default' | 'danger' | 'warning'

export type BigSnackbarInput = {
  text: string
  status?: BigSnackbarStatus
  /** Milliseconds on screen once at the head of the queue; 0 or less stays until dismissed. Default 4000. */
  timeout?: number
  /** Whether a close button is shown. Default true. */
  close?: boolean
}

export type BigSnackbar = Required<BigSnackbarInput> & { id: number }

/**
 * Big snackbars are shown in order, the first of the queue at a time. An item with no text is ignored.
 * Dismissing (or its time-out) removes the first; the next one then starts its own time-out.
 */
export const createBigSnackbarQueue = (timers: Timers = globalTimers) => {
  let items: readonly BigSnackbar[] = []
  let nextId = 1
  let headTimer: unknown = null
  const emitter = createEmitter(() => items)

  const armHead = () => {
    const head = items[0]
    if (!head || head.timeout <= 0) return
    headTimer = timers.setTimeout(() => dismiss(head.id), head.timeout)
  }

  const dismiss = (id?: number): void => {
    const head = items[0]
    if (!head || (id !== undefined && head.id !== id)) return
    if (headTimer !== null) timers.clearTimeout(headTimer)
    headTimer = null
    items = items.slice(1)
    armHead()
    emitter.emit()
  }

  const push = (input: BigSnackbarInput): number | null => {
    if (!input.text?.trim()) return null
    const item: BigSnackbar = {
      text: input.text,
      status: input.status ?? 'default',
      timeout: input.timeout ?? BIG_SNACKBAR_TIMEOUT_MS,
      close: input.close ?? true,
      id: nextId++,
    }
    items = [...items, item]
    if (items.length === 1) armHead()
    emitter.emit()
    return item.id
  }

  const clear = (): void => {
    if (headTimer !== null) timers.clearTimeout(headTimer)
    headTimer = null
    items = []
    emitter.emit()
  }

  return {
    push,
    dismiss,
    clear,
    getState: (): readonly BigSnackbar[] => items,
    subscribe: emitter.subscribe,
  }
}

export type BigSnackbarQueue = ReturnType<typeof createBigSnackbarQueue>

/** The app's queues. */
export const snackbarQueue = createSnackbarQueue()
export const bigSnackbarQueue = createBigSnackbarQueue()
