import { expect, it } from 'vitest'
import { defineCollection } from '@/db/collections'
import type { AppDatabase, OutboxEntry } from '@/db/database'
import { enqueueEdit } from '@/db/outbox'
import { nextEntries } from '@/db/sync'
import { withFreshDatabase } from './fresh-database'

type Row = { id: string; texto: string }
const notes = defineCollection<Row>('anotacoes', (r) => r.id)
let db: AppDatabase
withFreshDatabase((fresh) => {
  db = fresh
})

const queue = (rowId: string, texto: string, baseVersion: number | null = null) =>
  enqueueEdit(db, {
    collection: notes,
    scope: '3',
    rowId,
    label: 'Anotação',
    method: baseVersion === null ? 'POST' : 'PUT',
    url: '/v2/api/office/3/notes',
    body: { id: rowId, texto },
    baseVersion,
    after: { id: rowId, texto },
  })

const ofRow = (rowId: string) => db.outbox.filter((e) => e.rowId === rowId)

const textsOf = (next: Awaited<ReturnType<typeof nextEntries>>) =>
  Array.isArray(next) ? next.map((e) => (e.after as Row).texto) : next

it('a batch keeps queue order, skips the rows behind a failed edit and stops at its size', async () => {
  await queue('a', 'a1')
  await queue('b', 'b1')
  await queue('a', 'a2')
  await queue('c', 'c1')
  await queue('d', 'd1')
  await ofRow('a').first((e) => db.outbox.update(e!.seq!, { state: 'failed' }))
  expect(textsOf(await nextEntries(db))).toEqual(['b1', 'c1', 'd1'])
  expect(textsOf(await nextEntries(db, 2))).toEqual(['b1', 'c1'])
})

it('a batch ends before a second versioned edit of a row it holds, and before an entry backing off', async () => {
  await queue('a', 'a1', 1)
  await queue('b', 'b1')
  await queue('a', 'a2', 1)
  await queue('c', 'c1')
  expect(textsOf(await nextEntries(db))).toEqual(['a1', 'b1'])
  await ofRow('b').modify({ nextAttemptAt: Date.now() + 60_000 })
  expect(textsOf(await nextEntries(db))).toEqual(['a1'])
  await ofRow('a').modify({ nextAttemptAt: Date.now() + 60_000 })
  expect(await nextEntries(db)).toBe('wait')
  await db.outbox.clear()
  expect(await nextEntries(db)).toBeUndefined()
})

it('reads past a page of blocked entries to fill the batch', async () => {
  await queue('a', 'a1')
  await queue('a', 'a2')
  await queue('a', 'a3')
  await queue('b', 'b1')
  await queue('c', 'c1')
  await ofRow('a').first((e) => db.outbox.update(e!.seq!, { state: 'failed' }))
  // Pages of two: [a1 a2] all blocked, [a3 b1] one taken, [c1] fills the batch.
  expect(textsOf(await nextEntries(db, 2))).toEqual(['b1', 'c1'])
})

it('leaves out a batch the server applied and ends before an edit of one of its rows', async () => {
  await queue('a', 'a1')
  await queue('b', 'b1')
  await queue('c', 'c1')
  await queue('a', 'a2')
  await queue('d', 'd1')
  const applied = await nextEntries(db, 2)
  expect(textsOf(applied)).toEqual(['a1', 'b1'])
  // a2 may take its version from the answer to a1, still being written: the batch ends before it, keeping the order.
  expect(textsOf(await nextEntries(db, 100, Date.now(), applied as OutboxEntry[]))).toEqual(['c1'])
  // Once written (nothing in flight), the queue goes in order again.
  expect(textsOf(await nextEntries(db))).toEqual(['a1', 'b1', 'c1', 'a2', 'd1'])
})
