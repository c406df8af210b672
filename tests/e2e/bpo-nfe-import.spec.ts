import { expect, test } from '@playwright/test'
import { type NfeSpec, nfeXml } from '../../server/db/seed-invoice-files'
import { layoutProblems } from './page-audit'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { signInByApi } from './pages/login-page'

// The invoice story of /bpo/notas_fiscais: the gestor drops a supplier's NF-e XML with three duplicatas, sees the
// payable split 1/3, 2/3, 3/3 and finds each instalment in /bpo/contas_a_pagar; the same file again and a file that
// is not an invoice are refused with a pt-BR message and launch nothing; the list fits a phone.

const shot = (name: string) => `test-results/screens/bpo-notas-${name}.png`

const grafica: NfeSpec = {
  emitCnpj: '11222333000181',
  emitNome: 'Gráfica Horizonte Ltda',
  destDoc: '34028316000103',
  destNome: 'AAWZ Assessoria',
  numero: 90417,
  emissao: '2026-11-20',
  itens: [
    {
      codigo: 'FOL-01',
      descricao: 'Folder institucional',
      quantidade: '500.0000',
      unitario: '3.2000',
      total: '1600.00',
    },
    { codigo: 'CAR-02', descricao: 'Cartão de visita', quantidade: '1000.0000', unitario: '0.4500', total: '450.01' },
  ],
  dups: [
    { vencimento: '2026-12-20', valor: '683.34' },
    { vencimento: '2027-01-20', valor: '683.34' },
    { vencimento: '2027-02-20', valor: '683.33' },
  ],
  protocolo: true,
}

const xmlFile = (name: string, content: string) => ({ name, mimeType: 'application/xml', buffer: Buffer.from(content) })

test('a dropped NF-e becomes three payables 1/3, 2/3, 3/3; the same file again and a non-invoice launch nothing', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(page, 'gestor', 'bpo/notas_fiscais')
  await expect(page.getByRole('heading', { level: 1, name: 'Notas fiscais' })).toBeVisible()
  const input = page.locator('input[type=file]')

  await input.setInputFiles(xmlFile('nfe-90417.xml', nfeXml(grafica)))
  await expect(page.getByTestId('snackbar')).toContainText('Nota 90417 importada: 3 contas de R$ 2.050,01.')
  const invoice = page.getByTestId('nota-fiscal').filter({ hasText: '90417' })
  await expect(invoice).toContainText('Gráfica Horizonte Ltda')
  await expect(invoice.getByTestId('conta-da-nota')).toHaveText([
    /^1\/3R\$\s683,34/,
    /^2\/3R\$\s683,34/,
    /^3\/3R\$\s683,33/,
  ])
  await page.screenshot({ path: shot('importada-1440') })

  // The second instalment opens in Contas a pagar, in its month.
  await invoice.getByRole('link', { name: '2/3' }).click()
  await expect(page).toHaveURL(/\/admin\/bpo\/contas_a_pagar\?.*inicio=2027-01/)
  const payables = new BpoBillsPage(page)
  await expect(payables.row('NF-e 90417')).toHaveCount(1)
  await expect(payables.row('NF-e 90417')).toContainText('2/3')
  await expect(payables.row('NF-e 90417')).toContainText('683,34')
  await page.screenshot({ path: shot('parcela-em-contas-a-pagar-1440') })

  // The same key again, and an XML that is no invoice: each says why, and the list keeps one 90417.
  await page.goto('bpo/notas_fiscais')
  await input.setInputFiles(xmlFile('nfe-90417-copia.xml', nfeXml({ ...grafica, protocolo: false })))
  await expect(page.getByText('Nota 90417 já importada (mesma chave de acesso); nada foi lançado.')).toBeVisible()
  await input.setInputFiles(xmlFile('pedido.xml', '<?xml version="1.0"?><pedido><numero>7</numero></pedido>'))
  await expect(page.getByText(/Nada foi lançado\.$/).last()).toBeVisible()
  await expect(page.getByTestId('nota-fiscal').filter({ hasText: '90417' })).toHaveCount(1)
  await page.screenshot({ path: shot('recusadas-1440') })

  // On a phone the list turns into cards that fit the screen, each with its instalments.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(invoice.getByTestId('conta-da-nota')).toHaveCount(3)
  expect(await layoutProblems(page)).toEqual([])
  await page.screenshot({ path: shot('390'), fullPage: true })
})
