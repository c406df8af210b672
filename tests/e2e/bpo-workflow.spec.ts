import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { apiToken, demoAccounts, installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

const payablesUrl = '/v2/api/office/3/bpo/titulos/pagar'

test('a payable waits for the gestor: approved on the phone, paid by staff, it shows on the ERP board as approved', async ({
  page,
  request,
}) => {
  // Staff register the payable (office 3's gestor approves payments above R$ 5.000,00) and take it through the ERP
  // steps up to 'Pagamento agendado'.
  const staffToken = await apiToken(request, demoAccounts.equipe)
  const headers = { authorization: staffToken }
  const options = (await (await request.get('/v2/api/office/3/bpo/opcoes', { headers })).json()).value
  const providers = (await (await request.get('/v2/api/office/3/bpo/fornecedores', { headers })).json()).value
  const description = `Auditoria ${randomUUID().slice(0, 6)}`
  const created = await request.post(payablesUrl, {
    headers,
    form: {
      descricao: description,
      id_fornecedor: String(providers[0].id),
      data_vencimento: todayInBrazil(),
      data_competencia: todayInBrazil(),
      valor: '680000',
      id_categoria: String(options.categorias[0].id),
    },
  })
  expect(created.status()).toBe(201)
  expect((await created.json()).value.aprovacao).toBe('pendente')
  let version = (await created.json()).value.version as number
  for (const para of ['incluida-erp', 'aguardando-remessa', 'pagamento-agendado']) {
    const moved = await request.post(`${payablesUrl}/${(await created.json()).value.id}/etapa`, {
      headers,
      form: { para, version: String(version) },
    })
    expect(moved.status()).toBe(200)
    version = (await moved.json()).value.version
  }

  // The gestor, on a phone, opens the queue of payables awaiting approval.
  await page.setViewportSize({ width: 390, height: 844 })
  await installSession(page, 'gestor')
  const bills = new BpoBillsPage(page)
  await page.goto('bpo/contas_a_pagar?aprovacao=pendente')
  await expect(page.getByRole('heading', { level: 1, name: 'Contas a pagar' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Aguardando aprovação/ })).toHaveAttribute('aria-pressed', 'true')
  await expect(bills.row(description).getByTestId('aprovacao')).toHaveText('Aguardando aprovação')
  // Paying it now is not offered: the dialog says it waits for the approval.
  await bills
    .row(description)
    .getByRole('button', { name: `Pagar ${description}` })
    .click()
  await expect(bills.dialog).toContainText('Uma conta aguarda a aprovação do gestor')
  await expect(bills.dialog.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(bills.dialog).toBeHidden()

  await page.getByLabel(`Selecionar ${description}`).check()
  await page.getByRole('button', { name: 'Aprovar selecionadas' }).click()
  const approve = page.getByRole('dialog', { name: 'Aprovar pagamentos' })
  await expect(approve).toContainText(`A conta “${description}” (R$\u00a06.800,00) poderá ser paga.`)
  await approve.getByRole('button', { name: 'Aprovar', exact: true }).click()
  await expect(approve).toBeHidden()
  // Approved, it leaves the queue.
  await expect(bills.row(description)).toHaveCount(0)
  await expect
    .poll(async () => {
      const res = await request.get(`${payablesUrl}?aprovacao=aprovado&limite=5000`, { headers })
      return ((await res.json()).value.itens as { descricao: string; aprovacao_por: string | null }[]).find(
        (b) => b.descricao === description,
      )?.aprovacao_por
    })
    .toMatch(/\S/)
  await new Shell(page).logout()

  // Staff pay it from the payment queue; the approval (who and when) shows in the payment dialog.
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('AAWZ Assessoria')
  await bills.open('contas_pagar', 'Pagar contas')
  await expect(bills.row(description).getByTestId('aprovacao')).toHaveText('Aprovado')
  await bills
    .row(description)
    .getByRole('button', { name: `Pagar ${description}` })
    .click()
  await expect(bills.dialog.getByTestId('aprovacao-nota')).toContainText('Aprovado por')
  await bills.dialog.getByRole('button', { name: 'Pagar', exact: true }).click()
  await expect(bills.dialog).toBeHidden()
  await expect
    .poll(async () => {
      const res = await request.get(`${payablesUrl}?limite=5000`, { headers })
      return ((await res.json()).value.itens as { descricao: string; pago: string }[]).find(
        (b) => b.descricao === description,
      )?.pago
    })
    .toBe('680000')

  // The approval moved it to 'Pagamento aprovado' on the ERP board; staff reconcile it from there.
  await page.goto('bpo/erp')
  await expect(page.getByTestId('regras-aprovacao')).toHaveText('Aprovação: acima de R$\u00a05.000,00: Gestor')
  const approvedColumn = page.getByTestId('erp-coluna-pagamento-aprovado')
  const card = approvedColumn.getByTestId('erp-conta').filter({ hasText: description })
  await expect(card).toBeVisible()
  await card.getByRole('button', { name: `Mover ${description} para Pagamento conciliado` }).click()
  await expect(
    page.getByTestId('erp-coluna-pagamento-conciliado').getByTestId('erp-conta').filter({ hasText: description }),
  ).toBeVisible()
  await expect
    .poll(async () => {
      const res = await request.get(`${payablesUrl}?etiqueta=pagamento-conciliado&limite=5000`, { headers })
      return ((await res.json()).value.itens as { descricao: string }[]).some((b) => b.descricao === description)
    })
    .toBe(true)
})
