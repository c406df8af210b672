import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { FrequencySelect } from '@/components/frequency-select'
import { MonthRangeFilter, type MonthRangeValue } from '@/components/month-range-filter'
import { QuarterPicker } from '@/components/quarter-picker'
import { stubResizeObserver } from './resize-observer'

stubResizeObserver()
afterEach(cleanup)

const TODAY = new Date(2026, 10, 15) // 15/11/2026

function Harness({ onChange, onFilter }: { onChange?: (v: MonthRangeValue) => void; onFilter?: () => void }) {
  const [value, setValue] = useState<MonthRangeValue>({ start: null, end: null })
  return (
    <MonthRangeFilter
      value={value}
      today={TODAY}
      onFilter={onFilter}
      onChange={(next) => {
        setValue(next)
        onChange?.(next)
      }}
    />
  )
}

const start = () => screen.getByRole('combobox', { name: 'Data início' })
const end = () => screen.getByRole('combobox', { name: 'Data fim' })
const menu = () => screen.queryByRole('dialog', { name: 'Selecionar período' })

describe('MonthRangeFilter', () => {
  it('has two read-only fields with the MM/AAAA placeholder', () => {
    render(<Harness />)
    for (const field of [start(), end()]) {
      expect(field).toHaveAttribute('readonly')
      expect(field).toHaveAttribute('placeholder', 'MM/AAAA')
    }
  })

  it('sets the start, then the end, swapping a wrong-side pick, and emits YYYY-MM', async () => {
    const onChange = vi.fn()
    render(<Harness onChange={onChange} />)
    await userEvent.click(start())
    expect(screen.getByTestId('ano-selecionado')).toHaveTextContent('2026')
    await userEvent.click(screen.getByRole('button', { name: 'Setembro de 2026' }))
    expect(start()).toHaveValue('09/2026')
    expect(onChange).not.toHaveBeenCalled()
    await userEvent.click(screen.getByRole('button', { name: 'Ano anterior' }))
    await userEvent.click(screen.getByRole('button', { name: 'Dezembro de 2025' }))
    expect(onChange).toHaveBeenCalledWith({ start: '2025-12', end: '2026-09' })
    expect(start()).toHaveValue('12/2025')
    expect(end()).toHaveValue('09/2026')
  })

  it('closes the menu 700 ms after a completed selection', async () => {
    render(<Harness />)
    await userEvent.click(end())
    await userEvent.click(screen.getByRole('button', { name: '3 meses' }))
    expect(start()).toHaveValue('08/2026')
    expect(end()).toHaveValue('10/2026')
    expect(menu()).toBeInTheDocument()
    await waitFor(() => expect(menu()).toBeNull(), { timeout: 1500 })
  })

  it("'Este ano' runs from January to the current month; 'Filtrar' closes at once", async () => {
    const onFilter = vi.fn()
    render(<Harness onFilter={onFilter} />)
    await userEvent.click(start())
    await userEvent.click(screen.getByRole('button', { name: 'Este ano' }))
    expect(start()).toHaveValue('01/2026')
    expect(end()).toHaveValue('11/2026')
    await userEvent.click(screen.getByRole('button', { name: 'Filtrar' }))
    expect(menu()).toBeNull()
    expect(onFilter).toHaveBeenCalledWith({ start: '2026-01', end: '2026-11' })
  })

  it('opens with Enter from the field', async () => {
    render(<Harness />)
    start().focus()
    await userEvent.keyboard('{Enter}')
    expect(menu()).toBeInTheDocument()
    expect(start()).toHaveAttribute('aria-expanded', 'true')
  })
})

describe('FrequencySelect and QuarterPicker', () => {
  it('offers M, Q and Y, Y by default', async () => {
    const onChange = vi.fn()
    render(<FrequencySelect onChange={onChange} />)
    expect(screen.getByRole('radio', { name: 'Anual' })).toBeChecked()
    await userEvent.click(screen.getByRole('radio', { name: 'Trimestral' }))
    expect(onChange).toHaveBeenCalledWith('Q')
  })

  it('maps quarters 1–4 to the months 03, 06, 09, 12', async () => {
    const onChange = vi.fn()
    render(<QuarterPicker value={null} onChange={onChange} />)
    for (const quarter of [1, 2, 3, 4]) {
      await userEvent.click(screen.getByRole('radio', { name: `${quarter}º trimestre` }))
    }
    expect(onChange.mock.calls).toEqual([
      [1, '03'],
      [2, '06'],
      [3, '09'],
      [4, '12'],
    ])
  })
})
