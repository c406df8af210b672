import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { securityPaths } from '../../src/contracts/security-paths'
import { totpCodes } from '../support/demo-sign-in'
import { apiToken, demoAccounts, LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'

// Two-factor sign-in and sessions, on a wide screen and on a phone: a professional of the demo office enrols TOTP on
// 'Segurança', signs in with a code and with a recovery code, and ends a session opened on another device.
// E2E_SCREENSHOTS=<folder> saves each step.

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

const SCREENS = [
  { name: '1440', options: { viewport: { width: 1440, height: 900 } } },
  { name: '390', options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
] as const

async function shot(page: Page, name: string) {
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${name}.png`, fullPage: true })
}

/** A new professional of office 3 with a login: a fresh account each run, so the demo accounts stay as they are. */
async function newProfessional(request: Page['request']) {
  const headers = { authorization: await apiToken(request, demoAccounts.gestor) }
  const email = `dois.fatores.${randomUUID().slice(0, 8)}@demo.local`
  const added = await request.post('/v2/interno/api/admin/notebooks/add-professional', {
    headers,
    data: { id_escritorio: 3, nome: 'Sofia Segura', email, cargo: 'ASSESSOR' },
  })
  expect(added.status()).toBe(201)
  const id = (await added.json()).value.id
  const granted = await request.post(`/v2/interno/api/admin/office/3/professionals/${id}/access`, { headers })
  expect(granted.status()).toBe(201)
  return { email, password: (await granted.json()).value.senha_temporaria as string }
}

for (const screen of SCREENS) {
  test.describe(`at ${screen.name} px`, () => {
    test.use(screen.options)

    test('enrols TOTP, signs in with a code and with a recovery code, and ends another session', async ({
      page,
      playwright,
    }) => {
      test.setTimeout(120_000)
      const login = new LoginPage(page)
      const shell = new Shell(page)
      const user = await newProfessional(page.request)
      await login.open()
      await login.signIn(user.email, user.password)
      await expect(page).toHaveURL(/\/admin\/home$/)

      // Enrolment, from the profile menu.
      await page.getByRole('button', { name: 'Menu do perfil' }).click()
      await page.getByRole('menuitem', { name: 'Segurança' }).click()
      await expect(page.getByRole('heading', { name: 'Segurança', level: 1 })).toBeVisible()
      await expect(page.getByText('Desativada')).toBeVisible()
      await expect(page.getByTestId('sessao')).toHaveCount(1)
      await page.getByRole('button', { name: 'Começar' }).click()
      await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
      const secret = (await page.getByTestId('segredo').textContent())?.replaceAll(' ', '') ?? ''
      const codes = totpCodes(secret)
      await shot(page, `2fa-${screen.name}-1-qr`)
      await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
      await expect(page.getByText('Campo obrigatório')).toBeVisible()
      await page.getByLabel('Código do aplicativo').fill('000000')
      await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
      await expect(page.getByRole('alert')).toContainText('Código inválido')
      await page.getByLabel('Código do aplicativo').fill(await codes())
      await page.getByRole('button', { name: 'Confirmar e ativar' }).click()
      const list = page.getByTestId('codigos').getByRole('listitem')
      await expect(list).toHaveCount(10)
      const recovery = await list.allInnerTexts()
      await shot(page, `2fa-${screen.name}-2-codigos`)
      await page.getByRole('button', { name: 'Concluir' }).click()
      await expect(page.getByText('Ativada', { exact: true })).toBeVisible()
      await expect(page.getByText('Restam 10 códigos de recuperação.')).toBeVisible()

      // Signing in with a code of the app: the code field fills from the phone's one-time-code suggestion.
      await shell.logout()
      await login.open()
      await login.signIn(user.email, user.password)
      const codeField = page.getByLabel('Código de verificação')
      await expect(codeField).toBeFocused()
      await expect(codeField).toHaveAttribute('autocomplete', 'one-time-code')
      await expect(codeField).toHaveAttribute('inputmode', 'numeric')
      await shot(page, `2fa-${screen.name}-3-codigo`)
      await codeField.fill(await codes())
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/admin\/home$/)

      // And with a recovery code, which then is spent.
      await shell.logout()
      await login.open()
      await login.signIn(user.email, user.password)
      await page.getByRole('button', { name: 'Usar um código de recuperação' }).click()
      await page.getByLabel('Código de recuperação').fill(recovery[0])
      await shot(page, `2fa-${screen.name}-4-recuperacao`)
      await page.getByRole('button', { name: 'Verificar' }).click()
      await expect(page).toHaveURL(/\/admin\/home$/)

      // Another device signs in (with another recovery code); this one ends its session.
      const phone = await playwright.request.newContext({
        baseURL: page.url(),
        extraHTTPHeaders: { 'user-agent': IPHONE },
      })
      const challenge = await (
        await phone.post('/login', { data: { email: user.email, password: user.password } })
      ).json()
      const other = await phone.post(securityPaths.loginSecondFactor, {
        data: { desafio: challenge.desafio, codigo: recovery[1] },
      })
      expect(other.status()).toBe(200)
      const otherToken = (await other.json()).token as string
      const otherAlive = async () =>
        (await phone.get('/api/assessor/dados_pessoais', { headers: { authorization: otherToken } })).status()
      expect(await otherAlive()).toBe(200)

      await page.goto('seguranca')
      await expect(page.getByText('Restam 8 códigos de recuperação.')).toBeVisible()
      const sessions = page.getByTestId('sessao')
      await expect(sessions).toHaveCount(2)
      await expect(sessions.filter({ hasText: 'Esta sessão' })).toHaveCount(1)
      await expect(sessions.filter({ hasText: 'Safari no iPhone' })).toBeVisible()
      await shot(page, `2fa-${screen.name}-5-sessoes`)
      await page.getByRole('button', { name: 'Encerrar a sessão de Safari no iPhone' }).click()
      await expect(page.getByText('Sessão encerrada.')).toBeVisible()
      await expect(sessions).toHaveCount(1)
      await expect(page.getByText('Nenhuma outra sessão aberta.')).toBeVisible()
      expect(await otherAlive()).toBe(401)
      await shot(page, `2fa-${screen.name}-6-encerrada`)
      await phone.dispose()
    })
  })
}

test('staff sign in through the second step (the demo staff account and its documented secret)', async ({ page }) => {
  await new LoginPage(page).signInAs('equipe')
  await page.goto('seguranca')
  await expect(page.getByText('Obrigatória para a sua conta: não pode ser desativada.')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Desativar' })).toHaveCount(0)
})
