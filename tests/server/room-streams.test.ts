import { afterAll, describe, expect, it } from 'vitest'
import { TOO_MANY_STREAMS } from '../../server/http/stream-slots'
import { MAX_STREAMS_PER_SESSION } from '../../server/modules/rooms/routes'
import { roomPaths } from '../../src/contracts/room-paths'
import { demo, seededApp } from './harness'

/**
 * Issue 36 finding 7: one token held 150 live room streams open, and a stream for an office that does not exist
 * stayed open. Streams are now capped per session and an unknown office answers 404. Over real HTTP, so a stream
 * is open once its first event arrived and ends when the browser side goes away.
 */
const { app, login } = await seededApp({ roomStreamMs: 60_000 })
const base = await app.listen({ port: 0, host: '127.0.0.1' })
const held: AbortController[] = []
afterAll(() => {
  for (const c of held) c.abort()
})

/** Opens a stream; once open (its 'pronto' event read), resolves with the way to close it. */
async function openStream(token: string, office = 3) {
  const controller = new AbortController()
  held.push(controller)
  const res = await fetch(`${base}${roomPaths.roomEvents(office)}`, {
    headers: { authorization: token },
    signal: controller.signal,
  })
  if (res.status !== 200 || !res.body) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null
    controller.abort()
    return { status: res.status, body }
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
  let text = ''
  while (!text.includes('"pronto"')) text += (await reader.read()).value ?? ''
  return { status: 200, body: null, close: () => controller.abort() }
}

describe('live room streams', () => {
  it(`refuses a session more than ${MAX_STREAMS_PER_SESSION} open streams with 429, and frees a slot when one ends`, async () => {
    const token = await login(demo.cliente)
    const streams = []
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await openStream(token))
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_SESSION).fill(200))

    for (let i = 0; i < 20; i++) {
      const extra = await openStream(token)
      expect(extra.status).toBe(429)
      expect(extra.body?.message).toBe(TOO_MANY_STREAMS)
    }
    // Another session of the same user has its own slots.
    expect((await openStream(await login(demo.cliente))).status).toBe(200)

    // The browser closes one: its slot comes back (once the server hears of it).
    streams[0].close?.()
    await expect.poll(async () => (await openStream(token)).status, { timeout: 10_000 }).toBe(200)
    expect((await openStream(token)).status).toBe(429)
  })

  it('answers 404 to a stream for an office that does not exist, instead of keeping it open', async () => {
    const staff = await login(demo.equipe)
    const res = await openStream(staff, 999_999)
    expect(res.status).toBe(404)
    expect(res.body?.message).toBe('Escritório não encontrado')
    expect((await openStream(staff, 3)).status).toBe(200)
  })
})
