import { expect, test } from '@playwright/test'
import { installSession } from './pages/login-page'

/** The API calls a page load made: path, how many times, and whether the early entry script started it. */
async function recordCalls(page: import('@playwright/test').Page) {
  const calls = new Map<string, { count: number; early: boolean }>()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Network.enable')
  cdp.on('Network.requestWillBeSent', (e) => {
    const { pathname } = new URL(e.request.url)
    if (!/^\/(api|v2|v3)\//.test(pathname) || e.request.method !== 'GET') return
    const initiator = e.initiator.stack?.callFrames[0]?.url ?? ''
    const seen = calls.get(pathname) ?? { count: 0, early: false }
    calls.set(pathname, { count: seen.count + 1, early: seen.early || /early-start-[^/]+\.js$/.test(initiator) })
  })
  return calls
}

test.describe('first load: the layout and home calls start with the small early entry, and are asked once', () => {
  test('a gestor opening /admin/home gets the session check, theme, permissions and figures from the early calls', async ({
    page,
  }) => {
    await installSession(page, 'gestor')
    const calls = await recordCalls(page)
    await page.goto('home')
    await expect(page.getByTestId('kpi-clientes')).toHaveText(/\d/)
    const first = [
      '/api/assessor/dados_pessoais',
      '/v2/api/theme/3',
      '/v2/interno/api/admin/office-permission/3',
      '/v2/interno/api/admin/office/3/overview',
    ]
    for (const path of first) expect(calls.get(path), path).toEqual({ count: 1, early: true })
  })

  test('a client opening home: session check and theme early and asked once, no office figures', async ({ page }) => {
    await installSession(page, 'cliente')
    const calls = await recordCalls(page)
    await page.goto('home')
    await expect(page.getByRole('heading', { name: /Olá,/ })).toBeVisible()
    expect(calls.get('/api/assessor/dados_pessoais')).toEqual({ count: 1, early: true })
    expect([...calls.keys()].some((path) => path.endsWith('/overview'))).toBe(false)
    const early = [...calls].filter(([, call]) => call.early)
    expect(early.map(([path]) => path)).toContain('/v2/api/theme/3')
    for (const [path, { count }] of early) expect(count, path).toBe(1)
  })
})
