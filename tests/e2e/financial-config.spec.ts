import { expect, test } from '@playwright/test'
import { DreTablePage } from './pages/dre-page'
import { LoginPage } from './pages/login-page'

test.beforeEach(async ({ page }) => {
  await new LoginPage(page).signInAs('gestor')
})

test('a manager moves a category to another DRE line and sets weights; both survive a reload', async ({ page }) => {
  await page.goto('financeiro/categorias')
  const line = page.getByLabel('Linha do DRE de Bônus e premiações')
  await expect(line).toHaveValue(/\d+/)
  await line.selectOption({ label: '(−) Despesas operacionais' })
  await expect(page.getByText('Categoria atualizada.')).toBeVisible()

  const weight = page.getByRole('table', { name: 'Pesos de rateio' }).getByRole('textbox').first()
  await weight.fill('-1')
  await expect(page.getByText('Inteiro de 0 a 1.000.000')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Salvar pesos' })).toBeDisabled()
  await weight.fill('77')
  await page.getByRole('button', { name: 'Salvar pesos' }).click()
  await expect(page.getByText('Pesos de rateio salvos.')).toBeVisible()

  await page.reload()
  await expect(page.getByLabel('Linha do DRE de Bônus e premiações').locator('option:checked')).toHaveText(
    '(−) Despesas operacionais',
  )
  await expect(page.getByRole('table', { name: 'Pesos de rateio' }).getByRole('textbox').first()).toHaveValue('77')
})

test("'Enviar por e-mail' registers a request with the office's recipients and says no e-mail leaves", async ({
  page,
}) => {
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-pj')
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('nenhuma mensagem sai deste servidor')
  const register = dialog.getByRole('button', { name: 'Registrar envio' })
  await expect(register).toBeDisabled()
  await dialog.getByLabel('Novo destinatário').fill('email-invalido')
  await expect(dialog.getByRole('button', { name: 'Adicionar' })).toBeDisabled()
  await dialog.getByLabel('Novo destinatário').fill('Socios@Exemplo.com.br')
  await dialog.getByRole('button', { name: 'Adicionar' }).click()
  await expect(dialog.getByText('socios@exemplo.com.br')).toBeVisible()
  await dre.pickRange('Abril de 2026', 'Junho de 2026')
  await register.click()
  await expect(dialog.getByRole('status')).toContainText('não envia e-mails')
})
