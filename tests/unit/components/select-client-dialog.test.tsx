import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ClientOption } from '@/components/dialogs/client-option-list'
import { SelectClientDialog } from '@/components/dialogs/select-client-dialog'
import { stubResizeObserver } from './resize-observer'

stubResizeObserver()

afterEach(cleanup)

const clients: ClientOption[] = [
  { id: 1, nome: 'Ana Souza', documento: '529.982.247-25', id_cadastro_cliente: 10 },
  { id: 2, nome: 'Bruno Lima', id_cadastro_cliente: 11 },
  { id: 3, nome: 'Élida Gonçalves', id_cadastro_cliente: -1 },
  { id: 4, nome: 'Carla Dias' },
]

const setup = (props: Partial<Parameters<typeof SelectClientDialog>[0]> = {}) => {
  const onSelect = vi.fn()
  const onOpenChange = vi.fn()
  const onCreateClient = vi.fn()
  render(
    <SelectClientDialog
      open
      onOpenChange={onOpenChange}
      clients={clients}
      onSelect={onSelect}
      onCreateClient={onCreateClient}
      {...props}
    />,
  )
  return { onSelect, onOpenChange, onCreateClient }
}

const names = () => screen.getAllByRole('radio').map((radio) => radio.textContent)

describe('Selecionar cliente', () => {
  it("asks to choose one: 'Selecione um cliente'", async () => {
    const { onSelect } = setup()
    expect(screen.getByRole('dialog', { name: 'Selecionar cliente' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Selecione um cliente')
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('refuses a client without access (negative or missing id_cadastro_cliente)', async () => {
    const { onSelect } = setup()
    for (const name of [/Élida/, /Carla/]) {
      await userEvent.click(screen.getByRole('radio', { name }))
      await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }))
      expect(screen.getByRole('alert')).toHaveTextContent('Você ainda não tem acesso a esse cliente')
    }
    expect(onSelect).not.toHaveBeenCalled()
  })

  it('selects an accessible client and closes', async () => {
    const { onSelect, onOpenChange } = setup()
    await userEvent.click(screen.getByRole('radio', { name: /Bruno/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Selecionar' }))
    expect(onSelect).toHaveBeenCalledWith(clients[1])
    expect(onOpenChange).toHaveBeenCalledWith(false)
  })

  it('lists recent clients first and searches ignoring accents and case', async () => {
    setup({ recentIds: [4, 2] })
    expect(names()[0]).toMatch(/^Carla Dias/)
    expect(names()[1]).toMatch(/^Bruno Lima/)
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar outro cliente' }), 'elida')
    expect(names()).toHaveLength(1)
    expect(names()[0]).toMatch(/^Élida Gonçalves/)
  })

  it("shows 'Nenhum cliente encontrado' with '+ Cliente'", async () => {
    const { onCreateClient } = setup({ clients: [] })
    expect(screen.getByText('Nenhum cliente encontrado')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '+ Cliente' }))
    expect(onCreateClient).toHaveBeenCalled()
  })

  it("hands the search to '+ Cliente' and closes itself first", async () => {
    const { onCreateClient, onOpenChange } = setup()
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar outro cliente' }), 'Zuleica Prado')
    await userEvent.click(screen.getByRole('button', { name: '+ Cliente' }))
    expect(onOpenChange).toHaveBeenCalledWith(false)
    expect(onCreateClient).toHaveBeenCalledWith('Zuleica Prado')
  })

  it('starts each opening on the current client, also when the caller opens it', () => {
    const props = { onOpenChange: vi.fn(), clients, onSelect: vi.fn() }
    const { rerender } = render(<SelectClientDialog {...props} open={false} currentId={null} />)
    rerender(<SelectClientDialog {...props} open currentId={null} />)
    expect(screen.getAllByRole('radio').filter((r) => r.getAttribute('aria-checked') === 'true')).toHaveLength(0)
    rerender(<SelectClientDialog {...props} open={false} currentId={2} />)
    rerender(<SelectClientDialog {...props} open currentId={2} />)
    expect(screen.getByRole('radio', { name: /Bruno/ })).toBeChecked()
  })
})
