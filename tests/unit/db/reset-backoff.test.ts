import Dexie from 'dexie'
import { afterEach, beforeEach, expect, it } from 'vitest'
import { defineCollection } from '@/db/collections'
import { AppDatabase } from '@/db/database'
import { enqueueEdit } from '@/db/outbox'
import { drainOutbox, nextEntry, resetBackoff } from '@/db/sync'

type Row = { id: string; subject: string }
const suggestions = defineCollection<Row>('sugestoes', (r) => r.id)
let db: AppDatabase

beforeEach(() => {
  db = new AppDatabase(`teste-${crypto.randomUUID()}`)
})
afterEach(async () => {
  db.close()
  await Dexie.delete(db.name)
})

it('entries backed off while offline go as soon as the connection returns', async () => {
  const id = crypto.randomUUID()
  await enqueueEdit(db, {
    collection: suggestions,
    scope: 'todas',
    rowId: id,
    label: 'Sugestão',
    method: 'POST',
    url: '/v2/api/general/suggestions',
    body: { id, subject: 'Ideia' },
    baseVersion: null,
    after: { id, subject: 'Ideia' },
  })
  const offline = (async () => {
    throw new TypeError('Failed to fetch')
  }) as unknown as typeof fetch
  const deps = { db, getToken: () => 'token', onUnauthorized: () => undefined, baseUrl: 'http://localhost' }
  for (let i = 0; i < 3; i++) {
    await db.outbox.toCollection().modify({ nextAttemptAt: 0 })
    expect(await drainOutbox({ ...deps, fetchImpl: offline })).toBe('waiting')
  }
  expect(await nextEntry(db)).toBe('wait')
  await resetBackoff(db)
  const entry = await nextEntry(db)
  expect(entry).toMatchObject({ rowId: id, attempts: 3, state: 'pending' })
})
