import { QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChangePasswordDialog } from '@/components/dialogs/change-password-dialog'
import { createQueryClient } from '@/lib/query-client'
import { snackbarQueue } from '@/lib/snackbar-queue'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  act(() => snackbarQueue.clear())
})

/** The browser's fetch is the one thing replaced: it records the call and answers like the server. */
function stubServer(status: number, body: unknown) {
  const calls: { url: string; body: string }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: URL, init: RequestInit) => {
      calls.push({ url: url.pathname, body: String(init.body) })
      return new Response(JSON.stringify(body), { status })
    }),
  )
  return calls
}

const setup = (isClient: boolean) => {
  const onOpenChange = vi.fn()
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ChangePasswordDialog open onOpenChange={onOpenChange} isClient={isClient} />
    </QueryClientProvider>,
  )
  return { onOpenChange }
}

const fill = async (current: string, next: string, confirmation: string) => {
  if (current) await userEvent.type(screen.getByLabelText('Senha atual'), current)
  if (next) await userEvent.type(screen.getByLabelText('Nova senha'), next)
  if (confirmation) await userEvent.type(screen.getByLabelText('Confirmar nova senha'), confirmation)
  await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }))
}

describe('Alterar senha', () => {
  it("requires every field and a matching confirmation ('Senhas diferentes')", async () => {
    const calls = stubServer(200, {})
    setup(false)
    await fill('', '', '')
    expect(await screen.findAllByText('Campo obrigatório')).toHaveLength(3)
    await fill('demo1234', 'novaSenha1', 'outraSenha')
    expect(await screen.findByText('Senhas diferentes')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it("sends professionals to the professional endpoint and shows 'Senha alterada com sucesso'", async () => {
    const calls = stubServer(200, { status: 200 })
    const { onOpenChange } = setup(false)
    await fill('demo1234', 'novaSenha1', 'novaSenha1')
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false))
    expect(calls[0]?.url).toBe('/v2/api/professional/credentials/change_password')
    expect(new URLSearchParams(calls[0]?.body).get('confirm_new_password')).toBe('novaSenha1')
    expect(snackbarQueue.getState().current?.text).toBe('Senha alterada com sucesso')
  })

  it('sends client users to the client endpoint and shows the server message on failure', async () => {
    const calls = stubServer(400, { status: 400, message: 'Senha atual incorreta' })
    const { onOpenChange } = setup(true)
    await fill('errada12', 'novaSenha1', 'novaSenha1')
    await waitFor(() => expect(snackbarQueue.getState().current?.text).toBe('Senha atual incorreta'))
    expect(calls[0]?.url).toBe('/v2/api/client/credentials/change_password')
    expect(onOpenChange).not.toHaveBeenCalled()
    // One message, once: nothing else waits behind it (the dialog and the app-wide handler used to both show it).
    expect(snackbarQueue.getState().queue).toHaveLength(0)
  })
})
