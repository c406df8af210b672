import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FileUpload } from '@/components/file-upload'

afterEach(cleanup)

const MB = 1024 * 1024
const file = (name: string, size: number, type = 'application/pdf') => {
  const result = new File(['x'], name, { type })
  Object.defineProperty(result, 'size', { value: size })
  return result
}
const input = () => screen.getByLabelText('Anexos', { selector: 'input' }) as HTMLInputElement

describe('FileUpload', () => {
  it('rejects the whole selection when one file passes 15 MB', async () => {
    const onChange = vi.fn()
    render(<FileUpload label="Anexos" multiple onChange={onChange} />)
    await userEvent.upload(input(), [file('a.pdf', MB), file('b.pdf', 15 * MB + 1)])
    expect(screen.getByRole('alert')).toHaveTextContent('Um ou mais arquivos são maiores que o limite de 15 MB')
    expect(onChange).not.toHaveBeenCalled()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('uses the given limit in the message and accepts files up to it', async () => {
    const onChange = vi.fn()
    render(<FileUpload label="Anexos" maxMb={2} onChange={onChange} />)
    await userEvent.upload(input(), file('grande.pdf', 2 * MB + 1))
    expect(screen.getByRole('alert')).toHaveTextContent('Um ou mais arquivos são maiores que o limite de 2 MB')
    await userEvent.upload(input(), file('ok.pdf', 2 * MB))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onChange).toHaveBeenLastCalledWith([expect.objectContaining({ name: 'ok.pdf' })])
  })

  it('refuses dropped files of a type outside accept', () => {
    render(<FileUpload label="Anexos" accept=".pdf,image/*" />)
    const zone = screen.getByTestId('upload-box')
    fireEvent.drop(zone, { dataTransfer: { files: [file('planilha.xlsx', 10, 'application/vnd.ms-excel')] } })
    expect(screen.getByRole('alert')).toHaveTextContent('Tipo de arquivo não permitido: planilha.xlsx')
    fireEvent.drop(zone, { dataTransfer: { files: [file('foto.png', 10, 'image/png')] } })
    expect(screen.getByRole('listitem')).toHaveTextContent('foto.png')
  })

  it('shows per-file progress while the upload function runs', async () => {
    let report: (fraction: number) => void = () => {}
    let finish: () => void = () => {}
    const upload = vi.fn(
      (_file: File, onProgress: (fraction: number) => void) =>
        new Promise<void>((resolve) => {
          report = onProgress
          finish = resolve
        }),
    )
    render(<FileUpload label="Anexos" upload={upload} />)
    await userEvent.upload(input(), file('extrato.ofx', 1000, ''))
    act(() => report(0.4))
    expect(screen.getByRole('progressbar', { name: 'Envio de extrato.ofx' })).toHaveAttribute('aria-valuenow', '40')
    expect(screen.getByRole('button', { name: 'Remover extrato.ofx' })).toBeDisabled()
    await act(async () => finish())
    expect(screen.getByLabelText('Enviado')).toBeInTheDocument()
  })

  it('opens the picker with Enter or Space', async () => {
    render(<FileUpload label="Anexos" />)
    const click = vi.spyOn(input(), 'click')
    screen.getByTestId('upload-box').focus()
    await userEvent.keyboard('{Enter}')
    await userEvent.keyboard(' ')
    expect(click).toHaveBeenCalledTimes(2)
  })
})
