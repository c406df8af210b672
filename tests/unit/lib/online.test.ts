import { afterEach, describe, expect, it, vi } from 'vitest'
import { request } from '@/lib/api/client'
import { fetchFile } from '@/lib/api/download'
import { isOnline, onBackOnline, reportServerAnswered, subscribeOnline } from '@/lib/online'
import { createQueryClient, whileOnline } from '@/lib/query-client'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  reportServerAnswered()
})

const networkFailure = (_url?: unknown): Promise<Response> => Promise.reject(new TypeError('Failed to fetch'))
const answer = (status: number) => Promise.resolve(new Response('{}', { status }))

describe('the app is offline when the browser says so, or when the server cannot be reached', () => {
  it('a call that fails at the network level makes the app offline while the browser still claims a connection', async () => {
    const changes = vi.fn()
    const stop = subscribeOnline(changes)
    vi.stubGlobal('fetch', vi.fn(networkFailure))
    await expect(request('GET', '/v2/api/notifications')).rejects.toMatchObject({ status: 0 })
    expect(navigator.onLine).toBe(true)
    expect(isOnline()).toBe(false)
    expect(changes).toHaveBeenCalledTimes(1)
    stop()
  })

  it('any answer of the server, even an error status, makes it online again', async () => {
    vi.stubGlobal('fetch', vi.fn(networkFailure))
    await expect(request('GET', '/v2/api/notifications')).rejects.toMatchObject({ status: 0 })
    const back = vi.fn()
    const stop = onBackOnline(back)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(503)),
    )
    await expect(request('GET', '/v2/api/notifications')).rejects.toMatchObject({ status: 503 })
    expect(isOnline()).toBe(true)
    expect(back).toHaveBeenCalledTimes(1)
    stop()
  })

  it('a call the page aborted does not count as offline', async () => {
    const controller = new AbortController()
    controller.abort()
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    )
    await expect(request('GET', '/v2/api/notifications', { signal: controller.signal })).rejects.toThrow()
    expect(isOnline()).toBe(true)
  })

  it('a file download that fails at the network level counts too, and its answer brings the app back', async () => {
    vi.stubGlobal('fetch', vi.fn(networkFailure))
    await expect(fetchFile('/v2/api/files/1', 'Não foi possível abrir o anexo.')).rejects.toMatchObject({
      status: 0,
      message: 'Não foi possível abrir o anexo.',
    })
    expect(isOnline()).toBe(false)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => answer(404)),
    )
    await expect(fetchFile('/v2/api/files/1', 'Não foi possível abrir o anexo.')).rejects.toMatchObject({ status: 404 })
    expect(isOnline()).toBe(true)
  })

  it('while unreachable, GET /healthz is asked every few seconds until the server answers', async () => {
    vi.useFakeTimers()
    const fetchSpy = vi.fn(networkFailure)
    vi.stubGlobal('fetch', fetchSpy)
    await expect(request('GET', '/v2/api/notifications')).rejects.toMatchObject({ status: 0 })
    const back = vi.fn()
    const stop = onBackOnline(back)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(String(fetchSpy.mock.calls.at(-1)?.[0])).toMatch(/\/healthz$/)
    expect(isOnline()).toBe(false)
    fetchSpy.mockImplementation(() => answer(200))
    await vi.advanceTimersByTimeAsync(3_000)
    expect(isOnline()).toBe(true)
    expect(back).toHaveBeenCalledTimes(1)
    expect(fetchSpy).toHaveBeenCalledTimes(3)
    stop()
  })

  it('with the browser offline it does not ask; its online event does, at once', async () => {
    vi.useFakeTimers()
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const fetchSpy = vi.fn(networkFailure)
    vi.stubGlobal('fetch', fetchSpy)
    await expect(request('GET', '/v2/api/notifications')).rejects.toMatchObject({ status: 0 })
    const stop = subscribeOnline(() => {})
    await vi.advanceTimersByTimeAsync(10_000)
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    fetchSpy.mockImplementation(() => answer(200))
    onLine.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    await vi.advanceTimersByTimeAsync(0)
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(isOnline()).toBe(true)
    stop()
  })
})

describe('a route loader waits for its data only while online', () => {
  it('resolves with the answer online, and at once with nothing when the app goes offline meanwhile', async () => {
    createQueryClient()
    await expect(whileOnline(Promise.resolve('DRE'))).resolves.toBe('DRE')
    // A query paused offline never settles: going offline must release the navigation.
    const paused = whileOnline(new Promise<string>(() => {}))
    vi.stubGlobal('fetch', vi.fn(networkFailure))
    await expect(request('GET', '/v2/api/notifications')).rejects.toMatchObject({ status: 0 })
    await expect(paused).resolves.toBeUndefined()
    await expect(whileOnline(Promise.resolve('DRE'))).resolves.toBeUndefined()
  })
})
