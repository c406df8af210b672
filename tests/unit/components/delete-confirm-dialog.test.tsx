import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'

afterEach(cleanup)

const setup = (primaryKey: number) => {
  const onDelete = vi.fn()
  const onOpenChange = vi.fn()
  render(<DeleteConfirmDialog open onOpenChange={onOpenChange} primaryKey={primaryKey} onDelete={onDelete} />)
  const field = screen.getByLabelText('Identificador do registro')
  const remove = screen.getByRole('button', { name: 'Remover' })
  return { onDelete, onOpenChange, field, remove }
}

describe('Confirmar remoção', () => {
  it("refuses a value other than the primary key with 'Valor preenchido incorreto'", async () => {
    const { onDelete, onOpenChange, field, remove } = setup(42)
    expect(screen.getByRole('dialog', { name: 'Confirmar remoção' })).toBeInTheDocument()
    await userEvent.type(field, '24')
    await userEvent.click(remove)
    expect(screen.getByRole('alert')).toHaveTextContent('Valor preenchido incorreto')
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(onDelete).not.toHaveBeenCalled()
    expect(onOpenChange).not.toHaveBeenCalled()
  })

  it('deletes and closes when the typed value is the primary key', async () => {
    const { onDelete, onOpenChange, field, remove } = setup(42)
    await userEvent.type(field, '42')
    await userEvent.click(remove)
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onDelete).toHaveBeenCalledTimes(1)
  })

  it('never calls delete for a key that is not above 0', async () => {
    const { onDelete, onOpenChange, field, remove } = setup(0)
    await userEvent.type(field, '0')
    await userEvent.click(remove)
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onDelete).not.toHaveBeenCalled()
  })

  it('a record confirmed by its name (a room, keyed by a UUID) is deleted when the name is typed', async () => {
    const onDelete = vi.fn()
    const onOpenChange = vi.fn()
    render(
      <DeleteConfirmDialog
        open
        onOpenChange={onOpenChange}
        primaryKey="98b1f177-cb5c-497c-8e1a-4f80f9a8db61"
        confirmText="Comitê de alocação"
        onDelete={onDelete}
      />,
    )
    await userEvent.type(screen.getByLabelText('Identificador do registro'), 'Comitê de alocação')
    await userEvent.click(screen.getByRole('button', { name: 'Remover' }))
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(onDelete).toHaveBeenCalledTimes(1)
  })
})
