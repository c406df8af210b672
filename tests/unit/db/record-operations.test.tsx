import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { GenericModal } from '@/components/dialogs/generic-modal'
import { defineCollection } from '@/db/collections'
import { NOT_IMPLEMENTED_MESSAGE, recordOperations } from '@/db/record-operations'
import { useCollection } from '@/db/use-collection'
import { snackbarQueue } from '@/lib/snackbar-queue'
import { pausedSync } from './paused-sync'

const SPEC_MESSAGE = 'Função para carregar/salvar/remover ainda não foi implementada'
type Row = { id: number; nome: string }

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => snackbarQueue.clear())
})

describe('base list/record operations an area has not implemented (§8)', () => {
  it('answer exactly the spec message for load, save and remove', async () => {
    const ops = recordOperations<Row>()
    expect(NOT_IMPLEMENTED_MESSAGE).toBe(SPEC_MESSAGE)
    await expect(ops.load()).rejects.toThrow(SPEC_MESSAGE)
    await expect(ops.save({ id: 1, nome: 'a' })).rejects.toThrow(SPEC_MESSAGE)
    await expect(ops.remove({ id: 1, nome: 'a' })).rejects.toThrow(SPEC_MESSAGE)
  })

  it('use the ones the area implements', async () => {
    const save = vi.fn(async (row: Row) => row.id)
    const ops = recordOperations<Row>({ save })
    await expect(ops.save({ id: 7, nome: 'b' })).resolves.toBe(7)
    await expect(ops.remove({ id: 7, nome: 'b' })).rejects.toThrow(SPEC_MESSAGE)
  })

  it('a collection without a loader shows the message in a snackbar, not a TypeError', async () => {
    // The outbox sender polls the server: nothing is queued, so it answers an empty batch.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"status":200,"value":[]}')),
    )
    const collection = defineCollection<Row>('sem-carregador', (r) => String(r.id))
    const { wrapper } = pausedSync(990_001)
    // The local database's code loads on first need: the hook suspends until then.
    const { result } = await act(async () =>
      renderHook(() => useCollection(collection, '3', { queryKey: ['sem-carregador'] }), { wrapper }),
    )
    await waitFor(() => expect(result.current.refreshFailed).toBe(true))
    expect(result.current.refreshError?.message).toBe(SPEC_MESSAGE)
    expect(snackbarQueue.getState().current?.text).toBe(SPEC_MESSAGE)
  })

  it('the generic modal and the delete confirmation say it when their action is not implemented', async () => {
    const ops = recordOperations<Row>()
    const row = { id: 42, nome: 'Registro' }
    const onClose = vi.fn()
    render(<GenericModal open onClose={onClose} buttons={[{ text: 'Salvar', action: () => ops.save(row) }]} />)
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }))
    await waitFor(() => expect(snackbarQueue.getState().current?.text).toBe(SPEC_MESSAGE))
    cleanup()
    act(() => snackbarQueue.clear())

    const onOpenChange = vi.fn()
    render(<DeleteConfirmDialog open onOpenChange={onOpenChange} primaryKey={42} onDelete={() => ops.remove(row)} />)
    await userEvent.type(screen.getByLabelText('Identificador do registro'), '42')
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(snackbarQueue.getState().current?.text).toBe(SPEC_MESSAGE))
    // The dialog stays open: nothing was removed.
    expect(onOpenChange).not.toHaveBeenCalledWith(false)
    expect(screen.getByRole('dialog', { name: 'Confirmar remoção' })).toBeInTheDocument()
  })
})
