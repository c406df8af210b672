import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { addPeriods } from '../../src/contracts/bpo-plan-rules'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

const payablesUrl = '/v2/api/office/3/bpo/titulos/pagar'
const shots = process.env.E2E_SCREENSHOTS
const shot = async (page: Page, name: string) => {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: false })
}

type ServerBill = {
  descricao: string
  valor: string
  data_vencimento: string
  aprovacao: string | null
  parcela: number | null
  parcelas: number | null
  ocorrencia: number | null
}

/** Office 3's payables named `descricao`, as the server has them (the whole history, by due date). */
async function serverBills(page: Page, descricao: string): Promise<ServerBill[]> {
  const headers = { authorization: await new Shell(page).storedToken() }
  const res = await page.request.get(`${payablesUrl}?inicio=2000-01&fim=2099-12&limite=5000`, { headers })
  return ((await res.json()).value.itens as ServerBill[]).filter((b) => b.descricao === descricao)
}

/** A payable of office 3 created through the API as the signed-in user. */
async function newPayable(page: Page, descricao: string, valor: string) {
  const token = await new Shell(page).storedToken()
  const headers = { authorization: token }
  const request = page.request
  const options = (await (await request.get('/v2/api/office/3/bpo/opcoes', { headers })).json()).value
  const providers = (await (await request.get('/v2/api/office/3/bpo/fornecedores', { headers })).json()).value
  const res = await request.post(payablesUrl, {
    headers,
    form: {
      descricao,
      id_fornecedor: String(providers[0].id),
      data_vencimento: todayInBrazil(),
      data_competencia: todayInBrazil(),
      valor,
      id_categoria: String(options.categorias[0].id),
    },
  })
  expect(res.status()).toBe(201)
}

test('staff split a purchase into 3 instalments (the sum must match) and make a bill monthly; actions in reach at 1440 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('AAWZ Assessoria')
  const bills = new BpoBillsPage(page)
  const today = todayInBrazil()
  const compra = `Cadeiras ${randomUUID().slice(0, 6)}`
  await newPayable(page, compra, '100000')
  // Due today: the 'Vence hoje' filter keeps the (virtualized) list short enough to show it.
  await page.goto('bpo/contas_a_pagar?status=vence_hoje')
  await expect(bills.row(compra)).toBeVisible()

  // The row's actions are on screen without scrolling sideways (a sticky column with a menu).
  const more = bills.row(compra).getByRole('button', { name: `Mais ações: ${compra}` })
  const box = await more.boundingBox()
  expect(box && box.x + box.width).toBeLessThanOrEqual(1440)
  const overflow = await page.locator('table[aria-label="Contas a pagar"]').evaluate((table) => {
    let box = table.parentElement
    while (box && getComputedStyle(box).overflowX === 'visible') box = box.parentElement
    return box ? box.scrollWidth - box.clientWidth : 0
  })
  expect(overflow).toBeLessThanOrEqual(0)
  await shot(page, 'contas-a-pagar-1440')

  await more.click()
  await page.getByRole('menuitem', { name: 'Parcelar' }).click()
  const dialog = page.getByRole('dialog', { name: 'Parcelar conta' })
  await expect(dialog.getByTestId('parcela')).toHaveCount(3)
  await expect(dialog.getByLabel('Valor da parcela 1')).toHaveValue('R$\u00a0333,34')
  await expect(dialog.getByLabel('Valor da parcela 3')).toHaveValue('R$\u00a0333,33')
  await expect(dialog).toContainText('Arredondamento: + R$\u00a00,01 na parcela 1.')
  await dialog.getByLabel('Valor da parcela 1').fill('300,00')
  await expect(dialog).toContainText('diferença de R$\u00a033,34')
  await dialog.getByRole('button', { name: 'Parcelar' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(
    'A soma das parcelas (R$\u00a0966,66) deve ser igual ao valor da conta (R$\u00a01.000,00)',
  )
  await shot(page, 'parcelar-1440')
  await dialog.getByLabel('Valor da parcela 1').fill('333,34')
  await dialog.getByRole('button', { name: 'Parcelar' }).click()
  await expect(dialog).toBeHidden()
  await expect(bills.row(compra).getByTestId('parcela-badge')).toHaveText('1/3')
  expect((await serverBills(page, compra)).map((b) => [b.parcela, b.parcelas, b.valor])).toEqual([
    [1, 3, '33334'],
    [2, 3, '33333'],
    [3, 3, '33333'],
  ])

  // A monthly recurrence ending after 3 occurrences.
  const licenca = `Licença ${randomUUID().slice(0, 6)}`
  await newPayable(page, licenca, '45000')
  await page.reload()
  await bills
    .row(licenca)
    .getByRole('button', { name: `Mais ações: ${licenca}` })
    .click()
  await page.getByRole('menuitem', { name: 'Repetir' }).click()
  const repeat = page.getByRole('dialog', { name: 'Repetir conta' })
  await repeat.getByLabel('Após um número de ocorrências').check()
  await repeat.getByLabel(/Número de ocorrências/).fill('3')
  await expect(repeat.getByTestId('recorrencia-previa')).toContainText(
    [0, 1, 2].map((k) => addPeriods(today, 'mensal', k).split('-').reverse().join('/')).join(', '),
  )
  await repeat.getByRole('button', { name: 'Repetir' }).click()
  await expect(repeat).toBeHidden()
  await expect(bills.row(licenca).getByLabel('Recorrente')).toBeVisible()
  await expect
    .poll(async () => (await serverBills(page, licenca)).map((b) => [b.ocorrencia, b.data_vencimento]))
    .toEqual([0, 1, 2].map((k) => [k + 1, addPeriods(today, 'mensal', k)]))

  // Editing an occurrence asks which ones change: 'Esta e as seguintes' changes the whole series from here on.
  await bills.edit(licenca)
  await bills.fill({ Valor: '500,00' })
  await bills.save()
  const scope = page.getByRole('dialog', { name: 'Editar conta recorrente' })
  await scope.getByRole('button', { name: 'Esta e as seguintes' }).click()
  await expect(scope).toBeHidden()
  await expect(bills.dialog).toBeHidden()
  await expect
    .poll(async () => (await serverBills(page, licenca)).map((b) => b.valor))
    .toEqual(['50000', '50000', '50000'])

  // The demo: the purchase of notebooks in 3 instalments, waiting for the gestor (a plan above R$ 5.000,00).
  const notebooks = await serverBills(page, 'Compra de 3 notebooks')
  expect(notebooks.map((b) => [b.parcela, b.aprovacao])).toEqual([
    [1, 'pendente'],
    [2, 'pendente'],
    [3, 'pendente'],
  ])
})

test('the gestor on a phone sees the approval rule, moves a bill only where the state machine lets it, and reads its history', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await installSession(page, 'gestor')
  const name = `Consultoria ${randomUUID().slice(0, 6)}`
  await newPayable(page, name, '120000')
  await page.goto('bpo/erp')
  await expect(page.getByTestId('regras-aprovacao')).toHaveText('Aprovação: acima de R$\u00a05.000,00: Gestor')
  const card = page.getByTestId('erp-coluna-nenhuma').getByTestId('erp-conta').filter({ hasText: name })
  // Including a bill in the ERP is staff's move: the gestor is offered none.
  await expect(card).toContainText('Sem ações para você nesta etapa')
  await card.getByRole('button', { name: `Etapa do ERP de ${name}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Etapa do ERP' })
  await expect(dialog).toContainText('Nenhuma mudança de etapa disponível para você nesta etapa.')
  await expect(dialog).toContainText('Nenhuma mudança de etapa ainda.')
  await shot(page, 'erp-etapa-390')
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Regras de aprovação' }).click()
  const rules = page.getByRole('dialog', { name: 'Regras de aprovação' })
  await expect(rules.getByTestId('regra-aprovacao')).toHaveCount(1)
  await expect(rules.getByLabel('Acima de')).toHaveValue('R$\u00a05.000,00')
  await shot(page, 'regras-aprovacao-390')
  await page.keyboard.press('Escape')
  await page.goto('bpo/contas_a_pagar?status=vence_hoje')
  await expect(new BpoBillsPage(page).row(name)).toBeVisible()
  await shot(page, 'contas-a-pagar-390')
})
