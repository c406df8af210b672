import { expect, test } from '@playwright/test'
import { GenericTablesPage } from './pages/generic-tables-page'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'

test('staff edit a bank fee in the generic tables: only the changed field (plus key and required) goes on the wire, and it is saved', async ({
  page,
}) => {
  await new LoginPage(page).signInAs('equipe')
  const tables = new GenericTablesPage(page)
  await tables.open()
  await expect(page.getByText('Escolha uma tabela')).toBeVisible()
  await tables.choose('Bancos')
  const itau = tables.row('Itaú Unibanco')
  await expect(itau).toContainText('R$\u00a012,00')
  await expect(itau.getByRole('cell', { name: 'R$\u00a012,00' })).toHaveClass(/text-right/)

  await tables.edit('Itaú Unibanco')
  await tables.save()
  await expect(tables.dialog.getByText('Nenhum campo foi alterado')).toBeVisible()

  await tables.dialog.getByLabel('Tarifa TED (R$) *').fill('15,99')
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/generic/tables/bancos/data/'))
  await tables.save()
  const body = new URLSearchParams((await sent).postData() ?? '')
  const data = JSON.parse(body.get('data') ?? '{}')
  expect(Object.keys(data).sort()).toEqual(['ativo', 'codigo', 'id', 'nome', 'tarifa_ted_centavos'])
  expect(data.tarifa_ted_centavos).toBe('1599')
  await expect(tables.dialog).toBeHidden()
  await expect(itau).toContainText('R$\u00a015,99')

  await page.reload()
  await expect(tables.row('Itaú Unibanco')).toContainText('R$\u00a015,99')
})

test('reference rates show percent and dates in pt-BR; an office branch is edited once the office is chosen; a bank is removed only after typing its key', async ({
  page,
}) => {
  await new LoginPage(page).signInAs('equipe')
  const tables = new GenericTablesPage(page)
  await tables.open('indices_referencia')
  await expect(tables.row('IPCA')).toContainText('4,68 %')
  await expect(tables.row('IPCA')).toContainText('01/10/2026')

  await tables.choose('Filiais')
  await expect(page.locator('#conteudo').getByText('Nenhum escritório selecionado')).toBeVisible()
  await new Shell(page).selectOffice('AAWZ Assessoria')
  await tables.edit('Filial Centro')
  await tables.dialog.getByLabel('Cidade', { exact: true }).fill('Campinas')
  await tables.save()
  await expect(tables.dialog).toBeHidden()
  await expect(tables.row('Filial Centro')).toContainText('Campinas')

  await tables.choose('Bancos')
  const key = (await tables.row('Nu Pagamentos').locator('td').first().textContent()) ?? ''
  await tables.remove('Nu Pagamentos')
  await tables.dialog.getByLabel('Identificador do registro').fill('999')
  await tables.dialog.getByRole('button', { name: 'Remover' }).click()
  await expect(tables.dialog.getByText('Valor preenchido incorreto')).toBeVisible()
  await tables.dialog.getByLabel('Identificador do registro').fill(key)
  await tables.dialog.getByRole('button', { name: 'Remover' }).click()
  await expect(tables.dialog).toBeHidden()
  await expect(tables.row('Nu Pagamentos')).toHaveCount(0)
  await page.reload()
  await expect(tables.row('Itaú Unibanco')).toBeVisible()
  await expect(tables.row('Nu Pagamentos')).toHaveCount(0)
})

for (const width of [1440, 390]) {
  test(`the generic tables page reads at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await new LoginPage(page).signInAs('equipe')
    const tables = new GenericTablesPage(page)
    await tables.open('bancos')
    await expect(tables.row('Itaú Unibanco')).toBeVisible()
    await page.screenshot({ path: `test-results/dados-gerais-${width}.png` })
    await tables.edit('Itaú Unibanco')
    await page.screenshot({ path: `test-results/dados-gerais-dialogo-${width}.png` })
  })
}
