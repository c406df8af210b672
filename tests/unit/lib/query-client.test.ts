import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'

/** A server value read by a query whose answers the test releases one at a time. */
function slowServer(value: string) {
  const server = { value, asked: 0, release: [] as (() => void)[] }
  const read = () => {
    server.asked++
    const answer = server.value
    return new Promise<string>((resolve) => server.release.push(() => resolve(answer)))
  }
  return { server, read }
}

describe('the query client', () => {
  it('fetches a query again when it was invalidated during its first fetch, whose answer predates the change', async () => {
    const client = createQueryClient()
    const { server, read } = slowServer('sem anexo')
    // A page showing the list: the query is active.
    const page = new QueryObserver(client, { queryKey: ['titulos'], queryFn: read })
    const stop = page.subscribe(() => {})
    await expect.poll(() => server.asked).toBe(1)
    // The user changes the server while the first answer is still on its way, then the page invalidates it.
    server.value = 'com anexo'
    void client.invalidateQueries({ queryKey: ['titulos'] })
    server.release.shift()?.()
    await expect.poll(() => client.getQueryData(['titulos'])).toBe('sem anexo')
    await expect.poll(() => server.asked).toBe(2)
    server.release.shift()?.()
    await expect.poll(() => client.getQueryData(['titulos'])).toBe('com anexo')
    stop()
  })

  it('does not fetch again a query that was not invalidated during its first fetch', async () => {
    const client = createQueryClient()
    const { server, read } = slowServer('dados')
    const page = new QueryObserver(client, { queryKey: ['titulos'], queryFn: read })
    const stop = page.subscribe(() => {})
    await expect.poll(() => server.asked).toBe(1)
    server.release.shift()?.()
    await expect.poll(() => client.getQueryData(['titulos'])).toBe('dados')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.asked).toBe(1)
    stop()
  })
})
