import { expect, type Locator, type Page, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'

const shot = (name: string) => `test-results/screens/default-brand-${name}.png`

/** An <img> that really loaded (a broken or refused image has naturalWidth 0). */
const loaded = (img: Locator) => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)

/** Loads an address as an image in the page (CSP and all), as the browser would draw it. */
const drawable = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<number>((resolve) => {
        const img = new Image()
        img.onload = () => resolve(img.naturalWidth)
        img.onerror = () => resolve(0)
        img.src = url
      }),
    src,
  )

async function expectDefaultBrand(page: Page) {
  const logo = page.getByTestId('logo-escritorio').first()
  await expect(logo).toHaveAttribute('src', '/static/vue-interno/brand/aawz-logo.svg')
  await expect.poll(() => loaded(logo)).toBe(true)
  const favicon = page.locator('link[rel="icon"]')
  await expect(favicon).toHaveAttribute('href', '/static/vue-interno/brand/aawz-favicon.svg')
  expect(await drawable(page, '/static/vue-interno/brand/aawz-favicon.svg')).toBeGreaterThan(0)
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 780 },
]) {
  test.describe(`default office 3 brand at ${viewport.width} px`, () => {
    test.use({ viewport })

    test('the login page shows the AAWZ logo, favicon and login background; the shell the logo', async ({ page }) => {
      await new LoginPage(page).open()
      const panel = page.getByTestId('login-marca')
      await expect(panel).toBeVisible()
      await expect(panel).toHaveCSS('background-image', /\/static\/vue-interno\/brand\/aawz-login-fundo\.svg/)
      const background = await panel.evaluate(
        (el) => /url\("?([^")]+)"?\)/.exec(getComputedStyle(el).backgroundImage)?.[1],
      )
      expect(await drawable(page, background ?? '')).toBeGreaterThan(0)
      await expectDefaultBrand(page)
      await page.screenshot({ path: shot(`login-${viewport.width}`) })

      await new LoginPage(page).signIn('gestor@demo.local')
      await expect(page).toHaveURL(/\/admin\/home$/)
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Abrir menu' }).click()
      await expect(new Shell(page).menu).toBeVisible()
      await expectDefaultBrand(page)
      await page.screenshot({ path: shot(`shell-${viewport.width}`) })
    })
  })
}
