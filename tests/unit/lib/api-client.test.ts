import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, api, request } from '@/lib/api/client'
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
