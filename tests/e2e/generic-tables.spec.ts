import { randomInt } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { GenericTablesPage } from './pages/generic-tables-page'
import { installSession } from './pages/login-page'
import { Shell } from './pages/shell'

test('staff create a bank, edit its fee (only the changed field plus key and required ones go on the wire) and remove it after confirmation', async ({
  page,
}) => {
  await installSession(page, 'equipe')
  const tables = new GenericTablesPage(page)
  await tables.open()
  await expect(page.getByText('Escolha uma tabela')).toBeVisible()
  await tables.choose('Bancos')
  await expect(tables.row('Itaú Unibanco').getByRole('cell', { name: 'R$\u00a012,00' })).toHaveClass(/text-right/)

  const codigo = String(randomInt(900, 1000))
  const nome = `Banco Teste ${codigo}`
  await page.getByRole('button', { name: 'Novo registro' }).click()
  await tables.fill({ 'Código *': codigo, 'Nome *': nome, 'Tarifa TED (R$) *': '10,00' })
  await tables.save()
  await expect(tables.dialog).toBeHidden()
  const row = tables.row(nome)
  await expect(row).toContainText('R$\u00a010,00')

  await tables.edit(nome)
  await tables.save()
  await expect(tables.dialog.getByText('Nenhum campo foi alterado')).toBeVisible()
  await tables.fill({ 'Tarifa TED (R$) *': '15,99' })
  const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/generic/tables/bancos/data/'))
  await tables.save()
  const data = JSON.parse(new URLSearchParams((await sent).postData() ?? '').get('data') ?? '{}')
  expect(Object.keys(data).sort()).toEqual(['ativo', 'codigo', 'id', 'nome', 'tarifa_ted_centavos'])
  expect(data).toMatchObject({ codigo, nome, tarifa_ted_centavos: '1599', ativo: true })
  await expect(tables.dialog).toBeHidden()
  await expect(row).toContainText('R$\u00a015,99')
  await page.reload()
  await expect(row).toContainText('R$\u00a015,99')

  const key = (await row.locator('td').first().textContent()) ?? ''
  await tables.remove(nome)
  await tables.dialog.getByLabel('Identificador do registro').fill('0')
  await tables.dialog.getByRole('button', { name: 'Remover' }).click()
  await expect(tables.dialog.getByText('Valor preenchido incorreto')).toBeVisible()
  await tables.dialog.getByLabel('Identificador do registro').fill(key)
  await tables.dialog.getByRole('button', { name: 'Remover' }).click()
  await expect(tables.dialog).toBeHidden()
  await expect(row).toHaveCount(0)
  await page.reload()
  await expect(tables.row('Itaú Unibanco')).toBeVisible()
  await expect(row).toHaveCount(0)
})

test('reference rates show percent and dates in pt-BR; an office table waits for the office, then a branch is edited', async ({
  page,
}) => {
  await installSession(page, 'equipe')
  const tables = new GenericTablesPage(page)
  await tables.open('indices_referencia')
  await expect(tables.row('IPCA')).toContainText('4,68 %')
  await expect(tables.row('IPCA')).toContainText('01/10/2026')

  await tables.choose('Filiais')
  await expect(page.locator('#conteudo').getByText('Nenhum escritório selecionado')).toBeVisible()
  await new Shell(page).selectOffice('AAWZ Assessoria')
  const cidade = `Campinas ${randomInt(1000)}`
  await tables.edit('Filial Centro')
  await tables.fill({ Cidade: cidade })
  await tables.save()
  await expect(tables.dialog).toBeHidden()
  await expect(tables.row('Filial Centro')).toContainText(cidade)
})

for (const width of [1440, 390]) {
  test(`the generic tables page reads at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await installSession(page, 'equipe')
    const tables = new GenericTablesPage(page)
    await tables.open('bancos')
    await expect(tables.row('Itaú Unibanco')).toBeVisible()
    await page.screenshot({ path: `test-results/dados-gerais-${width}.png` })
    await tables.edit('Itaú Unibanco')
    await page.screenshot({ path: `test-results/dados-gerais-dialogo-${width}.png` })
  })
}
