import { expect, test } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const NOT_YET_OFFLINE = 'Esta página ainda não está disponível sem conexão'

test('offline, a page never opened says so, and home keeps its figures after a reload and a few pages', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'gestor')
  const home = new HomePage(page)
  const clients = await home.readyForOffline()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()
  await expect(page.getByTestId('kpi-clientes')).toHaveText(clients ?? '')

  const shell = new Shell(page)
  // Never opened on this device: no '0 de 0 clientes', no endless skeleton.
  await shell.menuLink('Clientes').click()
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible()
  await expect(page.getByText(NOT_YET_OFFLINE)).toBeVisible()
  await expect(page.getByTestId('clientes-total')).toHaveCount(0)

  for (const title of ['Acessos', 'Financeiro', 'Configurações', 'Visão Geral']) {
    await shell.menuLink(title).click()
    await expect(page.locator('h1').first()).toBeVisible()
  }
  await expect(page).toHaveURL(/\/admin\/home$/)
  await expect(page.getByTestId('kpi-clientes')).toHaveText(clients ?? '')
  await expect(page.getByText('Algo deu errado')).toHaveCount(0)

  await page.reload()
  await expect(page.getByTestId('kpi-clientes')).toHaveText(clients ?? '')
  await expect(page.getByText('Algo deu errado')).toHaveCount(0)
  await context.setOffline(false)
})

test('offline, BI and the financial overview never opened on this device say so, and fill in when back online', async ({
  page,
  context,
}) => {
  await signInByApi(page, 'equipe')
  const shell = new Shell(page)
  await shell.selectOffice('AAWZ Assessoria')
  await new HomePage(page).waitForServiceWorker()

  await context.setOffline(true)
  await shell.menuLink('BI interno').click()
  await expect(page.getByRole('heading', { name: 'BI interno' })).toBeVisible()
  await expect(page.getByText(NOT_YET_OFFLINE)).toBeVisible()
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0)

  await shell.menuLink('Financeiro').click()
  await expect(page).toHaveURL(/\/financeiro\/visao_geral$/)
  await expect(page.getByText(NOT_YET_OFFLINE)).toBeVisible()

  await context.setOffline(false)
  await expect(page.getByTestId('visao-geral')).toBeVisible()
  await expect(page.getByText(NOT_YET_OFFLINE)).toHaveCount(0)
})
