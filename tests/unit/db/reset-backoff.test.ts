import { expect, it } from 'vitest'
import { defineCollection } from '@/db/collections'
import type { AppDatabase } from '@/db/database'
import { enqueueEdit } from '@/db/outbox'
import { drainOutbox, nextEntry, resetBackoff } from '@/db/sync'
import { withFreshDatabase } from './fresh-database'

type Row = { id: string; subject: string }
const suggestions = defineCollection<Row>('sugestoes', (r) => r.id)
let db: AppDatabase
withFreshDatabase((fresh) => {
  db = fresh
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
