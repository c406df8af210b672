import { vi } from 'vitest'

/** jsdom has no ResizeObserver; Radix measures elements with it. Sizes do not matter in these tests. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  )
}
