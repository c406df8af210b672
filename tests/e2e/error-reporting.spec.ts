import { expect, type Page, test } from '@playwright/test'
import { signInByApi } from './pages/login-page'

const REPORTS = '/v2/api/client-errors'
const throwLater = (page: Page, message: string) =>
  page.evaluate((m) => {
    setTimeout(() => {
      throw new Error(m)
    }, 0)
  }, message)

test('an error in the page is reported, and staff see it under Configurações › Erros with the user', async ({
  page,
}) => {
  // The tests run on 127.0.0.1, a local host: the override turns reporting on, as on a real host.
  await page.addInitScript(() => localStorage.setItem('aawz:relatar-erros', '1'))
  await signInByApi(page, 'gestor')
  const sent = page.waitForRequest((r) => r.url().endsWith(REPORTS) && r.method() === 'POST')
  const answered = page.waitForResponse((r) => r.url().endsWith(REPORTS))
  await throwLater(page, 'Falha de teste e2e no painel')
  const request = await sent
  expect(request.headers()['content-type']).toContain('application/x-www-form-urlencoded')
  const body = new URLSearchParams(request.postData() ?? '')
  expect(body.get('tipo')).toBe('erro')
  expect(body.get('rota')).toBe('/admin/home')
  expect(body.get('release')).not.toBe('')
  expect((await answered).status()).toBe(201)

  await page.evaluate(() => localStorage.removeItem('aawz:session'))
  await signInByApi(page, 'equipe', 'settings/offices?aba=erros')
  await expect(page.getByRole('tab', { name: 'Erros', selected: true })).toBeVisible()
  const group = page.getByTestId('erro-grupo').filter({ hasText: 'Falha de teste e2e no painel' })
  await expect(group).toBeVisible()
  await expect(group.getByTestId('erro-quantidade')).toHaveText('1 ocorrência')
  await expect(group).toContainText('Rota: /admin/home')
  // The username becomes the user's name through GET /api/users/{username}.
  await expect(group.getByTestId('usuario-nome')).toHaveText('Gabriela Gestora')
})

test('on a local host without the override nothing is reported', async ({ page }) => {
  let reports = 0
  page.on('request', (r) => {
    if (r.url().endsWith(REPORTS)) reports++
  })
  await signInByApi(page, 'gestor')
  await throwLater(page, 'Falha local que não sai da máquina')
  // Give a report the time it would take to leave; none may.
  await page.waitForTimeout(1000)
  expect(reports).toBe(0)
})
