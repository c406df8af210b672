import { expect, test } from '@playwright/test'
import { centavosOf } from './pages/dre-money'
import { DreTablePage, savedQueries } from './pages/dre-page'
import { DreVersionsPage } from './pages/dre-versions-page'
import { HomePage } from './pages/home-page'
import { installSession } from './pages/login-page'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const header = 'data_competencia;data_pagamento;valor;categoria;pj;profissional;area_receita;filial;equipe;descricao'
// November 2024 has no entries in the demo ledger (it starts in 01/2025; the demo bills' payments are recent), so
// publishing is what makes it appear.
const november = [
  header,
  '10/11/2024;15/11/2024;150.000,00;Receita de investimentos;;Diego Pereira;Renda Fixa;;;Receita de novembro',
  '10/11/2024;15/11/2024;-12.500,00;ISS;;;;;;ISS de novembro',
  '20/11/2024;25/11/2024;-40.000,00;Folha de pagamento;;;;;;Folha de novembro',
].join('\n')
const novemberDre = 'dre/dres/dre-pj?inicio=2024-11&fim=2024-11'

test.beforeEach(async ({ page }, info) => {
  if (!info.titlePath.includes('an advisor')) await installSession(page, 'gestor')
})

test('a manager imports a CSV, reviews the comparison, publishes it and sees the DRE change', async ({ page }) => {
  const dre = new DreTablePage(page)
  await dre.open(novemberDre)
  await expect(dre.empty).toBeVisible()

  const versions = new DreVersionsPage(page)
  await versions.open()
  await versions.upload('novembro.csv', november)
  await expect(versions.imported).toContainText('Versão temporária criada')
  // One month reads as that month alone, not as a range from it to itself.
  await expect(versions.imported).toContainText('Competências11/2024Total')
  await versions.imported.getByRole('link', { name: 'Revisar' }).click()

  await expect(page).toHaveURL(/\/dre\/comparative\/geral$/)
  await expect(page.getByTestId('versao-temporaria')).toContainText('novembro.csv')
  const table = page.getByTestId('comparacao-tabela')
  await expect(table.getByRole('row', { name: /^Receita bruta/ })).toContainText('150.000,00')
  await expect(table.getByRole('row', { name: /^Lucro líquido/ })).toContainText('97.500,00')
  // The cash flow of the file beside the current one: November's inflows only exist in the temporary version.
  const dfc = page.getByTestId('dfc-comparacao')
  await expect(dfc.getByRole('columnheader', { name: '11/2024' })).toBeVisible()
  await expect(dfc.getByTestId('dfc-comparacao-te')).toContainText('150.000,00')

  await page.getByTestId('versao-temporaria').getByRole('button', { name: 'Publicar' }).click()
  const confirm = page.getByRole('dialog', { name: 'Publicar versão?' })
  await expect(confirm).toContainText('“novembro.csv” traz 3 lançamentos')
  await expect(confirm).toContainText('Nenhum lançamento importado atual da competência 11/2024 será substituído.')
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await expect(confirm).toBeHidden()
  await expect(page.getByTestId('versao-temporaria')).toBeVisible()
  await page.getByTestId('versao-temporaria').getByRole('button', { name: 'Publicar' }).click()
  await confirm.getByRole('button', { name: 'Publicar' }).click()
  await expect(page.getByText('Nenhuma versão temporária para comparar')).toBeVisible()

  await dre.open(novemberDre)
  await expect(dre.line('receita_bruta')).toContainText('150.000,00')
  await expect(dre.line('deducoes')).toContainText('-12.500,00')
  await expect(dre.line('lucro_liquido')).toContainText('97.500,00')
})

test('a click on a DRE cell opens the entries behind it', async ({ page }) => {
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-pj?inicio=2026-01&fim=2026-03')
  await dre.cells('receita_bruta').first().click()
  await expect(dre.detail.getByRole('heading', { name: 'Receita bruta' })).toBeVisible()
  await expect(dre.detail.getByTestId('detalhe-linha').first()).toBeVisible()
  const count = Number(((await dre.detail.getByTestId('detalhe-quantidade').textContent()) ?? '').replace(/\./g, ''))
  expect(count).toBeGreaterThan(0)
  await expect(dre.detail.getByRole('columnheader', { name: 'Observações' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dre.detail).toBeHidden()

  // Categories open under their line, and drill on their own.
  await dre.expand('despesas_operacionais', '(−) Despesas operacionais')
  const category = page.getByTestId('dre-categoria').filter({ hasText: 'Folha de pagamento' })
  await expect(category).toBeVisible()
  await category
    .getByRole('button', { name: /ver lançamentos/ })
    .first()
    .click()
  await expect(dre.detail.getByRole('heading', { name: 'Folha de pagamento' })).toBeVisible()
  await expect(dre.detail.getByTestId('detalhe-linha').first()).toContainText('Folha de pagamento')
})

test("the entries under a DRE cell show the server's columns, the supplier's CPF/CNPJ formatted", async ({ page }) => {
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-pj?inicio=2026-01&fim=2026-03')
  await dre.expand('despesas_operacionais', '(−) Despesas operacionais')
  const drill = async (categoria: string) => {
    await page
      .getByTestId('dre-categoria')
      .filter({ hasText: categoria })
      .getByRole('button', { name: /ver lançamentos/ })
      .first()
      .click()
    await expect(dre.detail.getByRole('heading', { name: categoria })).toBeVisible()
    return dre.detail.getByTestId('detalhe-linha').first()
  }
  const rent = await drill('Aluguel e condomínio')
  await expect(dre.detail.getByRole('columnheader', { name: 'CPF/CNPJ' })).toBeVisible()
  await expect(rent.locator('[data-coluna="fornecedor"]')).toHaveText('Imobiliária Centro')
  await expect(rent.locator('[data-coluna="cpf_cnpj_fornecedor"]')).toHaveText('11.444.777/0001-61')
  await expect(rent.locator('[data-coluna="data_competencia"]')).toHaveText(/^05\/0[1-3]\/2026$/)
  await expect(rent.locator('[data-coluna="valor"]')).toHaveCSS('text-align', 'right')
  // 'Aluguel do escritório e condomínio do mês de referência' is 55 characters: shown whole.
  await expect(rent.locator('[data-coluna="observacoes"]')).toHaveText(
    'Aluguel do escritório e condomínio do mês de referência',
  )
  await page.keyboard.press('Escape')
  const design = await drill('Marketing')
  await expect(design.locator('[data-coluna="cpf_cnpj_fornecedor"]')).toHaveText('529.982.247-25')
})

test('a bad CSV shows the line-level errors and imports nothing', async ({ page }) => {
  const versions = new DreVersionsPage(page)
  await versions.open()
  const bad = [header, '32/01/2026;;abc;Categoria inexistente;;;;;;x', '15/01/2026;;10,00;Fee fixo;;;;;;ok'].join('\n')
  await versions.upload('ruim.csv', bad)
  await expect(page.getByTestId('upload-erros')).toContainText('nada foi importado')
  const rows = versions.errors.getByRole('row')
  await expect(rows.filter({ hasText: 'data_competencia' })).toContainText('2')
  await expect(rows.filter({ hasText: 'valor' })).toContainText('Valor inválido')
  await expect(rows.filter({ hasText: 'categoria' })).toContainText('Categoria não encontrada')
  await expect(page.getByTestId('versao-linha').filter({ hasText: 'ruim.csv' })).toHaveCount(0)
})

test("the DRE download dialog starts on the page's period, checks it and downloads the file", async ({ page }) => {
  const dre = new DreTablePage(page)
  // An explicit period: the import test may already have published November, which moves the default end.
  await dre.open('dre/dres/dre-pj?inicio=2026-01&fim=2026-10')
  await expect(page.getByText('Valores em R$ · 01/2026 a 10/2026')).toBeVisible()
  await dre.openDownload()
  const baixar = dre.detail.getByRole('button', { name: 'Baixar' })
  // the page shows 10 months: the dialog starts on the last 6, valid at once
  await expect(dre.detail.getByLabel('Data início')).toHaveValue('05/2026')
  await expect(dre.detail.getByLabel('Data fim')).toHaveValue('10/2026')
  await expect(dre.detail.getByTestId('periodo-erro')).toHaveText('')
  await expect(baixar).toBeEnabled()
  await page.screenshot({ path: 'test-results/financial-download-dialog.png' })

  await dre.pickRange('Janeiro de 2026', 'Setembro de 2026')
  await expect(dre.detail.getByTestId('periodo-erro')).toHaveText(
    'O período máximo de informações disponíveis para download é de 6 meses',
  )
  await expect(baixar).toBeDisabled()

  await dre.pickRange('Abril de 2026', 'Junho de 2026')
  await expect(dre.detail.getByTestId('periodo-erro')).toHaveText('')
  const download = page.waitForEvent('download')
  const request = page.waitForRequest(/\/dre\/download\?/)
  await baixar.click()
  expect((await download).suggestedFilename()).toBe('dre-pj-2026-04-a-2026-06.xlsx')
  // §7: the grouping goes as `DRE`.
  const sent = new URL((await request).url()).searchParams
  expect([sent.get('DRE'), sent.has('type')]).toEqual(['pj', false])
  await expect(dre.detail).toBeHidden()

  // one month reads as one month, and the e-mail dialog starts on it too
  await dre.open('dre/dres/dre-pj?inicio=2026-11&fim=2026-11')
  await expect(page.getByText('Valores em R$ · 11/2026', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click()
  await expect(dre.detail.getByLabel('Data início')).toHaveValue('11/2026')
  await expect(dre.detail.getByLabel('Data fim')).toHaveValue('11/2026')
  await expect(dre.detail.getByTestId('periodo-erro')).not.toHaveText('É necessário selecionar um período.')
})

test("a 'Total' cell drills into the entries of the chosen team only", async ({ page }) => {
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-profissional?inicio=2026-01&fim=2026-03')
  const all = centavosOf(await dre.cells('receita_bruta').last().textContent())
  await page.getByLabel('Equipe').selectOption({ index: 1 })
  await expect(page).toHaveURL(/equipe=\d+/)
  const total = dre.cells('receita_bruta').last()
  await expect.poll(async () => centavosOf(await total.textContent())).not.toBe(all)
  const teamTotal = centavosOf(await total.textContent())
  await total.click()
  await expect(dre.detail.getByRole('heading', { name: 'Receita bruta' })).toBeVisible()
  await expect.poll(async () => centavosOf(await dre.detail.getByTestId('detalhe-total').textContent())).toBe(teamTotal)
})

test('the cash entries behind the DFC list in a virtualised table that loads more as it scrolls', async ({ page }) => {
  await page.goto('financeiro/dfc?inicio=2025-01&fim=2026-10')
  const list = page.getByTestId('dfc-raw')
  await expect(list.getByTestId('dfc-raw-linha').first()).toBeVisible()
  const count = page.getByTestId('dfc-raw-quantidade')
  await expect(count).toContainText('500 lançamentos carregados')
  // Only the visible rows are in the page, not the 500 loaded.
  expect(await list.getByTestId('dfc-raw-linha').count()).toBeLessThan(100)
  await list.evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await expect(count).toContainText(/1\.000 lançamentos|^\d{3,4} lançamentos$/)
})

test('the DRE already seen still shows offline after a reload', async ({ page, context }) => {
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-pj?inicio=2026-01&fim=2026-03')
  await new HomePage(page).waitForServiceWorker()
  const gross = await dre.line('receita_bruta').textContent()
  expect(gross).toMatch(/\d/)
  await expect.poll(() => savedQueries(page).then((saved) => saved?.includes('"table","pj"') ?? false)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()
  await expect(dre.line('receita_bruta')).toHaveText(gross ?? '')
  await expect(dre.line('lucro_liquido')).toBeVisible()
  await context.setOffline(false)
})

test.describe('an advisor', () => {
  test.beforeEach(async ({ page }) => {
    await installSession(page, 'assessor')
  })

  test('sees only their own DRE by professional; other DRE addresses lead there', async ({ page }) => {
    const dre = new DreTablePage(page)
    for (const path of ['dre/dres/dre-pj?inicio=2026-01&fim=2026-03', 'dre/dres/Equipe', 'dre/versoes']) {
      await page.goto(path)
      await expect(page).toHaveURL(/\/dre\/dres\/dre-profissional/)
    }
    await page.goto('dre/dres/dre-filial?inicio=2026-01&fim=2026-03')
    await expect(page).toHaveURL(/\/dre\/dres\/dre-profissional\?inicio=2026-01&fim=2026-03/)
    await expect(dre.line('receita_bruta')).toBeVisible()
    await expect(page.getByText('somente os números de André Assessor')).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
    const tabs = page.getByRole('navigation', { name: 'Agrupamentos do DRE' }).getByRole('link')
    await expect(tabs).toHaveText(['Por profissional'])
    await expect(page.getByLabel('Equipe')).toHaveCount(0)
  })
})
