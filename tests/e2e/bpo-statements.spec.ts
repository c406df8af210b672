import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import type { BillRow } from '../../src/contracts/bpo-bills'
import { formatDate, formatMoney } from '../../src/lib/format'
import { ofxSgml, utf8 } from '../support/statement-files'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { installSession } from './pages/login-page'
import { Shell } from './pages/shell'

// The statements story (docs/bpo-statements.md): the gestor imports an OFX of the operational account whose line pays
// an open payable, previews it, applies it, accepts the suggestions, and sees the bill 'pagamento-conciliado' and the
// month's DFC outflows grow by its amount; the page also fits a phone.

const shot = (name: string) => `test-results/screens/bpo-extrato-${name}.png`

test.use({ viewport: { width: 1440, height: 900 } })

test('import a statement (preview, apply), accept the suggestions: bill reconciled and the DFC updated', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000)
  await installSession(page, 'gestor')
  const headers = { authorization: await new Shell(page).storedToken() }
  const get = async <T>(url: string) => {
    const res = await request.get(url, { headers })
    expect(res.status(), await res.text()).toBe(200)
    return (await res.json()).value as T
  }
  // The offices' calendar: between 21:00 and midnight in Brazil the UTC date is already tomorrow.
  const today = todayInBrazil()
  const month = today.slice(0, 7)
  const accounts = await get<{ id: number; nome: string }[]>('/v2/api/office/3/bpo/contas')
  const account = accounts.find((a) => a.nome === 'Conta operacional') as { id: number }
  const providers = await get<{ id: number; nome: string }[]>('/v2/api/office/3/bpo/fornecedores')
  const categories = (await get<{ categorias: { id: number; nome: string }[] }>('/v2/api/office/3/bpo/opcoes'))
    .categorias
  // A payable of the operational account due today, under the approval threshold, with an amount of its own.
  const created = await request.post('/v2/api/office/3/bpo/titulos/pagar', {
    headers,
    data: {
      descricao: 'Manutenção do ar-condicionado',
      id_fornecedor: providers[0].id,
      data_vencimento: today,
      data_competencia: today,
      valor: '123457',
      id_categoria: categories.find((c) => c.nome === 'Despesas administrativas')?.id,
      id_conta_corrente: account.id,
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const bill = (await created.json()).value as BillRow
  const dfc = async () => {
    const r = await get<{ meses: { contas: { id_conta_corrente: number; total_saidas: string }[] }[] }>(
      `/v2/interno/api/admin/office/3/dfc?begin_date=${month}&end_date=${month}`,
    )
    return BigInt(r.meses[0].contas.find((c) => c.id_conta_corrente === account.id)?.total_saidas ?? '0')
  }
  const outflowsBefore = await dfc()

  const cents = BigInt(bill.valor)
  const amount = `-${cents / 100n},${String(cents % 100n).padStart(2, '0')}`
  const file = ofxSgml({
    bank: '208',
    transactions: [
      {
        date: today,
        amount,
        fitid: `e2e-${bill.id}`,
        memo: `PAGTO BOLETO ${bill.id} ${providers[0].nome.toUpperCase()}`,
      },
      { date: today, amount: '51234,56', fitid: '', memo: 'Saldo do dia', type: 'OTHER' },
    ],
  })

  await page.goto(`bpo/extrato?conta=${account.id}&inicio=${month}&fim=${month}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Extrato bancário' })).toBeVisible()
  await page.getByRole('button', { name: 'Importar extrato' }).click()
  const dialog = page.getByRole('dialog', { name: 'Importar extrato' })
  await dialog
    .getByLabel('Arquivo do extrato')
    .setInputFiles({ name: 'extrato.ofx', mimeType: 'application/x-ofx', buffer: utf8(file) })
  const preview = dialog.getByTestId('previa-extrato')
  await expect(preview).toContainText('1 novas')
  await expect(preview).toContainText('0 já importadas')
  // The balance row is a declared balance of the day, not a line.
  await expect(preview).toContainText('Saldos informados pelo banco')
  await expect(preview).toContainText('Saldo do dia')
  await page.screenshot({ path: shot('previa-1440') })
  await dialog.getByRole('button', { name: 'Importar 1 linha' }).click()
  await expect(dialog).toBeHidden()

  await expect(page.getByTestId('extrato-resumo')).toContainText(
    `saldo informado pelo banco em ${formatDate(today)}: ${formatMoney(5_123_456n)}`,
  )
  // This run's line only: a retry finds the first attempt's line beside it.
  const line = page.getByTestId('linha-extrato').filter({ hasText: `PAGTO BOLETO ${bill.id} ` })
  await expect(line).toContainText(formatMoney(-cents))
  await expect(line).toContainText(`Sugestão · Conta: ${bill.descricao}`)
  await page.screenshot({ path: shot('1440'), fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(line).toBeVisible()
  // On a phone each line is a card: its value and its actions show without scrolling sideways.
  await expect(line.getByText(formatMoney(-cents))).toBeInViewport({ ratio: 1 })
  await expect(line.getByRole('button', { name: 'Conciliar' })).toBeInViewport({ ratio: 1 })
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await page.screenshot({ path: shot('390'), fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })

  await page.getByRole('button', { name: /Aceitar sugestões/ }).click()
  await expect(line).toContainText(`Conciliada · Conta ${bill.descricao}`)
  await expect(line.getByRole('button', { name: 'Desfazer' })).toBeVisible()

  // The bill is reconciled in the payables list, and the DFC reads the cash once.
  const billMonth = bill.data_vencimento.slice(0, 7)
  const bills = new BpoBillsPage(page)
  await bills.open(
    `contas_a_pagar?inicio=${billMonth}&fim=${billMonth}&etiqueta=pagamento-conciliado`,
    'Contas a pagar',
  )
  await bills.reveal(bill.descricao)
  expect(await dfc()).toBe(outflowsBefore + cents)

  // The positions report shows the account with its statement lines, and exports.
  await page.goto(`bpo/positions_report?inicio=${month}&fim=${month}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Relatório de posições' })).toBeVisible()
  await expect(page.getByTestId('posicao').filter({ hasText: 'Conta operacional' })).toContainText(
    `${formatMoney(5_123_456n)}informado pelo banco`,
  )
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar XLSX' }).click()
  expect((await download).suggestedFilename()).toBe(`posicoes-${month}-a-${month}.xlsx`)
  await page.screenshot({ path: shot('posicoes-1440'), fullPage: true })
})
