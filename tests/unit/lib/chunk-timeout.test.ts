import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, withChunkTimeout } from '@/lib/chunk-timeout'

afterEach(() => vi.useRealTimers())

describe('chunk load timeout (§9: 120 s)', () => {
  it('a chunk that never arrives fails after 120 s as a ChunkLoadError, not before', async () => {
    vi.useFakeTimers()
    const outcome = withChunkTimeout(new Promise(() => {})).then(
      () => 'loaded',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    const early = await Promise.race([outcome, Promise.resolve('pending')])
    expect(early).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(ChunkLoadError)
    expect((error as Error).message).toMatch(/^ChunkLoadError/)
  })

  it('a chunk that loads in time is answered as it is, and its own failure passes through', async () => {
    await expect(withChunkTimeout(Promise.resolve({ Page: 1 }))).resolves.toEqual({ Page: 1 })
    const failed = new TypeError('Failed to fetch dynamically imported module')
    await expect(withChunkTimeout(Promise.reject(failed))).rejects.toBe(failed)
  })
})
