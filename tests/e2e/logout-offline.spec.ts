import { expect, test } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

test("'Sair' offline forgets the session at once; the server revokes it when the connection returns", async ({
  page,
  context,
  request,
}) => {
  await signInByApi(page, 'gestor')
  const shell = new Shell(page)
  const token = await shell.storedToken()
  const sessionStatus = async () =>
    (await request.get('/api/assessor/dados_pessoais', { headers: { authorization: token } })).status()
  await new HomePage(page).waitForServiceWorker()

  await context.setOffline(true)
  await shell.logout()
  await expect(page).toHaveURL(/\/admin\/login/)
  expect(await page.evaluate(() => localStorage.getItem('aawz:session'))).toBeNull()
  // Nobody could tell the server yet: the token still works there.
  expect(await sessionStatus()).toBe(200)

  await context.setOffline(false)
  await expect.poll(sessionStatus, { timeout: 15_000 }).toBe(401)
  // The page drops the token once the server's answer reached it, a moment after the server revoked it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('aawz:sair-pendente'))).toBe('[]')
})
