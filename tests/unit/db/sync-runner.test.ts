import { afterEach, expect, it, vi } from 'vitest'
import type { AppDatabase } from '@/db/database'
import { startSyncRunner } from '@/db/sync-runner'
import { reportServerAnswered, reportServerUnreachable } from '@/lib/online'
import { withFreshDatabase } from './fresh-database'
import { create, json } from './outbox-fixtures'

let db: AppDatabase
withFreshDatabase((fresh) => {
  db = fresh
})
let stop = () => {}
afterEach(() => {
  stop()
  // The online state is the module's: the next file starts online.
  reportServerAnswered()
})

type Batch = { entries: { id: string }[] }
const applied = (init: RequestInit) =>
  json(200, {
    status: 200,
    results: (JSON.parse(String(init.body)) as Batch).entries.map((e) => ({
      id: e.id,
      outcome: 'applied',
      status: 201,
      body: { status: 201, value: null },
    })),
  })

it('an attempt still failing from the offline period when the connection returns does not hold the queue back', async () => {
  await create(db, 'n1', 'um')
  await create(db, 'n2', 'dois')
  // A long offline period: the next failure of the first entry earns it a backoff of 30 to 60 s.
  await db.outbox.toCollection().modify({ attempts: 6 })
  reportServerUnreachable()
  let failHeldAttempt = () => {}
  const heldAttempt = new Promise<never>((_, reject) => {
    failHeldAttempt = () => reject(new TypeError('Failed to fetch'))
  })
  let online = false
  let sentOffline = 0
  const sentOnline: string[][] = []
  const fetchImpl = (async (_url: string, init: RequestInit) => {
    if (!online) {
      sentOffline++
      return heldAttempt
    }
    sentOnline.push((JSON.parse(String(init.body)) as Batch).entries.map((e) => e.id))
    return applied(init)
  }) as unknown as typeof fetch
  const runner = startSyncRunner({
    db,
    getToken: () => 't',
    onUnauthorized: () => {},
    fetchImpl,
    baseUrl: 'http://localhost:3000',
  })
  stop = runner.stop
  await vi.waitFor(() => expect(sentOffline).toBe(1))

  // The server answers again (the app is back online) while the attempt sent offline has not failed yet.
  online = true
  reportServerAnswered()
  failHeldAttempt()

  await vi.waitFor(() => expect(db.outbox.count()).resolves.toBe(0), { timeout: 5_000 })
  expect(sentOnline).toHaveLength(1)
  expect(sentOnline[0]).toHaveLength(2)
}, 10_000)
