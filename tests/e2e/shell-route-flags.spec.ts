import { expect, test } from '@playwright/test'
import { ClientsPortfolio } from './pages/clients-portfolio'
import { installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

const shot = (name: string) => `test-results/screens/route-flags-${name}.png`

test.describe('route flags (§2 Shell: hide navigation, show the current client)', () => {
  test.use({ viewport: { width: 1440, height: 900 } })

  test('the portfolio shows the current client in the top bar; other pages do not', async ({ page }) => {
    await signInByApi(page, 'gestor')
    const portfolio = new ClientsPortfolio(page)
    await expect(portfolio.currentClientChip).toHaveCount(0)
    await portfolio.open()
    await expect(portfolio.currentClientChip).toHaveText(/Nenhum cliente selecionado/)
    await portfolio.openSelectDialog()
    const first = portfolio.selectDialog.getByRole('radio').first()
    const name = (await first.locator('span.font-medium').textContent()) ?? ''
    await first.click()
    await portfolio.selectDialog.getByRole('button', { name: 'Selecionar' }).click()
    await expect(portfolio.clientName).toHaveText(name)
    await expect(portfolio.currentClientChip).toHaveText(new RegExp(name))
    await page.screenshot({ path: shot('carteira-1440') })
    // The choice is the current client: /carteira without ?cliente= still shows it.
    await portfolio.open()
    await expect(portfolio.currentClientChip).toHaveText(new RegExp(name))
    await new Shell(page).menuLink('Visão Geral').click()
    await expect(portfolio.currentClientChip).toHaveCount(0)
  })

  test('a client sees itself as the current client', async ({ page }) => {
    await installSession(page, 'cliente')
    const portfolio = new ClientsPortfolio(page)
    await portfolio.open()
    await portfolio.expectOwn()
    await expect(portfolio.currentClientChip).toHaveText(new RegExp(`${await portfolio.clientName.textContent()}`))
  })

  test("/contrato is full screen: no menu and no top-bar navigation, 'Voltar' leads back", async ({ page }) => {
    await installSession(page, 'gestor')
    const shell = new Shell(page)
    await page.goto('contrato')
    await expect(page.getByRole('heading', { name: 'Contratar whitelabel' })).toBeVisible()
    await expect(shell.menu).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Menu do perfil' })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0)
    await page.screenshot({ path: shot('contrato-1440') })
    await page.getByRole('button', { name: 'Voltar' }).click()
    await expect(page).toHaveURL(/\/admin\/home$/)
    await expect(shell.menu).toBeVisible()
  })

  test.describe('on a phone (390 px)', () => {
    test.use({ viewport: { width: 390, height: 780 } })

    test("the current client takes a row of its own, leaving the advisor's office as wide as elsewhere", async ({
      page,
    }) => {
      await signInByApi(page, 'assessor')
      const office = new Shell(page).selectedOffice
      const width = async () => (await office.boundingBox())?.width ?? 0
      await expect(office).toHaveText('AAWZ Assessoria')
      const onHome = await width()
      const portfolio = new ClientsPortfolio(page)
      await portfolio.open()
      await expect(office).toHaveText('AAWZ Assessoria')
      await expect(portfolio.currentClientChip).toHaveText(/Nenhum cliente selecionado/)
      expect(await width()).toBe(onHome)
      const chip = await portfolio.currentClientChip.boundingBox()
      const bar = await office.boundingBox()
      expect(chip?.y ?? 0).toBeGreaterThan((bar?.y ?? 0) + (bar?.height ?? 0))
      await page.screenshot({ path: shot('carteira-assessor-390') })
    })

    test('the current client fits the top bar', async ({ page }) => {
      await installSession(page, 'cliente')
      const portfolio = new ClientsPortfolio(page)
      await portfolio.open()
      await expect(portfolio.currentClientChip).toBeVisible()
      await page.screenshot({ path: shot('carteira-390') })
    })

    test('the full-screen page keeps only Voltar', async ({ page }) => {
      await signInByApi(page, 'gestor', 'contrato')
      await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Abrir menu' })).toHaveCount(0)
      await page.screenshot({ path: shot('contrato-390') })
    })
  })
})
