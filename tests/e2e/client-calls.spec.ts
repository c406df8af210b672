import { expect, type Page, test } from '@playwright/test'
import { ClientsPortfolio } from './pages/clients-portfolio'
import { installSession } from './pages/login-page'
import { ViewAsBar } from './pages/view-as'

/** Every API answer 403 the page receives: a role must not ask for what it cannot use. */
function forbiddenCalls(page: Page) {
  const seen: string[] = []
  page.on('response', (res) => {
    if (res.status() === 403) seen.push(`${res.request().method()} ${new URL(res.url()).pathname}`)
  })
  return seen
}

async function walkClientPages(page: Page) {
  for (const path of ['home', 'disclaimer']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  }
  const portfolio = new ClientsPortfolio(page)
  await portfolio.open()
  await portfolio.expectOwn()
}

test('a client session never calls an endpoint its role cannot use', async ({ page }) => {
  const forbidden = forbiddenCalls(page)
  await installSession(page, 'cliente')
  await walkClientPages(page)
  expect(forbidden).toEqual([])
})

test("a gestor viewing as a client asks nothing the client's role cannot use", async ({ page, request }) => {
  await installSession(page, 'gestor')
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('aawz:session') ?? 'null')?.token)
  const found = await request.get('/v2/api/office/3/clients?q=Clara', { headers: { authorization: token } })
  const [clara] = (await found.json()).value as { id: number }[]
  await new ClientsPortfolio(page).open(`?cliente=${clara.id}`)
  const forbidden = forbiddenCalls(page)
  await page.getByRole('button', { name: 'Ver como cliente' }).click()
  await new ViewAsBar(page).expectViewing('Clara Cliente')
  await walkClientPages(page)
  expect(forbidden).toEqual([])
})
