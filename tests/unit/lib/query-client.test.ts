import { QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { createQueryClient } from '@/lib/query-client'

/**
 * A page showing a list (an active query) whose server answers the test releases one at a time: `release()`
 * answers the oldest question with the value the server had when it was asked.
 */
async function pageOnSlowServer(value: string) {
  const client = createQueryClient()
  const server = { value, asked: 0, answers: [] as (() => void)[] }
  const read = () => {
    server.asked++
    const answer = server.value
    return new Promise<string>((resolve) => server.answers.push(() => resolve(answer)))
  }
  const stop = new QueryObserver(client, { queryKey: ['titulos'], queryFn: read }).subscribe(() => {})
  await expect.poll(() => server.asked).toBe(1)
  const shown = () => client.getQueryData(['titulos'])
  return { client, server, release: () => server.answers.shift()?.(), shown, stop }
}

describe('the query client', () => {
  it('fetches a query again when it was invalidated during its first fetch, whose answer predates the change', async () => {
    const { client, server, release, shown, stop } = await pageOnSlowServer('sem anexo')
    // The user changes the server while the first answer is still on its way, then the page invalidates it.
    server.value = 'com anexo'
    void client.invalidateQueries({ queryKey: ['titulos'] })
    release()
    await expect.poll(shown).toBe('sem anexo')
    await expect.poll(() => server.asked).toBe(2)
    release()
    await expect.poll(shown).toBe('com anexo')
    stop()
  })

  it('does not fetch again a query that was not invalidated during its first fetch', async () => {
    const { server, release, shown, stop } = await pageOnSlowServer('dados')
    release()
    await expect.poll(shown).toBe('dados')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.asked).toBe(1)
    stop()
  })
})
