import { generateCPF } from '@brazilian-utils/brazilian-utils'
import { expect, test } from '@playwright/test'
import { ClientsPortfolio } from './pages/clients-portfolio'
import { installSession } from './pages/login-page'
import { Shell } from './pages/shell'

const shot = (name: string) => `test-results/screens/new-client-${name}.png`

test.use({ viewport: { width: 1440, height: 900 } })

test("'Selecionar cliente': an empty search offers '+ Cliente', whose form creates the client and selects it", async ({
  page,
  request,
}) => {
  // A fresh CPF and name each run: a retry on the same database must not meet its own client.
  const cpfDigits = generateCPF()
  const surname = [...cpfDigits.slice(0, 5)].map((d) => 'aeilmnorst'[Number(d)]).join('')
  const nome = `Zuleica Bonfim ${surname[0].toUpperCase()}${surname.slice(1)}`
  await installSession(page, 'assessor')
  const portfolio = new ClientsPortfolio(page)
  await portfolio.open()
  await portfolio.openSelectDialog()
  await portfolio.search(nome)
  await expect(portfolio.selectDialog.getByText('Nenhum cliente encontrado')).toBeVisible()
  await portfolio.selectDialog.getByRole('button', { name: '+ Cliente' }).click()

  const form = portfolio.newClientDialog
  await expect(form).toBeVisible()
  await expect(portfolio.selectDialog).toHaveCount(0)
  // The searched name starts the form.
  await expect(form.getByLabel('Nome completo')).toHaveValue(nome)
  await form.getByLabel('E-mail').fill('zuleica.bonfim@exemplo.com.br')
  // A CPF with wrong check digits is refused with the §5 rule's message, and nothing is sent.
  await form.getByLabel('CPF').fill('52998224724')
  await expect(form.getByLabel('CPF')).toHaveValue('529.982.247-24')
  await form.getByRole('button', { name: 'Cadastrar cliente' }).click()
  await expect(form.getByText('CPF inválido')).toBeVisible()
  await page.screenshot({ path: shot('1-form-error-1440') })
  await page.setViewportSize({ width: 390, height: 780 })
  await page.screenshot({ path: shot('1-form-error-390') })
  await page.setViewportSize({ width: 1440, height: 900 })
  await form.getByLabel('CPF').fill(cpfDigits)
  await form.getByLabel('Telefone (opcional)').fill('11987654321')
  await expect(form.getByLabel('Telefone (opcional)')).toHaveValue('(11) 98765-4321')
  await form.getByRole('button', { name: 'Cadastrar cliente' }).click()

  // Created and selected: the portfolio of the new client opens.
  await expect(form).toHaveCount(0)
  await expect(page).toHaveURL(/\/admin\/carteira\?cliente=\d+$/)
  await expect(portfolio.clientName).toHaveText(nome)
  await expect(portfolio.currentClientChip).toContainText(nome)
  await page.screenshot({ path: shot('2-selected') })

  // On the server, in the advisor's own book, with the masked CPF.
  const token = await new Shell(page).storedToken()
  const found = await request.get(`/v2/api/office/3/clients?q=${encodeURIComponent(nome)}`, {
    headers: { authorization: token },
  })
  const [created] = (await found.json()).value as { cpf: string; nome_profissional: string | null }[]
  expect(created.cpf).toBe(cpfDigits.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4'))
  expect(created.nome_profissional).not.toBeNull()

  // Listed first among the recent clients, and chosen, the next time the dialog opens.
  await portfolio.openSelectDialog()
  await expect(portfolio.selectDialog.getByRole('radio', { name: new RegExp(nome) })).toBeChecked()
})
