import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import '../../src/contracts/zod-locale'
import { cleanup } from '@testing-library/react'
import { afterAll, vi } from 'vitest'

// The files of a worker share one jsdom and their imported modules (isolate: false in vitest.config.ts): each file
// starts with real timers and empty storage, and leaves nothing mounted for the next one. A few files run in node.
vi.useRealTimers()
if (typeof window !== 'undefined') {
  localStorage.clear()
  sessionStorage.clear()
  afterAll(() => {
    cleanup()
    document.body.innerHTML = ''
  })
}
