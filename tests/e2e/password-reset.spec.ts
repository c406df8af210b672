import { expect, test } from '@playwright/test'
import { LoginPage } from './pages/login-page'

test('the login form shows and hides the password on request', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  const password = page.getByLabel('Senha', { exact: true })
  await password.fill('demo1234')
  await expect(password).toHaveAttribute('type', 'password')
  await page.getByRole('button', { name: 'Mostrar senha' }).click()
  await expect(password).toHaveAttribute('type', 'text')
  await expect(page.getByRole('button', { name: 'Ocultar senha' })).toHaveAttribute('aria-pressed', 'true')
  await page.screenshot({ path: 'test-results/password-reset-login.png' })
  await page.getByRole('button', { name: 'Ocultar senha' }).click()
  await expect(password).toHaveAttribute('type', 'password')
})

test("'Esqueci minha senha' says the same for any e-mail", async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click()
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible()
  const ask = page.getByRole('button', { name: 'Pedir link de redefinição' })
  await page.getByLabel('E-mail').fill('nao-e-email')
  await ask.click()
  await expect(page.getByText('E-mail inválido')).toBeVisible()

  const answers: string[] = []
  for (const email of ['planejador@demo.local', 'ninguem@demo.local']) {
    await page.goto('esqueci-senha')
    await page.getByLabel('E-mail').fill(email)
    await ask.click()
    const status = page.getByRole('status').filter({ hasText: 'Se este e-mail' })
    await expect(status).toContainText('Se este e-mail tiver acesso')
    answers.push((await status.textContent()) ?? '')
  }
  expect(answers[0]).toBe(answers[1])
  await page.screenshot({ path: 'test-results/password-reset-requested.png' })
  await page.getByRole('link', { name: 'Voltar para o login' }).click()
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
})

test('a reset link that is not valid says so and offers a new one', async ({ page }) => {
  await page.goto('redefinir-senha?token=inventado')
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-123')
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('outra-coisa-1')
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page.getByText('Senhas diferentes')).toBeVisible()
  await page.getByLabel('Confirmar nova senha', { exact: true }).fill('nova-senha-123')
  await page.getByRole('button', { name: 'Salvar nova senha' }).click()
  await expect(page.getByRole('alert')).toContainText('Este link é inválido, já foi usado ou expirou')
  await page.screenshot({ path: 'test-results/password-reset-invalid.png' })
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible()
})
