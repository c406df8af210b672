import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessageComposer } from '@/components/message-composer'
import { ASSISTANT_NOT_CONFIGURED } from '@/contracts/assistant'

const Composer = (props: Omit<Parameters<typeof MessageComposer>[0], 'label' | 'placeholder' | 'maxLength'>) => (
  <MessageComposer label="Pergunta" placeholder="Pergunte…" maxLength={4000} {...props} />
)

afterEach(cleanup)

describe('the send box', () => {
  it('is disabled with the reason when no provider is configured', () => {
    const onSend = vi.fn()
    render(<Composer disabledReason={ASSISTANT_NOT_CONFIGURED} streaming={false} onSend={onSend} onStop={() => {}} />)
    const box = screen.getByRole('textbox', { name: 'Pergunta' }) as HTMLTextAreaElement
    expect(box.disabled).toBe(true)
    expect(screen.getByText(ASSISTANT_NOT_CONFIGURED)).toBeTruthy()
    const reason = document.getElementById(box.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe(ASSISTANT_NOT_CONFIGURED)
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('sends the trimmed question on Enter and offers Parar while an answer streams', () => {
    const onSend = vi.fn()
    const onStop = vi.fn()
    const { rerender } = render(<Composer disabledReason={null} streaming={false} onSend={onSend} onStop={onStop} />)
    const box = screen.getByRole('textbox', { name: 'Pergunta' })
    fireEvent.change(box, { target: { value: '  Qual a receita?  ' } })
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(onSend).toHaveBeenCalledWith('Qual a receita?')
    expect((box as HTMLTextAreaElement).value).toBe('')
    rerender(<Composer disabledReason={null} streaming onSend={onSend} onStop={onStop} />)
    fireEvent.click(screen.getByRole('button', { name: 'Parar' }))
    expect(onStop).toHaveBeenCalled()
  })
})
