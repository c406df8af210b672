import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { defineCollection } from '@/db/collections'
import { discardEntry, enqueueEdit } from '@/db/outbox'
import { useSync } from '@/db/sync-context'
import { usePendingRowIds, useRefetchWhenSent } from '@/db/use-outbox-entries'
import { pausedSync } from './paused-sync'

type Bill = { id: string; descricao: string }
const bills = defineCollection<Bill>('contas-pendentes', (b) => b.id)
const other = defineCollection<Bill>('outra-lista', (b) => b.id)

afterEach(() => cleanup())

const queue = (db: ReturnType<typeof useSync>['db'], collection: typeof bills, scope: string, rowId: string) =>
  enqueueEdit(db, {
    collection,
    scope,
    rowId,
    label: 'Nova conta',
    method: 'POST',
    url: `/v2/api/office/${scope}/bills`,
    body: { descricao: rowId },
    baseVersion: null,
    after: { id: rowId, descricao: rowId },
  })

it("a list's pending rows are its own collection's in its own office, and it is read again once they are all sent", async () => {
  const { client, wrapper } = pausedSync(990_003)
  const invalidate = vi.spyOn(client, 'invalidateQueries')
  const { result } = await act(async () =>
    renderHook(
      () => {
        const pending = usePendingRowIds(bills.name, '3')
        useRefetchWhenSent(pending.size, ['contas', 3])
        return { pending, sync: useSync() }
      },
      { wrapper },
    ),
  )
  // useSync suspends until the local database's code has loaded.
  await waitFor(() => expect(result.current).not.toBeNull())
  const { db } = result.current.sync
  await act(async () => {
    await queue(db, bills, '3', 'c1')
    await queue(db, bills, '3', 'c2')
    await queue(db, bills, '4', 'c3')
    await queue(db, other, '3', 'c4')
  })
  await waitFor(() => expect([...result.current.pending].sort()).toEqual(['c1', 'c2']))
  expect(invalidate).not.toHaveBeenCalled()

  const [first, second] = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.rowId === 'c1' || e.rowId === 'c2')
  await act(() => discardEntry(db, first.seq!))
  await waitFor(() => expect(result.current.pending.size).toBe(1))
  expect(invalidate).not.toHaveBeenCalled()

  await act(() => discardEntry(db, second.seq!))
  await waitFor(() => expect(result.current.pending.size).toBe(0))
  expect(invalidate).toHaveBeenCalledTimes(1)
  expect(invalidate).toHaveBeenCalledWith({ queryKey: ['contas', 3] })
  await db.delete()
})
