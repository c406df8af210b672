import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, configureApiClient, request } from '@/lib/api/client'
import { uploadFile } from '@/lib/api/upload'

afterEach(() => vi.unstubAllGlobals())

describe('API client', () => {
  it("refuses a call without a URL with 'URL não informada' (§8), before any request", async () => {
    const fetchSpy = vi.fn()
    vi.stubGlobal('fetch', fetchSpy)
    await expect(request('GET', '')).rejects.toEqual(new ApiError(0, 'URL não informada'))
    await expect(api.post('', { a: 1 })).rejects.toThrow('URL não informada')
    await expect(uploadFile('', new Blob(['x']))).rejects.toThrow('URL não informada')
    expect(fetchSpy).not.toHaveBeenCalled()
  })
})

describe('a 401 ends the session only for the token in use', () => {
  it('logs out on a 401 to the current token, not on a late 401 to a token already replaced', async () => {
    let token = 'vista-1'
    const onUnauthorized = vi.fn()
    configureApiClient({ getToken: () => token, onUnauthorized })
    let answer: (r: Response) => void = () => {}
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    )
    const late = request('GET', '/v2/api/notifications')
    // 'Voltar' closes the view session and restores the kept one before the answer arrives.
    token = 'origem-2'
    answer(new Response(JSON.stringify({ message: 'Sessão expirada' }), { status: 401 }))
    await expect(late).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).not.toHaveBeenCalled()
    const current = request('GET', '/v2/api/notifications')
    answer(new Response(JSON.stringify({ message: 'Sessão expirada' }), { status: 401 }))
    await expect(current).rejects.toMatchObject({ status: 401 })
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
  })
})
