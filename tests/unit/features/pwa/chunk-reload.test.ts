import { afterEach, describe, expect, it, vi } from 'vitest'
import { reloadOnceOnChunkError } from '@/features/pwa/chunk-reload'

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('reload after a chunk failed to load (§8)', () => {
  it('reloads once per session online; a second failure shows the error view instead', () => {
    const reload = vi.fn()
    expect(reloadOnceOnChunkError(reload)).toBe(true)
    expect(reloadOnceOnChunkError(reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('does not reload offline, and keeps the one reload for when the connection is back', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    expect(reloadOnceOnChunkError(reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    onLine.mockReturnValue(true)
    expect(reloadOnceOnChunkError(reload)).toBe(true)
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
