import { expect, test } from '@playwright/test'
import { DreTablePage } from './pages/dre-page'
import { installSession } from './pages/login-page'

test.beforeEach(async ({ page }) => {
  await installSession(page, 'gestor')
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

test("'Enviar por e-mail' sends the DRE to the office's recipients and the history shows it sent", async ({ page }) => {
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-pj')
  const history = page.getByRole('region', { name: 'Envios por e-mail' })
  await expect(history).toContainText('Nenhum DRE enviado por e-mail.')
  await page.getByRole('button', { name: 'Enviar por e-mail' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('planilha XLSX')
  const send = dialog.getByRole('button', { name: 'Enviar', exact: true })
  await expect(send).toBeDisabled()
  await dialog.getByLabel('Novo destinatário').fill('email-invalido')
  await expect(dialog.getByRole('button', { name: 'Adicionar' })).toBeDisabled()
  await dialog.getByLabel('Novo destinatário').fill('Socios@Exemplo.com.br')
  await dialog.getByRole('button', { name: 'Adicionar' }).click()
  await expect(dialog.getByText('socios@exemplo.com.br')).toBeVisible()
  await dre.pickRange('Abril de 2026', 'Junho de 2026')
  await send.click()
  await expect(dialog.getByRole('status')).toContainText('Envio do DRE na fila')
  await dialog.getByRole('button', { name: 'Fechar', exact: true }).first().click()
  await expect(dialog).toBeHidden()
  const row = history.getByRole('listitem').filter({ hasText: 'socios@exemplo.com.br' })
  await expect(row).toContainText('04/2026 a 06/2026')
  await expect(row).toContainText('Enviado', { timeout: 20_000 })
  await expect(row).toContainText('Enviado para 1 destinatário(s).')
})
