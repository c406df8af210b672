import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it } from 'vitest'
import { ModalHost } from '@/components/dialogs/modal-host'
import { closeAllModals, openModal } from '@/components/dialogs/modal-store'

afterEach(() => {
  act(() => closeAllModals())
  cleanup()
})

const open = (options: Parameters<typeof openModal>[0]) => {
  let closed: Promise<void> = Promise.resolve()
  act(() => {
    closed = openModal(options)
  })
  return closed
}

describe('openModal + ModalHost', () => {
  it("defaults to the title 'Aviso' and one primary 'Confirmar' button that closes it", async () => {
    render(<ModalHost />)
    const closed = open({ text: 'Operação concluída.' })
    const dialog = screen.getByRole('dialog', { name: 'Aviso' })
    expect(dialog).toHaveAccessibleDescription('Operação concluída.')
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }))
    await closed
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows a loading state while the async action runs, then closes', async () => {
    render(<ModalHost />)
    let finish: () => void = () => {}
    const closed = open({
      title: 'Enviar relatório',
      subtitle: 'Março',
      buttons: [
        { text: 'Cancelar', variant: 'outline' },
        { text: 'Enviar', action: () => new Promise<void>((resolve) => (finish = resolve)) },
      ],
    })
    expect(screen.getByText('Março')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }))
    expect(screen.getByRole('button', { name: 'Enviar' })).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeDisabled()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    act(() => finish())
    await closed
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('keeps a persistent modal open on Escape, and closes a normal one', async () => {
    render(<ModalHost />)
    open({ title: 'Leitura obrigatória', persistent: true, closable: false })
    expect(screen.queryByRole('button', { name: 'Fechar' })).toBeNull()
    await userEvent.keyboard('{Escape}')
    expect(screen.getByRole('dialog', { name: 'Leitura obrigatória' })).toBeInTheDocument()
    act(() => closeAllModals())

    open({ title: 'Comum' })
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('sanitizes html: scripts and event handlers are removed, formatting stays', () => {
    render(<ModalHost />)
    open({
      html: '<p onclick="alert(1)">Olá <strong>mundo</strong></p><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    })
    const dialog = screen.getByRole('dialog')
    expect(dialog.querySelector('strong')).toHaveTextContent('mundo')
    expect(dialog.querySelector('script')).toBeNull()
    expect(dialog.querySelector('[onclick]')).toBeNull()
    expect(dialog.querySelector('a')?.getAttribute('href') ?? '').not.toContain('javascript')
  })
})
