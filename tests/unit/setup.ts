import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import '../../src/contracts/zod-locale'
import { cleanup } from '@testing-library/react'
import { afterAll, vi } from 'vitest'
import { reportServerAnswered } from '../../src/lib/online'

// The files of a worker share one jsdom and their imported modules (isolate: false in vitest.config.ts): each file
// starts with real timers, empty storage and the server reachable, and leaves nothing mounted for the next one. A few
// files run in node.
vi.useRealTimers()
reportServerAnswered()
if (typeof window !== 'undefined') {
  localStorage.clear()
  sessionStorage.clear()
  afterAll(() => {
    cleanup()
    document.body.innerHTML = ''
  })
}
