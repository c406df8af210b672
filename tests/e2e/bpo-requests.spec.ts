import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { demoPdf } from '../../server/db/seed-bill-attachments'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { BpoRequestsPage } from './pages/bpo-requests-page'
import { centavosOf } from './pages/dre-money'
import { HomePage } from './pages/home-page'
import { apiToken, demoAccounts, installSession, signInByApi } from './pages/login-page'
import { recordSentEdits } from './pages/sent-edits'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const payables = '/v2/api/office/3/bpo/titulos/pagar'
const requests = '/v2/api/office/3/bpo/requisicoes'
const brDate = (iso: string) => iso.split('-').reverse().join('/')

test('the BPO story: a request with its boleto becomes a payable, approved offline on a phone, paid, in the DFC', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000)
  const today = todayInBrazil()
  const month = today.slice(0, 7)
  const staffToken = await apiToken(request, demoAccounts.equipe)
  const headers = { authorization: staffToken }
  const provider = (await (await request.get('/v2/api/office/3/bpo/fornecedores', { headers })).json()).value[0]
  const description = `Conserto do ar-condicionado ${randomUUID().slice(0, 6)}`
  const boleto = `boleto-ar-${Date.now()}.pdf`

  // The month's cash outflows before anything happens.
  await page.setViewportSize({ width: 1440, height: 900 })
  await installSession(page, 'gestor')
  const dfcOut = async () => {
    await page.goto(`financeiro/dfc?inicio=${month}&fim=${month}`)
    const cell = page.getByTestId('dfc-ts').locator('td').first()
    await expect(cell).toBeVisible()
    return centavosOf(await cell.textContent())
  }
  const outBefore = await dfcOut()

  // 1. The gestor asks for the payment and attaches the boleto; the amount is above office 3's approval rule
  // (R$ 5.000,00, the gestor), so the payable will wait for the gestor's approval.
  const requestsPage = new BpoRequestsPage(page)
  await requestsPage.open()
  await requestsPage.create({
    Tipo: 'Pagamento',
    'Fornecedor (opcional)': provider.nome,
    Descrição: description,
    'Valor (opcional)': '12.345,67',
    'Vencimento (opcional)': brDate(today),
  })
  await expect(requestsPage.row(description)).toContainText('Verificar leitura dos dados')
  await expect(new HomePage(page).pendingButton).toHaveCount(0, { timeout: 20_000 })
  await requestsPage.openRequest(description)
  await requestsPage.attach(boleto, demoPdf(['Boleto (teste)', description]))
  await page.keyboard.press('Escape')
  await new Shell(page).logout()

  // 2. Staff turn it into a payable, prefilled from the request; the boleto goes with it.
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('AAWZ Assessoria')
  await requestsPage.open()
  await requestsPage.openRequest(description)
  await expect(requestsPage.dialog.getByTestId('mensagem')).toHaveCount(0)
  await requestsPage.dialog.getByRole('button', { name: 'Lançar conta a pagar' }).click()
  const bill = page.getByRole('dialog', { name: 'Nova conta a pagar' })
  await expect(bill.getByLabel('Descrição', { exact: true })).toHaveValue(description)
  await expect(bill.getByLabel('Valor', { exact: true })).toHaveValue('R$\u00a012.345,67')
  await expect(bill.getByLabel('Vencimento', { exact: true })).toHaveValue(brDate(today))
  await bill.getByLabel('Competência', { exact: true }).fill(brDate(today))
  await bill.getByLabel('Categoria', { exact: true }).selectOption({ index: 1 })
  await bill.getByRole('button', { name: 'Salvar' }).click()
  await expect(bill).toBeHidden()
  const launched = async () =>
    (
      (await (await request.get(requests, { headers })).json()).value.itens as {
        descricao: string
        situacao: string
        id_titulo: number | null
      }[]
    ).find((r) => r.descricao === description)
  await expect.poll(async () => (await launched())?.situacao, { timeout: 20_000 }).toBe('conta_lancada')
  const billId = (await launched())?.id_titulo as number
  const billFiles = (await (await request.get(`${payables}/${billId}/anexos`, { headers })).json()).value
  expect(billFiles.map((a: { nome_arquivo: string }) => a.nome_arquivo)).toEqual([boleto])
  // Back on the request, it says what became of it and links to the payable.
  await expect(requestsPage.dialog.getByTestId('situacao')).toHaveText('Conta lançada')
  await expect(requestsPage.dialog.getByRole('link', { name: description })).toBeVisible()
  await page.keyboard.press('Escape')
  await new Shell(page).logout()

  // 3. The gestor approves it on a phone with no connection; it reaches the server once, when it connects.
  await page.setViewportSize({ width: 390, height: 844 })
  await installSession(page, 'gestor')
  const bills = new BpoBillsPage(page)
  await page.goto('bpo/contas_a_pagar?aprovacao=pendente')
  await expect(bills.row(description).getByTestId('aprovacao')).toHaveText('Aguardando aprovação')
  const sent = recordSentEdits(page)
  await new HomePage(page).waitForServiceWorker()
  await context.setOffline(true)
  await page.getByLabel(`Selecionar ${description}`).check()
  await page.getByRole('button', { name: 'Aprovar selecionadas' }).click()
  const confirm = page.getByRole('dialog', { name: 'Aprovar pagamentos' })
  await confirm.getByRole('button', { name: 'Aprovar', exact: true }).click()
  await expect(confirm).toBeHidden()
  // Approved on the device, it leaves the queue of payables awaiting approval.
  await expect(bills.row(description)).toHaveCount(0)
  const home = new HomePage(page)
  await expect(home.pendingButton).toHaveText('1 alteração pendente')
  const approval = async () =>
    (
      (await (await request.get(`${payables}?limite=5000`, { headers })).json()).value.itens as {
        id: number
        aprovacao: string
      }[]
    ).find((b) => b.id === billId)?.aprovacao
  expect(await approval()).toBe('pendente')
  await context.setOffline(false)
  await expect(home.pendingButton).toHaveCount(0, { timeout: 30_000 })
  expect(await approval()).toBe('aprovado')
  expect(sent.filter((s) => s.url.endsWith(`/titulos/pagar/${billId}/aprovacao`))).toHaveLength(1)
  const audit = await request.get('/v2/interno/api/admin/audit?id_escritorio=3&entidade=titulo', { headers })
  const approvals = ((await audit.json()).value as { acao: string; id_entidade: string }[]).filter(
    (a) => a.acao === 'aprovar' && a.id_entidade === String(billId),
  )
  expect(approvals).toHaveLength(1)
  await new Shell(page).logout()

  // 4. Staff pay it from the payment queue.
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('AAWZ Assessoria')
  await bills.open('contas_pagar', 'Pagar contas')
  await bills.pay(description)
  await expect
    .poll(
      async () =>
        (
          (await (await request.get(`${payables}?limite=5000`, { headers })).json()).value.itens as {
            id: number
            pago: string
          }[]
        ).find((b) => b.id === billId)?.pago,
    )
    .toBe('1234567')

  // 5. The month's cash outflows grew by exactly the amount paid.
  expect(await dfcOut()).toBe(outBefore - 1234567n)
})
