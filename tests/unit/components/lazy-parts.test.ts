import { afterEach, describe, expect, it, vi } from 'vitest'
import { retryWhenOnline } from '@/components/lazy-parts'

afterEach(() => vi.restoreAllMocks())

const chunkError = () => new TypeError('Failed to fetch dynamically imported module: /static/vue-interno/assets/x.js')

describe('a lazy part whose module failed to load', () => {
  it('fails at once online, as a chunk-load error', async () => {
    const load = vi.fn().mockRejectedValue(chunkError())
    await expect(retryWhenOnline(load)).rejects.toThrow('dynamically imported module')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('offline waits for the connection and loads it then', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const load = vi.fn().mockRejectedValueOnce(chunkError()).mockResolvedValue('PendingEdits')
    const loaded = retryWhenOnline(load)
    let settled = false
    void loaded.finally(() => {
      settled = true
    })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(settled).toBe(false)
    expect(load).toHaveBeenCalledTimes(1)
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await expect(loaded).resolves.toBe('PendingEdits')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
