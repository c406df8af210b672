import { useSyncExternalStore } from 'react'

/**
 * A small value kept in localStorage and shared by every component that reads it (and by other tabs).
 * Bad stored JSON falls back to the initial value.
 */
export function createLocalStore<T>(key: string, initial: T) {
  const listeners = new Set<() => void>()
  let cached: { raw: string | null; value: T } | undefined

  const read = (): T => {
    const raw = localStorage.getItem(key)
    if (cached && cached.raw === raw) return cached.value
    let value = initial
    if (raw !== null) {
      try {
        value = JSON.parse(raw) as T
      } catch {
        value = initial
      }
    }
    cached = { raw, value }
    return value
  }
  const emit = () => {
    for (const l of listeners) l()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    const onStorage = (e: StorageEvent) => {
      if (e.key === key) listener()
    }
    window.addEventListener('storage', onStorage)
    return () => {
      listeners.delete(listener)
      window.removeEventListener('storage', onStorage)
    }
  }
  return {
    get: read,
    set(value: T | ((prev: T) => T)) {
      const next = typeof value === 'function' ? (value as (prev: T) => T)(read()) : value
      if (next === null || next === undefined) localStorage.removeItem(key)
      else localStorage.setItem(key, JSON.stringify(next))
      emit()
    },
    clear() {
      localStorage.removeItem(key)
      emit()
    },
    use: () => useSyncExternalStore(subscribe, read, () => initial),
  }
}
