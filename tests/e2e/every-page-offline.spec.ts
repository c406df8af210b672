import { expect, type Page, test } from '@playwright/test'
import type { Role } from '../../src/lib/roles'
import { pagesFor } from './built-pages'
import { watchConsole } from './page-audit'
import { HomePage } from './pages/home-page'
import { signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// Every built page opened offline on a phone that has only ever shown home: each says honestly what it can show.
// Nothing was saved for it on this device, so it must not pretend the office has no data ('Nenhum …', '0 de 0'),
// show a loading skeleton that never ends, a load error meant for a server that failed, or 'Algo deu errado'.
// Staff cover every area (the demo office picked); the client covers its own pages.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** What a page offline shows that is not honest about the connection. */
async function dishonestStates(page: Page, path: string, selfOnly: boolean): Promise<string[]> {
  const problems: string[] = []
  try {
    await expect(page.locator('h1').first()).toBeVisible()
    await expect(page.locator('.animate-pulse, [aria-busy="true"]')).toHaveCount(0, { timeout: 8_000 })
  } catch {
    problems.push('fica carregando sem conexão')
  }
  if (await page.getByRole('heading', { name: 'Algo deu errado' }).count()) problems.push("mostra 'Algo deu errado'")
  if (await page.getByText('Não foi possível carregar', { exact: false }).count())
    problems.push("mostra 'Não foi possível carregar' em vez do estado sem conexão")
  const empty = page.getByText(/^(Nenhum|Nenhuma)\b|\b0 de 0\b/).filter({ visible: true })
  for (const text of await empty.allTextContents()) {
    // What the user picked on this device (a client, an office) is known offline: saying none is picked is true.
    if (/^Nenhum (cliente|escritório) selecionado$/.test(text.trim()) && !selfOnly) continue
    problems.push(`diz '${text.trim().slice(0, 60)}' sem ter os dados`)
  }
  return problems.map((problem) => `${path}: ${problem}`)
}

for (const role of ['equipe', 'cliente'] as const satisfies readonly Role[]) {
  test(`${role}: offline, every built page never opened on this device says so honestly`, async ({ page, context }) => {
    const pages = pagesFor(role).filter((p) => p !== '/' && p !== '/home')
    test.setTimeout(pages.length * 10_000 + 120_000)
    await signInByApi(page, role)
    if (role === 'equipe') await new Shell(page).selectOffice('AAWZ Assessoria')
    await new HomePage(page).waitForServiceWorker()
    const errors = watchConsole(page)
    await context.setOffline(true)
    const problems: string[] = []
    // Opened offline once (the service worker answers), then page to page as the menu does, without reloading.
    await page.reload()
    await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()
    for (const path of pages) {
      await page.evaluate((to) => {
        history.pushState(null, '', `/admin${to}`)
        dispatchEvent(new PopStateEvent('popstate'))
      }, path)
      await expect(page).toHaveURL(new RegExp(`/admin${path.replace('$', '\\$')}$`))
      // A client sees only itself: its pages never have 'no client'.
      const found = await dishonestStates(page, path, role === 'cliente')
      problems.push(...found)
      const folder = process.env.E2E_SCREENSHOTS
      if (folder && found.length)
        await page.screenshot({ path: `${folder}/offline-${role}${path.replaceAll('/', '_')}.png`, fullPage: true })
      // A failed fetch offline is expected in the console; an uncaught exception is not.
      problems.push(...errors.take().filter((error) => error.startsWith('exception:')))
    }
    await context.setOffline(false)
    expect(problems).toEqual([])
  })
}
