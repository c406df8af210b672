import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demoPdf } from '../../server/db/seed-bill-attachments'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { BpoInvoicesPage } from './pages/bpo-invoices-page'
import { HomePage } from './pages/home-page'
import { installSession } from './pages/login-page'

const brDate = (iso: string) => iso.split('-').reverse().join('/')

test('billing: a service invoice is issued, its PDF attached, and its receivable waits "A receber" (1440 and 390 px)', async ({
  page,
}) => {
  // A long story (create, issue, attach, the receivable, the phone) on a machine shared by many runs.
  test.setTimeout(240_000)
  const today = todayInBrazil()
  const description = `Consultoria de previdência ${randomUUID().slice(0, 6)}`
  const numero = `NF${Date.now().toString().slice(-8)}`
  const pdfName = `nfse-${numero}.pdf`

  await page.setViewportSize({ width: 1440, height: 900 })
  await installSession(page, 'gestor')
  const invoices = new BpoInvoicesPage(page)
  await invoices.open()
  await expect(invoices.page.getByTestId('fatura').first()).toBeVisible({ timeout: 30_000 })

  // 1. A new invoice to a client: 'Pendente faturamento'.
  await page.getByRole('button', { name: 'Nova nota' }).click()
  const client = invoices.dialog.getByLabel('Cliente', { exact: true })
  await client.selectOption({ index: 1 })
  await invoices.fillAndSubmit(
    {
      'Descrição do serviço': description,
      Competência: `${today.slice(5, 7)}/${today.slice(0, 4)}`,
      Valor: '1.234,56',
      Vencimento: brDate(today),
    },
    'Salvar',
  )
  await expect(invoices.dialog).toBeHidden()
  await expect(invoices.row(description).getByTestId('situacao')).toHaveText('Pendente faturamento')
  await expect(new HomePage(page).pendingButton).toHaveCount(0, { timeout: 20_000 })

  // 2. Issued with its number: the receivable is created and the invoice is 'A receber'.
  await invoices.openInvoice(description)
  await invoices.dialog.getByRole('button', { name: 'Emitir nota' }).click()
  await expect(invoices.dialog.getByRole('heading', { name: 'Emitir nota' })).toBeVisible()
  await expect(invoices.dialog.getByLabel('Categoria da receita', { exact: true })).not.toHaveValue('')
  await invoices.fillAndSubmit({ 'Número da nota': numero }, 'Emitir')
  await expect(invoices.dialog.getByRole('heading', { name: `Nota ${numero}` })).toBeVisible()
  await expect(invoices.dialog.getByTestId('situacao')).toHaveText('A receber')
  const receivableLink = invoices.dialog.getByRole('link', { name: /^Conta \d+$/ })
  await expect(receivableLink).toBeVisible({ timeout: 20_000 })

  // 3. The nota's PDF goes with it.
  await invoices.attach(pdfName, demoPdf(['NFS-e (teste)', description]))
  await page.keyboard.press('Escape')
  await expect(invoices.row(description).getByTestId('situacao')).toHaveText('A receber')

  // 4. The receivable in Contas a receber: the invoice's amount, due today, open; the detail links to it.
  await invoices.openInvoice(description)
  await expect(receivableLink).toHaveAttribute('href', /contas_a_receber\?titulo=\d+/)
  await page.keyboard.press('Escape')
  await page.goto('bpo/contas_a_receber')
  await expect(page.getByRole('heading', { level: 1, name: 'Contas a receber' })).toBeVisible({ timeout: 30_000 })
  const bill = page.getByTestId('conta').filter({ hasText: `NFS-e ${numero}` })
  await expect(bill).toContainText('R$\u00a01.234,56', { timeout: 30_000 })
  await expect(bill.getByTestId('status')).toHaveText(/Vence hoje|A vencer/)

  // 5. On a phone: the 'A receber' filter in the URL, the invoice as a card, no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 })
  await invoices.open('?situacao=a_receber')
  await expect(invoices.total('a_receber').count).not.toHaveText('0')
  const card = invoices.row(description)
  await expect(card.getByTestId('situacao')).toHaveText('A receber')
  await expect(card).toContainText('R$\u00a01.234,56')
  await expect(invoices.page.getByTestId('fatura').filter({ hasText: 'Pendente faturamento' })).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await invoices.openInvoice(description)
  await expect(invoices.attachments.getByText(pdfName)).toBeVisible()
  await page.screenshot({ path: 'test-results/faturamento-390.png', fullPage: false })
})
