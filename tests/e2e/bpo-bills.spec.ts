import { randomUUID } from 'node:crypto'
import { generatePixPayload } from '@brazilian-utils/brazilian-utils'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { demoBoleto } from '../../server/db/seed-bills'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { addDaysIso, formatDate } from '../../src/lib/format'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { HomePage } from './pages/home-page'
import { apiToken, demoAccounts, installSession } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const payablesUrl = '/v2/api/office/3/bpo/titulos/pagar'
type Bill = { id: number; descricao: string; valor: string; pago: string; status: string; version: number }

async function serverBills(request: APIRequestContext, token: string) {
  const res = await request.get(`${payablesUrl}?limite=5000`, { headers: { authorization: token } })
  expect(res.status()).toBe(200)
  return (await res.json()).value.itens as Bill[]
}

const inDays = (days: number) => addDaysIso(todayInBrazil(), days)
const count = async (locator: { textContent: () => Promise<string | null> }) =>
  Number((await locator.textContent())?.replace(/\D/g, '') ?? '0')

test('a payable typed from its boleto gets amount and due date, is filtered by status through the URL, and paid', async ({
  page,
  request,
}) => {
  // Typing, saving, filtering through three addresses and paying: a story longer than one page's check.
  test.setTimeout(60_000)
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const bills = new BpoBillsPage(page)
  await bills.open('contas_a_pagar', 'Contas a pagar')
  await expect(bills.page.getByTestId('conta').first()).toBeVisible()
  const due = inDays(10)
  const description = `Gráfica ${randomUUID().slice(0, 6)}`

  await bills.startNew()
  await bills.fill({ 'Boleto (linha digitável ou código de barras)': demoBoleto('341', due, 123456n, 99) })
  await expect(bills.field('Valor')).toHaveValue('R$\u00a01.234,56')
  await expect(bills.field('Vencimento')).toHaveValue(formatDate(due))
  await expect(bills.dialog.getByText('Valor e vencimento lidos do boleto.')).toBeVisible()
  await bills.save()
  await expect(bills.dialog.getByText('Escolha o fornecedor')).toBeVisible()
  await expect(bills.dialog.getByText('Campo obrigatório').first()).toBeVisible()
  await bills.fill({
    Descrição: description,
    Fornecedor: 'Datavista Sistemas de Informação',
    Competência: `01/${due.slice(5, 7)}/${due.slice(0, 4)}`,
    Categoria: 'Tecnologia',
  })
  await bills.save()
  await expect(bills.dialog).toBeHidden()
  await bills.reveal(description)
  await expect(bills.row(description)).toContainText('A vencer')
  await expect(bills.row(description)).toContainText('R$\u00a01.234,56')
  await expect
    .poll(async () => (await serverBills(request, token)).find((b) => b.descricao === description)?.valor)
    .toBe('123456')

  // The status filter lives in the URL: a link shows the same list.
  await page.goto('bpo/contas_a_pagar?status=a_vencer')
  await bills.reveal(description)
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('a_vencer')
  await expect(bills.page.getByTestId('total-a_vencer')).toHaveAttribute('aria-pressed', 'true')
  await page.goto('bpo/contas_a_pagar?status=pago')
  await expect(page.getByTestId('conta').first()).toBeVisible()
  await expect(bills.row(description)).toHaveCount(0)

  await page.goto('bpo/contas_a_pagar')
  await bills.reveal(description)
  const paidBefore = await count(bills.total('pago').count)
  const openBefore = await count(bills.total('a_vencer').count)
  // Below office 3's approval rule (the gestor approves above R$ 5.000,00): it is paid at once.
  await bills.pay(description)
  await expect(bills.row(description)).toContainText('Pago')
  await expect.poll(() => count(bills.total('pago').count)).toBe(paidBefore + 1)
  expect(await count(bills.total('a_vencer').count)).toBe(openBefore - 1)
  await expect
    .poll(async () => (await serverBills(request, token)).find((b) => b.descricao === description))
    .toMatchObject({ pago: '123456', status: 'pago' })
  await expect(bills.row(description)).not.toContainText('pendente')
})

test('offline: a payable edited without connection reaches the server once when it comes back', async ({
  page,
  context,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const bills = new BpoBillsPage(page)
  await bills.open('contas_a_pagar', 'Contas a pagar')
  const before = (await serverBills(request, token)).find((b) => b.status === 'a_vencer')!
  await bills.reveal(before.descricao)

  await new HomePage(page).waitForServiceWorker()
  await context.setOffline(true)
  await bills.edit(before.descricao)
  await bills.fill({ Descrição: `${before.descricao} (revisada)` })
  await bills.save()
  await expect(bills.dialog).toBeHidden()
  await expect(bills.row(`${before.descricao} (revisada)`)).toContainText('pendente')
  const home = new HomePage(page)
  await expect(home.pendingButton).toHaveText('1 alteração pendente')
  expect((await serverBills(request, token)).find((b) => b.id === before.id)?.descricao).toBe(before.descricao)

  await context.setOffline(false)
  await expect(home.pendingButton).toHaveCount(0, { timeout: 20_000 })
  const after = (await serverBills(request, token)).find((b) => b.id === before.id)!
  expect(after).toMatchObject({ descricao: `${before.descricao} (revisada)`, version: before.version + 1 })
  const staff = await apiToken(request, demoAccounts.equipe)
  const audit = await request.get('/v2/interno/api/admin/audit?id_escritorio=3&entidade=titulo', {
    headers: { authorization: staff },
  })
  const edits = ((await audit.json()).value as { acao: string; id_entidade: string }[]).filter(
    (a) => a.acao === 'editar' && a.id_entidade === String(before.id),
  )
  expect(edits).toHaveLength(1)
})

test('bulk actions on the payment queue: two bills paid together leave it; two others removed after confirmation', async ({
  page,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const headers = { authorization: token }
  const options = (await (await request.get('/v2/api/office/3/bpo/opcoes', { headers })).json()).value
  const providers = (await (await request.get('/v2/api/office/3/bpo/fornecedores', { headers })).json()).value
  const batch = randomUUID().slice(0, 6)
  const names = [1, 2, 3, 4].map((n) => `Lote ${batch} ${n}`)
  for (const [i, descricao] of names.entries()) {
    const res = await request.post(payablesUrl, {
      headers,
      form: {
        descricao,
        id_fornecedor: String(providers[0].id),
        data_vencimento: inDays(3 + i),
        data_competencia: inDays(0),
        valor: String(10_000 * (i + 1)),
        id_categoria: String(options.categorias[0].id),
      },
    })
    expect(res.status()).toBe(201)
  }
  const bills = new BpoBillsPage(page)
  await bills.open('contas_pagar', 'Pagar contas')
  for (const name of names.slice(0, 2)) await page.getByLabel(`Selecionar ${name}`).check()
  await page.getByRole('button', { name: 'Pagar selecionadas' }).click()
  await expect(bills.dialog.getByRole('heading', { name: 'Pagar 2 contas' })).toBeVisible()
  await expect(bills.dialog).toContainText('Em aberto: R$\u00a0300,00')
  await bills.dialog.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(bills.dialog).toBeHidden()
  // The queue shows open bills only: the two paid ones leave it.
  await expect(bills.row(names[0])).toHaveCount(0)
  await expect(bills.row(names[1])).toHaveCount(0)
  await expect
    .poll(async () =>
      (await serverBills(request, token)).filter((b) => names.slice(0, 2).includes(b.descricao)).map((b) => b.status),
    )
    .toEqual(['pago', 'pago'])

  for (const name of names.slice(2)) await page.getByLabel(`Selecionar ${name}`).check()
  await page.getByRole('button', { name: 'Remover selecionadas' }).click()
  const confirm = page.getByRole('dialog', { name: 'Confirmar remoção' })
  await expect(confirm).toContainText('2 contas (R$\u00a0700,00) serão removidas.')
  await confirm.getByRole('button', { name: 'Remover' }).click()
  await expect(bills.row(names[2])).toHaveCount(0)
  await expect
    .poll(async () => (await serverBills(request, token)).filter((b) => names.slice(2).includes(b.descricao)).length)
    .toBe(0)
})

test('a receivable typed from a PIX copy-and-paste code gets its amount; a tampered code is refused in pt-BR', async ({
  page,
}) => {
  await installSession(page, 'gestor')
  const bills = new BpoBillsPage(page)
  await bills.open('contas_a_receber', 'Contas a receber')
  await expect(page.getByTestId('total-atrasado')).toContainText('Atrasado')
  const code = generatePixPayload({
    key: '65112224251800',
    merchantName: 'AAWZ Assessoria',
    merchantCity: 'SAO PAULO',
    amount: 2500.75,
  }) as string
  const description = `Fee ${randomUUID().slice(0, 6)}`
  await bills.startNew()
  await bills.fill({ 'PIX (chave ou copia e cola)': `${code.slice(0, -4)}0000` })
  await expect(bills.dialog.getByText('Chave PIX ou código copia e cola inválido')).toBeVisible()
  await bills.fill({ 'PIX (chave ou copia e cola)': code })
  await expect(bills.field('Valor')).toHaveValue('R$\u00a02.500,75')
  await expect(bills.dialog.getByText('Valor lido do código PIX.')).toBeVisible()
  await bills.fill({
    Descrição: description,
    'Cliente/pagador': 'Helena Prado Assis',
    Vencimento: formatDate(inDays(5)),
    Competência: formatDate(inDays(0)),
    Categoria: 'Fee fixo',
  })
  await bills.save()
  await expect(bills.dialog).toBeHidden()
  await expect(bills.row(description)).toContainText('A vencer')
  await expect(bills.row(description)).toContainText('R$\u00a02.500,75')
  await expect(bills.row(description)).not.toContainText('pendente')
})
