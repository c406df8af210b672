import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import Dexie from 'dexie'
import { afterEach, expect, it } from 'vitest'
import { defineCollection } from '@/db/collections'
import { enqueueEdit } from '@/db/outbox'
import { useSync } from '@/db/sync-context'
import { useCollection } from '@/db/use-collection'
import { pausedSync } from './paused-sync'

type Note = { id: string; texto: string }
const notes = defineCollection<Note>('notas-recarregadas', (n) => n.id)

afterEach(() => cleanup())

it('an edit written just after a refresh is written is shown, not the refresh held in memory', async () => {
  let answer: (rows: Note[]) => void = () => {}
  const fetch = () =>
    new Promise<Note[]>((resolve) => {
      answer = resolve
    })
  const { wrapper } = pausedSync(990_002)
  const { result } = await act(async () =>
    renderHook(
      () => ({ page: useCollection(notes, '3', { queryKey: ['notas-recarregadas'], fetch }), sync: useSync() }),
      { wrapper },
    ),
  )
  await waitFor(() => expect(result.current.page.rows).toEqual([]))
  const { db } = result.current.sync
  // The moment the refresh's write records the collection, an edit is made: its transaction commits right after.
  let edited = false
  db.meta.hook('updating', () => {
    if (edited) return
    edited = true
    void Dexie.ignoreTransaction(() =>
      enqueueEdit(db, {
        collection: notes,
        scope: '3',
        rowId: 'n1',
        label: 'Edição',
        method: 'PUT',
        url: '/v2/api/office/3/notes/n1',
        body: { texto: 'minha edição' },
        baseVersion: 1,
        after: { id: 'n1', texto: 'minha edição' },
      }),
    )
  })

  // A busy page: the refresh's write has committed (and the edit after it) well before its promise settles.
  const transaction = db.transaction.bind(db) as (...args: unknown[]) => Promise<unknown>
  let delayed = false
  db.transaction = ((...args: unknown[]) => {
    const done = transaction(...args)
    if (delayed) return done
    delayed = true
    return done.then((value) => new Promise<unknown>((resolve) => setTimeout(() => resolve(value), 300)))
  }) as unknown as typeof db.transaction

  await act(async () => answer([{ id: 'n1', texto: 'do servidor' }]))

  await waitFor(() => expect(result.current.page.rows).toEqual([{ id: 'n1', texto: 'minha edição' }]))
  await new Promise((resolve) => setTimeout(resolve, 500))
  expect(result.current.page.rows).toEqual([{ id: 'n1', texto: 'minha edição' }])
})

it('a refresh superseded while on its way does not write its older answer over the newer one', async () => {
  const answers: ((rows: Note[]) => void)[] = []
  const fetch = () => new Promise<Note[]>((resolve) => answers.push(resolve))
  const { client, wrapper } = pausedSync(990_004)
  const queryKey = ['notas-substituidas']
  const { result } = await act(async () =>
    renderHook(() => useCollection(notes, '3', { queryKey, fetch }), { wrapper }),
  )
  await act(async () => answers[0]([{ id: 'n1', texto: 'primeira' }]))
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 'n1', texto: 'primeira' }]))

  // A refresh starts; an invalidation (after a save) cancels it and asks again; the second answers first.
  await act(async () => void client.invalidateQueries({ queryKey }))
  await waitFor(() => expect(answers).toHaveLength(2))
  await act(async () => void client.invalidateQueries({ queryKey }))
  await waitFor(() => expect(answers).toHaveLength(3))
  await act(async () => answers[2]([{ id: 'n1', texto: 'depois de salvar' }]))
  await waitFor(() => expect(result.current.rows).toEqual([{ id: 'n1', texto: 'depois de salvar' }]))
  // The cancelled refresh's answer, read before the save, arrives last.
  await act(async () => answers[1]([{ id: 'n1', texto: 'antes de salvar' }]))
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(result.current.rows).toEqual([{ id: 'n1', texto: 'depois de salvar' }])
})
