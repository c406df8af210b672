import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { formatDate } from '../../src/lib/format'
import { AssetsPage } from './pages/assets-page'
import { installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

test("staff rename a client's old ticker from the analyzer, check its cotization, and the total agrees with the portfolio", async ({
  page,
}) => {
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('AAWZ Assessoria')
  const assets = new AssetsPage(page)
  await assets.open('?aba=tickers')
  const finding = page
    .getByRole('region', { name: 'Posições com ticker antigo' })
    .getByRole('row')
    .filter({ hasText: 'VVAR3' })
  const client = ((await finding.getByRole('cell').first().textContent()) ?? '').trim()
  expect(client).not.toBe('')
  await finding.getByRole('button', { name: 'Renomear' }).click()
  await expect(assets.dialog.getByLabel('Novo nome')).toHaveValue('BHIA3')
  await assets.dialog.getByLabel('Novo nome').fill('VVAR3')
  await assets.dialog.getByRole('button', { name: 'Renomear' }).click()
  await expect(assets.dialog.getByText('O novo nome deve ser diferente do nome atual')).toBeVisible()
  await assets.dialog.getByLabel('Novo nome').fill('BHIA3')
  await assets.dialog.getByRole('button', { name: 'Renomear' }).click()
  await expect(assets.dialog).toBeHidden()
  await expect(finding).toHaveCount(0)

  await assets.tab('Ativos dos clientes')
  await assets.selectClient(client)
  const row = assets.assetRow('BHIA3')
  await expect(row).toContainText('BHIA3 · Renda Variável')
  await expect(row.getByTestId('ativo-cotizacao')).toHaveText('20/10/2026')

  await row.getByRole('button', { name: 'Conferir cotização de BHIA3' }).click()
  await expect(assets.dialog.getByText('Desatualizada')).toBeVisible()
  await assets.dialog.getByLabel('Valor conferido (opcional)').fill('13000,00')
  await assets.dialog.getByRole('button', { name: 'Confirmar cotização' }).click()
  await expect(assets.dialog.getByText('Em dia')).toBeVisible()
  await assets.dialog.getByText('Fechar', { exact: true }).click()
  await expect(row).toContainText('R$\u00a013.000,00')
  await expect(row.getByTestId('ativo-cotizacao')).toHaveText(formatDate(todayInBrazil()))

  // The same figure as the client's portfolio ('Total da carteira').
  const total = (await assets.total.textContent()) ?? ''
  const id = new URL(page.url()).searchParams.get('cliente')
  await page.goto(`carteira?cliente=${id}`)
  await expect(page.getByTestId('carteira-cliente')).toHaveText(client)
  await expect(page.getByText('Total da carteira').locator('..')).toContainText(total)
  // And back: the portfolio links staff to the client's assets.
  await page.getByRole('link', { name: 'Ativos e cotizações' }).click()
  await expect(page.getByTestId('ativos-cliente')).toHaveText(client)
  await expect(assets.total).toHaveText(total)
})

test('staff add a missing stock; a bad ticker is refused in pt-BR', async ({ page }) => {
  await installSession(page, 'equipe')
  const assets = new AssetsPage(page)
  await assets.open('?aba=faltantes')
  const list = page.getByRole('region', { name: 'Ações faltantes' })
  await expect(list).toContainText('AZEV4')
  await page.getByLabel('Ação').fill('PETROBRAS')
  await page.getByRole('button', { name: 'Adicionar' }).click()
  await expect(page.getByText('Formato inválido')).toBeVisible()
  await page.getByLabel('Ação').fill('rrrp3')
  await page.getByRole('button', { name: 'Adicionar' }).click()
  await expect(list).toContainText('RRRP3')
})

test('the crawler dialog: §5 messages, -1 on a bad token, then a run to the last step and its products', async ({
  page,
}) => {
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('Aurora Investimentos')
  const assets = new AssetsPage(page)
  await assets.open('?aba=renda-fixa')
  await expect(page.getByText('Nenhum produto lido ainda.')).toBeVisible()
  await assets.openCrawler()
  await assets.dialog.getByRole('button', { name: 'Executar crawler' }).click()
  await expect(assets.dialog.getByText('Campo obrigatório')).toHaveCount(3)
  await assets.runCrawler('assessor.xp', '123', '12345')
  await expect(assets.dialog.getByText('Formato inválido')).toHaveCount(2)

  await assets.runCrawler('assessor.xp', '482915', '000000')
  await expect(assets.dialog.getByText('Falhou')).toBeVisible()
  await expect(assets.dialog.getByText('Login, senha ou token recusados pela fonte')).toBeVisible()
  await assets.dialog.getByRole('button', { name: 'Executar novamente' }).click()

  // The demo's stand-in source accepts the token 123456.
  await assets.runCrawler('assessor.xp', '482915', '123456')
  const progress = assets.dialog.getByTestId('crawler-progresso')
  await expect(progress).toContainText(/Etapa [1-4] de 4/)
  await expect(progress).toContainText('a cada 60 segundos')
  await expect(async () => {
    await assets.dialog.getByRole('button', { name: 'Atualizar agora' }).click({ timeout: 1_000 })
    await expect(progress).toContainText('Etapa 4 de 4', { timeout: 1_000 })
  }).toPass({ timeout: 20_000 })
  await expect(progress).toContainText('12 produtos de renda fixa gravados')
  await assets.dialog.getByText('Fechar', { exact: true }).click()
  await expect(page.getByTestId('produtos-rf')).toContainText('Tesouro IPCA+ 2035')
})

for (const width of [1440, 390]) {
  test(`/ativos and the crawler dialog read at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 })
    await signInByApi(page, 'equipe')
    await new Shell(page).selectOffice('AAWZ Assessoria')
    const assets = new AssetsPage(page)
    await assets.open()
    await assets.selectClient('Clara Cliente')
    await expect(assets.assetRow('Tesouro IPCA+ 2035').or(assets.assetRow('BOVA11')).first()).toBeVisible()
    await page.screenshot({ path: `test-results/ativos-${width}.png`, fullPage: true })
    await assets.openCrawler()
    await page.screenshot({ path: `test-results/ativos-crawler-${width}.png` })
    await page.keyboard.press('Escape')
    await assets.tab('Mudanças de ticker')
    await expect(page.getByRole('region', { name: 'Posições com ticker antigo' })).toBeVisible()
    await page.screenshot({ path: `test-results/ativos-tickers-${width}.png`, fullPage: true })
  })
}
