import { test } from '@playwright/test'
import { LoginPage } from './pages/login-page'

for (const width of [1440, 390]) {
  test(`shots ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 })
    await new LoginPage(page).signInAs('gestor')
    for (const p of ['providers', 'categories', 'services']) {
      await page.goto(`bpo/manager/${p}`)
      await page.getByTestId('registro').first().waitFor()
      await page.waitForTimeout(500)
      await page.screenshot({ path: `/tmp/e-shots/${p}-${width}.png` })
    }
    await page.getByRole('button', { name: 'Novo registro' }).click()
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/e-shots/services-dialog-${width}.png` })
    await page.goto('bpo/manager/providers')
    await page.getByTestId('registro').first().waitFor()
    await page.getByRole('button', { name: 'Novo registro' }).click()
    await page.getByLabel('CPF ou CNPJ').fill('123')
    await page.getByRole('button', { name: 'Salvar' }).click()
    await page.waitForTimeout(300)
    await page.screenshot({ path: `/tmp/e-shots/providers-dialog-${width}.png` })
  })
}
