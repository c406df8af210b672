import { expect, test } from '@playwright/test'
import { BillingPage } from './pages/billing-page'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'

const shot = (name: string) => `test-results/screens/billing-${name}.png`

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
]
/** A past month of its own for each run (a client has one rule per period), so the test also passes when repeated. */
function pastMonth() {
  const year = 2015 + Math.floor(Math.random() * 10)
  const month = Math.floor(Math.random() * 12)
  const mm = String(month + 1).padStart(2, '0')
  return { mes: `${year}-${mm}`, label: `${MONTHS[month]} de ${year}`, mmYyyy: `${mm}/${year}` }
}

// One run per screen width, each on its own client (the demo's rules use the first three clients).
const runs = [
  { width: 1440, height: 900, client: 4, ...pastMonth() },
  { width: 390, height: 844, client: 5, ...pastMonth() },
]

for (const run of runs) {
  test(`at ${run.width} px a gestor creates a billing rule, generates and receives the month, subscribes a client with a test card and sees the receivables`, async ({
    page,
    request,
  }) => {
    // A long story (two pages of forms and the receivables), and the first test of a run meets a cold server.
    test.setTimeout(120_000)
    await page.setViewportSize({ width: run.width, height: run.height })
    await new LoginPage(page).signInAs('gestor')
    const token = await new Shell(page).storedToken()
    const clients = await request.get('/v2/api/office/3/contratacoes/clientes', { headers: { authorization: token } })
    const client: string = (await clients.json()).value[run.client].nome
    const billing = new BillingPage(page)

    // A fixed fee below R$ 2,99 is refused with §5's message, then saved.
    await billing.openRules(run.mes)
    await page.getByRole('button', { name: 'Nova regra' }).click()
    const form = billing.dialog('Nova regra de cobrança')
    const option = form
      .getByLabel('Cliente')
      .locator('option')
      .filter({ hasText: `${client} · patrimônio` })
    await form.getByLabel('Cliente').selectOption((await option.getAttribute('value')) ?? '')
    await form.getByLabel('Valor mensal').fill('2,98')
    await billing.pickMonth('Vigência: início', run.label)
    await billing.pickMonth('Vigência: fim (opcional)', run.label)
    await form.getByRole('button', { name: 'Salvar' }).click()
    await expect(form.getByText('Valor mínimo: R$ 2,99')).toBeVisible()
    await form.getByLabel('Valor mensal').fill('350,00')
    await form.getByRole('button', { name: 'Salvar' }).click()
    await expect(form).toHaveCount(0)
    await expect(billing.rule(client)).toContainText('R$ 350,00 por mês')

    // Generating the month makes the charge once; 'Receber' turns it into a paid receivable.
    await page.getByRole('button', { name: 'Gerar cobranças do mês' }).click()
    const charge = billing.charge(client)
    await expect(charge).toContainText('R$ 350,00')
    await expect(charge.getByTestId('status')).toHaveText('Atrasada')
    await page.getByRole('button', { name: 'Fechar aviso' }).click()
    await page.getByRole('button', { name: 'Gerar cobranças do mês' }).click()
    await expect(page.getByText('Nenhuma cobrança nova: o mês já estava gerado.')).toBeVisible()
    await expect(billing.charge(client)).toHaveCount(1)
    await charge.getByRole('button', { name: 'Receber' }).click()
    // The dialog proposes the office's first account and 'Fee fixo'.
    const receiving = billing.dialog('Receber cobrança')
    await expect(receiving.getByLabel('Categoria')).toHaveValue(/\d+/)
    await expect(receiving.getByLabel('Categoria').locator('option:checked')).toHaveText('Fee fixo')
    await receiving.getByRole('button', { name: 'Salvar' }).click()
    await expect(receiving).toBeHidden()
    await expect(charge.getByTestId('status')).toHaveText('Paga')
    await expect(charge).toContainText('Conta a receber nº')
    await page.screenshot({ path: shot(`regras-${run.width}`), fullPage: true })

    // A subscription with a test card: §5 card rules first, then the month charged at once.
    await billing.openSubscriptions()
    await page.getByRole('button', { name: 'Nova assinatura' }).click()
    const subscribe = billing.dialog('Nova assinatura')
    await subscribe.getByLabel('Cliente').selectOption({ label: client })
    await subscribe.getByLabel('Plano').selectOption({ label: 'Plano Essencial · R$ 199,90' })
    await subscribe.getByLabel('Número do cartão').fill('4111111111111112')
    await subscribe.getByLabel('Nome impresso no cartão').fill('Cliente Teste')
    await subscribe.getByLabel('Validade').fill('1239')
    await subscribe.getByLabel('CVC').fill('12')
    await subscribe.getByRole('button', { name: 'Assinar' }).click()
    await expect(subscribe.getByText('Formato inválido')).toHaveCount(2)
    await subscribe.getByLabel('Número do cartão').fill('4111111111111111')
    await subscribe.getByLabel('CVC').fill('123')
    await page.screenshot({ path: shot(`assinar-${run.width}`) })
    await subscribe.getByRole('button', { name: 'Assinar' }).click()
    await expect(subscribe).toHaveCount(0)
    await expect(billing.subscription(client).getByTestId('status')).toHaveText('Ativa')
    await page.screenshot({ path: shot(`recorrencia-${run.width}`), fullPage: true })

    // Both payments are in the BPO receivables, received.
    const bills = new BpoBillsPage(page)
    await bills.open('contas_a_receber', 'Contas a receber')
    await page.getByLabel('Cliente/pagador').fill(client)
    const paid = bills.row(`Plano Essencial`).filter({ hasText: client }).first()
    await expect(paid).toContainText('Recebido')
    await expect(paid).toContainText('R$ 199,90')
    await page.screenshot({ path: shot(`receber-${run.width}`) })
    await page.goto(`bpo/contas_a_receber?inicio=${run.mes}&fim=${run.mes}`)
    await page.getByLabel('Cliente/pagador').fill(client)
    const fee = bills.row(`Honorários ${run.mmYyyy}`).filter({ hasText: client })
    await expect(fee).toContainText('Recebido')
    await expect(fee).toContainText('R$ 350,00')
  })
}
