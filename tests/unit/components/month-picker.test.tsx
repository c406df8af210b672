import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MonthPicker } from '@/components/month-picker'
import { stubResizeObserver } from './resize-observer'

stubResizeObserver()
afterEach(cleanup)

const TODAY = new Date(2026, 10, 15) // 15/11/2026

function Harness({ initial, onChange }: { initial: string | null; onChange: (month: string) => void }) {
  const [value, setValue] = useState(initial)
  return (
    <MonthPicker
      label="Mês"
      value={value}
      today={TODAY}
      onChange={(month) => {
        setValue(month)
        onChange(month)
      }}
    />
  )
}

const field = () => screen.getByRole('combobox', { name: 'Mês' })
const menu = () => screen.queryByRole('dialog', { name: 'Selecionar mês' })

describe('MonthPicker', () => {
  it('shows the month as MM/AAAA in a read-only field', () => {
    render(<Harness initial="2026-02" onChange={() => undefined} />)
    expect(field()).toHaveValue('02/2026')
    expect(field()).toHaveAttribute('readonly')
    expect(field()).toHaveAttribute('placeholder', 'MM/AAAA')
  })

  it("opens on the chosen month's year, steps years, and a pick closes the menu and gives back 'YYYY-MM'", async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<Harness initial="2026-02" onChange={onChange} />)
    await user.click(field())
    expect(screen.getByRole('button', { name: 'Fevereiro de 2026' })).toHaveAttribute('aria-pressed', 'true')
    await user.click(screen.getByRole('button', { name: 'Ano anterior' }))
    await user.click(screen.getByRole('button', { name: 'Março de 2025' }))
    expect(onChange).toHaveBeenCalledWith('2025-03')
    await waitFor(() => expect(menu()).toBeNull())
    expect(field()).toHaveValue('03/2025')
    expect(field()).toHaveFocus()
  })

  it('with no month yet, opens on the current year by keyboard', async () => {
    const user = userEvent.setup()
    render(<Harness initial={null} onChange={() => undefined} />)
    field().focus()
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('ano-selecionado')).toHaveTextContent('2026')
    expect(screen.queryAllByRole('button', { pressed: true })).toHaveLength(0)
  })
})
