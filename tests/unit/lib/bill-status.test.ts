import { describe, expect, it } from 'vitest'
import { billStatus, type StatusInput, statusCatalogue, statusInfo, todayInBrazil } from '@/contracts/bill-status'

const bill = (over: Partial<StatusInput> = {}): StatusInput => ({
  tipo: 'pagar',
  cancelado: false,
  valor: 10_000n,
  pago: 0n,
  data_vencimento: '2026-03-10',
  data_agendamento: null,
  ...over,
})
const TODAY = '2026-03-10'

describe('§4 bill status', () => {
  it('a payable: atrasado, vence hoje, a vencer by its due date', () => {
    expect(billStatus(bill({ data_vencimento: '2026-03-09' }), TODAY)).toBe('atrasado')
    expect(billStatus(bill(), TODAY)).toBe('vence_hoje')
    expect(billStatus(bill({ data_vencimento: '2026-03-11' }), TODAY)).toBe('a_vencer')
  })

  it('scheduled for today or later is agendado, even past due; a scheduled date gone by no longer counts', () => {
    expect(billStatus(bill({ data_vencimento: '2026-03-01', data_agendamento: '2026-03-10' }), TODAY)).toBe('agendado')
    expect(billStatus(bill({ data_vencimento: '2026-03-01', data_agendamento: '2026-03-09' }), TODAY)).toBe('atrasado')
  })

  it('paid in full is pago (recebido for a receivable); a partial payment keeps the due-date status', () => {
    expect(billStatus(bill({ pago: 10_000n, data_vencimento: '2026-01-01' }), TODAY)).toBe('pago')
    expect(billStatus(bill({ tipo: 'receber', pago: 10_000n }), TODAY)).toBe('recebido')
    expect(billStatus(bill({ pago: 9_999n, data_vencimento: '2026-03-09' }), TODAY)).toBe('atrasado')
  })

  it('cancelled wins over everything; a receivable due today is a vencer', () => {
    expect(billStatus(bill({ cancelado: true, pago: 10_000n }), TODAY)).toBe('cancelado')
    expect(billStatus(bill({ tipo: 'receber' }), TODAY)).toBe('a_vencer')
    expect(billStatus(bill({ tipo: 'receber', data_vencimento: '2026-03-09' }), TODAY)).toBe('atrasado')
  })

  it('receivables list Atrasado, Recebido, Cancelado, A vencer in that order; null is Sem Status', () => {
    expect(statusCatalogue.receber.map((s) => [s.label, s.ordem])).toEqual([
      ['Atrasado', 1],
      ['Recebido', 2],
      ['Cancelado', 3],
      ['A vencer', 4],
    ])
    expect(statusCatalogue.pagar.map((s) => s.label)).toEqual([
      'Atrasado',
      'Vence hoje',
      'A vencer',
      'Agendado',
      'Pago',
      'Cancelado',
    ])
    expect(statusInfo('pagar', null).label).toBe('Sem Status')
    expect(statusInfo('receber', 'pago').label).toBe('Sem Status')
  })

  it("today is Brazil's date, whatever the machine's time zone", () => {
    // 02:00 UTC on the 11th is still the 10th in São Paulo (UTC−3).
    expect(todayInBrazil(new Date(Date.UTC(2026, 2, 11, 2)))).toBe('2026-03-10')
    expect(todayInBrazil(new Date(Date.UTC(2026, 2, 11, 3)))).toBe('2026-03-11')
  })
})
