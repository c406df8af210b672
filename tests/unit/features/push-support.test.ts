import { afterEach, describe, expect, it, vi } from 'vitest'
import { pushSupportError } from '@/features/notifications/push-subscription'

afterEach(() => vi.unstubAllGlobals())

describe('push capability (§8)', () => {
  it("says 'No Service Worker support!' without service workers", () => {
    expect('serviceWorker' in navigator).toBe(false) // jsdom has none
    expect(pushSupportError()).toBe('No Service Worker support!')
  })

  it("says 'No Push API Support!' with a service worker but no Push API, and nothing when both exist", () => {
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: {} })
    expect('PushManager' in window).toBe(false)
    expect(pushSupportError()).toBe('No Push API Support!')
    vi.stubGlobal('PushManager', class {})
    expect(pushSupportError()).toBeNull()
  })
})
