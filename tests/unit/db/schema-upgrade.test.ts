import Dexie from 'dexie'
import { expect, it } from 'vitest'
import { AppDatabase } from '@/db/database'

/**
 * The stores exactly as version 1 shipped them. Never edit: a browser in the field may still hold a
 * version-1 database, and the current schema must open it without losing a row (changes are additive only).
 */
const VERSION_1 = {
  rows: '[collection+scope+id], [collection+scope]',
  meta: '[collection+scope]',
  outbox: '++seq, &id, state, [collection+scope+rowId]',
}

it('opens a database written by version 1 and keeps its cached rows and queued edits', async () => {
  const name = `legado-${crypto.randomUUID()}`
  const old = new Dexie(name)
  old.version(1).stores(VERSION_1)
  await old.table('rows').put({ collection: 'anotacoes', scope: '3', id: 'a', data: { id: 'a', texto: 'antiga' } })
  await old.table('outbox').add({ id: 'm1', collection: 'anotacoes', scope: '3', rowId: 'a', state: 'pending' })
  old.close()

  const current = new AppDatabase(name)
  expect(await current.rows.get(['anotacoes', '3', 'a'])).toMatchObject({ data: { texto: 'antiga' } })
  expect(await current.outbox.where('state').equals('pending').count()).toBe(1)
  expect(current.verno).toBeGreaterThanOrEqual(1)
  current.close()
  await Dexie.delete(name)
})
