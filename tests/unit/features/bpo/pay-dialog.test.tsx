import { cleanup, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { BillChoices } from '@/features/bpo/bills/bill-choices'
import type { LocalBill } from '@/features/bpo/bills/bills-data'
import { PayDialog } from '@/features/bpo/bills/pay-dialog'

afterEach(cleanup)

const bill: LocalBill = {
  id: 41,
  version: 3,
  tipo: 'pagar',
  descricao: 'Conserto do ar-condicionado',
  id_fornecedor: null,
  fornecedor: null,
  pagador: null,
  data_vencimento: '2026-11-29',
  data_competencia: '2026-11-29',
  data_agendamento: null,
  valor: '1234567',
  pago: '0',
  id_categoria: 1,
  categoria: 'Manutenção',
  id_conta_corrente: null,
  id_departamento: null,
  id_filial: null,
  codigo_boleto: null,
  pix: null,
  observacoes: null,
  cancelado: false,
  status: 'a_vencer',
  etiquetas: [],
  aprovacao: 'aprovado',
  aprovacao_por: 'Gabriela Gestora',
  aprovacao_em: '2026-11-29T21:42:00Z',
  aprovacao_motivo: null,
  rateio: [],
  pagamentos: [],
}

const choices = (contas: BillChoices['contas']): BillChoices => ({
  fornecedores: [],
  categorias: [],
  contas,
  departamentos: [],
  filiais: [],
})

const dialog = (contas: BillChoices['contas'], onPay: () => Promise<unknown>) => (
  <PayDialog
    kind="pagar"
    bills={[bill]}
    today="2026-11-29"
    choices={choices(contas)}
    onClose={() => {}}
    onPay={onPay}
    onUndo={async () => {}}
  />
)

describe('the payment dialog', () => {
  it("takes the office's first account when the accounts arrive after it opened", async () => {
    const onPay = vi.fn(async () => {})
    const { rerender } = render(dialog([], onPay))
    rerender(
      dialog(
        [
          { value: '7', label: 'Itaú 1234' },
          { value: '8', label: 'Caixa' },
        ],
        onPay,
      ),
    )
    expect(screen.getByLabelText('Conta')).toHaveValue('7')
    await userEvent.click(screen.getByRole('button', { name: /^Pagar$/ }))
    expect(onPay).toHaveBeenCalledWith(bill, expect.objectContaining({ id_conta_corrente: 7, valor: '1234567' }))
  })

  it('keeps the account the user picked when the list changes', async () => {
    const onPay = vi.fn(async () => {})
    const accounts = [
      { value: '7', label: 'Itaú 1234' },
      { value: '8', label: 'Caixa' },
    ]
    const { rerender } = render(dialog(accounts, onPay))
    await userEvent.selectOptions(screen.getByLabelText('Conta'), 'Caixa')
    rerender(dialog([...accounts, { value: '9', label: 'Nubank' }], onPay))
    expect(screen.getByLabelText('Conta')).toHaveValue('8')
  })
})
