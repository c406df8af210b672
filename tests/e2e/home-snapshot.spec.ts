import { expect, type Page, test } from '@playwright/test'
import { COVER_ID, SNAPSHOT_KEY } from '../../src/features/shell/home-snapshot-ids'
import { installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

const MAIN_SCRIPT = /\/assets\/index-[^/]+\.js$/

/**
 * Holds the app's main script until `release` is called: what the page shows before React starts. The small early
 * entry still runs; `early` resolves once it has (it draws the picture, then starts the session check).
 */
async function holdMainScript(page: Page) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(MAIN_SCRIPT, async (route) => {
    await released
    await route.continue()
  })
  const early = page.waitForRequest((request) => request.url().endsWith('/api/assessor/dados_pessoais'))
  return {
    early,
    release,
  }
}

test('home left for another page is drawn at once when the app is opened again, inert, and the live home replaces it', async ({
  context,
  page: first,
}) => {
  await signInByApi(first, 'gestor')
  await expect(first.getByTestId('kpi-clientes')).toHaveText(/^Clientes\d+$/)
  const figure = await first.getByTestId('kpi-clientes').textContent()
  await new Shell(first).menuLink('Acessos').click()
  await expect(first.getByRole('heading', { name: 'Acessos' })).toBeVisible()

  // The app opened again: a new tab (as the installed app's launch).
  const page = await context.newPage()
  await first.close()
  const held = await holdMainScript(page)
  await page.goto('home', { waitUntil: 'commit' })
  const cover = page.locator(`#${COVER_ID}`)
  await expect(cover).toBeVisible()
  await expect(cover).toHaveAttribute('inert', '')
  await expect(cover.getByTestId('kpi-clientes')).toHaveText(figure ?? '')
  await expect(cover.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
  // A picture: nothing in it takes focus or clicks, and the live app has not started.
  await page.keyboard.press('Tab')
  expect(await page.evaluate((id) => document.getElementById(id)?.contains(document.activeElement), COVER_ID)).toBe(
    false,
  )
  await expect(page.locator('#root')).toBeEmpty()

  held.release()
  await expect(cover).toHaveCount(0)
  await expect(page.getByTestId('kpi-clientes')).toHaveText(figure ?? '')
  await new Shell(page).menuLink('Acessos').click()
  await expect(page.getByRole('heading', { name: 'Acessos' })).toBeVisible()
})

test('a reload gets no picture; logout forgets it, and nobody else is shown it', async ({ context, page }) => {
  await signInByApi(page, 'gestor')
  await expect(page.getByTestId('kpi-clientes')).toHaveText(/^Clientes\d+$/)
  await new Shell(page).menuLink('Acessos').click()
  await expect(page.getByRole('heading', { name: 'Acessos' })).toBeVisible()
  await page.goto('home')
  await expect(page.getByTestId('kpi-clientes')).toHaveText(/^Clientes\d+$/)

  const reloaded = await holdMainScript(page)
  await page.reload({ waitUntil: 'commit' })
  await reloaded.early
  await expect(page.locator(`#${COVER_ID}`)).toHaveCount(0)
  await expect(page.getByRole('heading', { name: 'Visão Geral' })).toHaveCount(0)
  reloaded.release()
  await expect(page.getByTestId('kpi-clientes')).toHaveText(/^Clientes\d+$/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toContain('kpi-clientes')

  await new Shell(page).logout()
  await expect(page).toHaveURL(/\/admin\/login/)
  expect(await page.evaluate((key) => localStorage.getItem(key), SNAPSHOT_KEY)).toBeNull()

  // Another person on this browser: a picture left by the gestor (written back here) is not theirs to see.
  await page.evaluate(
    ([key, html]) => localStorage.setItem(key, JSON.stringify({ user: -1, office: 3, style: '', html })),
    [SNAPSHOT_KEY, '<h1>Visão Geral de outra pessoa</h1>'],
  )
  await installSession(page, 'assessor')
  const opened = await context.newPage()
  const other = await holdMainScript(opened)
  await opened.goto('home', { waitUntil: 'commit' })
  await other.early
  await expect(opened.locator(`#${COVER_ID}`)).toHaveCount(0)
  await expect(opened.getByText('Visão Geral de outra pessoa')).toHaveCount(0)
  other.release()
  await expect(opened.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
})
