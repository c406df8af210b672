import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DetailList } from '@/components/entry-detail/detail-list'
import type { DetailColumn } from '@/contracts/financial'
import { formatCpfCnpj } from '@/lib/masks'

afterEach(cleanup)

// jsdom lays nothing out: give the scroll area a height so the virtualiser draws rows.
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 600 })
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 600 })
})

const long = 'Pagamento referente ao contrato anual de manutenção predial e limpeza do escritório central'
const row = {
  id: 1,
  fornecedor: 'Imobiliária Centro',
  cpf_cnpj_fornecedor: '11444777000161',
  data_pagamento: '2026-02-10',
  data_competencia: '2026-02-05',
  valor: '-1834567',
  categoria: 'Aluguel e condomínio',
  conta_corrente: null,
  observacoes: long,
  centro_custo: 'Sede',
}

describe('the entries under a DRE cell', () => {
  it('renders the columns the server sends, in its order, including one it supplies on its own', () => {
    const columns: DetailColumn[] = [
      { key: 'cpf_cnpj_fornecedor', label: 'CPF/CNPJ', type: 'cpf_cnpj' },
      { key: 'centro_custo', label: 'Centro de custo', type: 'text' },
      { key: 'valor', label: 'Valor (R$)', type: 'money' },
    ]
    render(<DetailList columns={columns} rows={[row]} />)
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'CPF/CNPJ',
      'Centro de custo',
      'Valor (R$)',
    ])
    const line = screen.getByTestId('detalhe-linha')
    expect(
      within(line)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['11.444.777/0001-61', 'Sede', '-18.345,67'])
  })

  it('formats by type: dates DD/MM/YYYY, money right-aligned, empty as a dash, long text cut at 60', () => {
    const columns: DetailColumn[] = [
      { key: 'data_competencia', label: 'Competência', type: 'date' },
      { key: 'valor', label: 'Valor (R$)', type: 'money' },
      { key: 'conta_corrente', label: 'Conta corrente', type: 'text' },
      { key: 'observacoes', label: 'Observações', type: 'text' },
    ]
    render(<DetailList columns={columns} rows={[row]} />)
    const cell = (key: string) => screen.getByTestId('detalhe-linha').querySelector(`[data-coluna="${key}"]`)
    expect(cell('data_competencia')?.textContent).toBe('05/02/2026')
    expect(cell('valor')?.className).toContain('text-right')
    expect(screen.getByRole('columnheader', { name: 'Valor (R$)' }).className).toContain('text-right')
    expect(cell('conta_corrente')?.textContent).toBe('—')
    const note = cell('observacoes')?.textContent ?? ''
    expect(note.endsWith('…')).toBe(true)
    expect(Array.from(note.replace('…', '')).length).toBeLessThanOrEqual(60)
    expect(long.startsWith(note.replace('…', ''))).toBe(true)
  })
})

describe('formatCpfCnpj', () => {
  it.each([
    ['52998224725', '529.982.247-25'],
    ['11444777000161', '11.444.777/0001-61'],
    ['12abc34501de35', '12.ABC.345/01DE-35'],
    ['11.444.777/0001-61', '11.444.777/0001-61'],
    ['123', '123'],
  ])('%s → %s', (raw, shown) => expect(formatCpfCnpj(raw)).toBe(shown))
})
