import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { api, configureApiClient } from '@/lib/api/client'
import { startEarlyGet } from '@/lib/api/early-gets'

const answer = (value: unknown) => new Response(JSON.stringify({ value }), { status: 200 })
let token = 'tok-1'

beforeEach(() => {
  token = 'tok-1'
  configureApiClient({ getToken: () => token, onUnauthorized: () => {} })
})
afterEach(() => vi.unstubAllGlobals())

describe('early GETs: started before the app, taken by its first request for the address', () => {
  it('hands the early answer to the first GET of the address with the same token, once', async () => {
    const fetchSpy = vi.fn(async () => answer('cedo'))
    vi.stubGlobal('fetch', fetchSpy)
    startEarlyGet('/v2/api/theme/3', 'tok-1')
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    expect(fetchSpy.mock.calls[0]).toEqual([
      '/v2/api/theme/3',
      { headers: { Accept: 'application/json', Authorization: 'tok-1' } },
    ])
    expect(await api.get('/v2/api/theme/3')).toEqual({ value: 'cedo' })
    expect(fetchSpy).toHaveBeenCalledTimes(1)
    fetchSpy.mockImplementation(async () => answer('depois'))
    expect(await api.get('/v2/api/theme/3')).toEqual({ value: 'depois' })
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })

  it('is not used by a request with another token, nor by another address', async () => {
    const fetchSpy = vi.fn(async () => answer('cedo'))
    vi.stubGlobal('fetch', fetchSpy)
    startEarlyGet('/v2/api/theme/4', 'tok-1')
    fetchSpy.mockImplementation(async () => answer('novo'))
    expect(await api.get('/v2/api/theme/5')).toEqual({ value: 'novo' })
    token = 'tok-2'
    expect(await api.get('/v2/api/theme/4')).toEqual({ value: 'novo' })
    expect(fetchSpy).toHaveBeenCalledTimes(3)
  })

  it('asks again when the early call failed (a dropped connection)', async () => {
    const fetchSpy = vi.fn(async (): Promise<Response> => {
      throw new TypeError('Failed to fetch')
    })
    vi.stubGlobal('fetch', fetchSpy)
    startEarlyGet('/api/assessor/dados_pessoais', 'tok-1')
    fetchSpy.mockImplementation(async () => answer('refeita'))
    expect(await api.get('/api/assessor/dados_pessoais')).toEqual({ value: 'refeita' })
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })

  it('is never taken by a write to the same address', async () => {
    const fetchSpy = vi.fn(async () => answer('cedo'))
    vi.stubGlobal('fetch', fetchSpy)
    startEarlyGet('/v2/api/office/3/notes', 'tok-1')
    fetchSpy.mockImplementation(async () => answer('gravada'))
    expect(await api.post('/v2/api/office/3/notes', { texto: 'x' })).toEqual({ value: 'gravada' })
    expect(fetchSpy).toHaveBeenCalledTimes(2)
  })
})
