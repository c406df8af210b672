import { describe, expect, it } from 'vitest'
import {
  defineCollection,
  indexRows,
  mergeRows,
  pageOf,
  readPage,
  replaceRows,
  rowsAfterReplace,
} from '@/db/collections'
import type { AppDatabase } from '@/db/database'
import { enqueueEdit } from '@/db/outbox'
import { withFreshDatabase } from './fresh-database'

type Note = { id: string; texto: string; autor: string; data_criacao: string }
const notes = defineCollection<Note>('anotacoes-pagina', (n) => n.id, {
  order: { name: 'newest', key: (n) => n.data_criacao, descending: true },
  searchFields: (n) => [n.texto, n.autor],
})
const note = (i: number, texto = `Anotação ${i}`): Note => ({
  id: `n${i}`,
  texto,
  autor: i % 2 ? 'Ana Lima' : 'Bruno',
  data_criacao: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
})

let db: AppDatabase
withFreshDatabase((fresh) => {
  db = fresh
})

describe('a cached collection read a page at a time', () => {
  it('reads the first rows in the collection order and counts them all', async () => {
    await replaceRows(
      db,
      notes,
      '3',
      Array.from({ length: 500 }, (_, i) => note(i)),
    )
    const page = await readPage(db, notes, '3', { limit: 20 })
    expect(page?.total).toBe(500)
    expect(page?.rows.map((n) => n.id)).toEqual(Array.from({ length: 20 }, (_, i) => `n${499 - i}`))
    const more = await readPage(db, notes, '3', { limit: 40 })
    expect(more?.rows.slice(20).map((n) => n.id)).toEqual(Array.from({ length: 20 }, (_, i) => `n${479 - i}`))
  })

  it('searches every cached row offline, ignoring accents and case, and shows an edit made offline', async () => {
    await replaceRows(db, notes, '3', [
      ...Array.from({ length: 300 }, (_, i) => note(i)),
      note(1000, 'Reunião com São Paulo'),
    ])
    await enqueueEdit(db, {
      collection: notes,
      scope: '3',
      rowId: 'nova',
      label: 'Nova anotação',
      method: 'POST',
      url: '/v2/api/office/3/notes',
      body: { id: 'nova', texto: 'Ligar para SAO PAULO amanhã' },
      baseVersion: null,
      after: { ...note(2000, 'Ligar para SAO PAULO amanhã'), id: 'nova' },
    })
    const found = await readPage(db, notes, '3', { limit: 20, search: 'são paulo' })
    expect(found?.rows.map((n) => n.id)).toEqual(['nova', 'n1000'])
    expect(found?.total).toBe(2)
    const byAuthor = await readPage(db, notes, '3', { limit: 5, search: 'ana lima' })
    expect(byAuthor?.total).toBe(150)
    expect(byAuthor?.rows.map((n) => n.id)).toEqual(['n299', 'n297', 'n295', 'n293', 'n291'])
    expect((await readPage(db, notes, '3', { limit: 5, search: 'inexistente' }))?.rows).toEqual([])
  })

  it('keeps offices apart, each page saying which refresh it was read from', async () => {
    await replaceRows(db, notes, '3', [note(1)], 1_000)
    await replaceRows(db, notes, '1', [note(2), note(3)], 2_000)
    expect(await readPage(db, notes, '3', { limit: 10 })).toEqual({ rows: [note(1)], total: 1, updatedAt: 1_000 })
  })

  it('orders rows cached before the order index existed once they are indexed', async () => {
    await db.rows.bulkPut(
      [note(1), note(3), note(2)].map((data) => ({ collection: notes.name, scope: '3', id: data.id, data })),
    )
    expect(await readPage(db, notes, '3', { limit: 10 })).toBeUndefined()
    await indexRows(db, notes, '3')
    expect((await readPage(db, notes, '3', { limit: 10 }))?.rows.map((n) => n.id)).toEqual(['n3', 'n2', 'n1'])
  })

  it('keeps the count through merges, local edits, deletions and refreshes', async () => {
    await replaceRows(
      db,
      notes,
      '3',
      Array.from({ length: 100 }, (_, i) => note(i)),
    )
    await mergeRows(db, notes, '3', [note(5, 'Anotação revista'), note(100), note(101)])
    expect((await readPage(db, notes, '3', { limit: 1 }))?.total).toBe(102)
    const edit = {
      collection: notes,
      scope: '3',
      label: 'Nova anotação',
      method: 'POST' as const,
      url: '/v2/api/office/3/notes',
      baseVersion: null,
    }
    await enqueueEdit(db, { ...edit, rowId: 'nova', body: {}, after: { ...note(200), id: 'nova' } })
    await enqueueEdit(db, { ...edit, rowId: 'nova', body: {}, after: { ...note(200, 'De novo'), id: 'nova' } })
    await enqueueEdit(db, { ...edit, rowId: 'n7', method: 'DELETE', body: {}, after: null })
    await enqueueEdit(db, { ...edit, rowId: 'inexistente', method: 'DELETE', body: {}, after: null })
    const page = await readPage(db, notes, '3', { limit: 2 })
    expect(page?.total).toBe(102)
    expect(page?.total).toBe(await db.rows.where('[collection+scope]').equals([notes.name, '3']).count())
    expect(page?.rows.map((n) => n.texto)).toEqual(['De novo', 'Anotação 101'])
    // A refresh from the server keeps the queued edits on top, and counts them.
    await replaceRows(db, notes, '3', [note(1), note(2)])
    const refreshed = await readPage(db, notes, '3', { limit: 10 })
    expect(refreshed?.rows.map((n) => n.id)).toEqual(['nova', 'n2', 'n1'])
    expect(refreshed?.total).toBe(3)
  })

  it('knows what a refresh will leave before IndexedDB has written it: the same rows, order and count', async () => {
    await replaceRows(
      db,
      notes,
      '3',
      Array.from({ length: 50 }, (_, i) => note(i)),
    )
    const edit = {
      collection: notes,
      scope: '3',
      label: 'Anotação',
      method: 'POST' as const,
      url: '/v2/api/office/3/notes',
      baseVersion: null,
      body: {},
    }
    await enqueueEdit(db, {
      ...edit,
      rowId: 'a-nova',
      after: { ...note(10, 'Nova, com a mesma data da n10'), id: 'a-nova' },
    })
    await enqueueEdit(db, { ...edit, rowId: 'n3', after: note(3, 'Revista em São Paulo') })
    await enqueueEdit(db, { ...edit, rowId: 'n4', method: 'DELETE', after: null })
    const answer = [...Array.from({ length: 40 }, (_, i) => note(39 - i)), note(7, 'Duplicada'), note(60)]

    const inMemory = await rowsAfterReplace(db, notes, '3', answer)
    await replaceRows(db, notes, '3', answer)
    for (const view of [{}, { limit: 5 }, { limit: 3, search: 'sao paulo' }, { search: 'bruno' }]) {
      const read = await readPage(db, notes, '3', view)
      expect(pageOf(notes, inMemory ?? [], view)).toEqual({ rows: read?.rows, total: read?.total })
    }
    expect(inMemory?.slice(0, 2).map((n) => n.id)).toEqual(['n60', 'n39'])
    expect(inMemory?.some((n) => n.id === 'n4')).toBe(false)
    expect(await rowsAfterReplace(db, notes, '3', 'texto')).toBeUndefined()
  })
})
