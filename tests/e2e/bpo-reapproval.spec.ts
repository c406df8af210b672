import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { apiToken, demoAccounts, installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

const payablesUrl = '/v2/api/office/3/bpo/titulos/pagar'

test('an approved payable whose PIX key changes waits for a new approval, says why, and is paid once approved again', async ({
  page,
  request,
}) => {
  // Staff register a payable above office 3's limit; the gestor approves it.
  const staff = { authorization: await apiToken(request, demoAccounts.equipe) }
  const gestor = { authorization: await apiToken(request, demoAccounts.gestor) }
  const options = (await (await request.get('/v2/api/office/3/bpo/opcoes', { headers: staff })).json()).value
  const providers = (await (await request.get('/v2/api/office/3/bpo/fornecedores', { headers: staff })).json()).value
  const description = `Reaprovação ${randomUUID().slice(0, 6)}`
  const created = await request.post(payablesUrl, {
    headers: staff,
    form: {
      descricao: description,
      id_fornecedor: String(providers[0].id),
      data_vencimento: todayInBrazil(),
      data_competencia: todayInBrazil(),
      valor: '846900',
      id_categoria: String(options.categorias[0].id),
      pix: 'financeiro@fornecedor.com.br',
    },
  })
  expect(created.status()).toBe(201)
  const bill = (await created.json()).value
  const approved = await request.post(`${payablesUrl}/${bill.id}/aprovacao`, {
    headers: { ...gestor, 'idempotency-key': randomUUID() },
    form: { decisao: 'aprovar', version: String(bill.version) },
  })
  expect(approved.status()).toBe(200)

  // Staff, at 1440 px, change its PIX key in the bill's dialog: it goes back to waiting, saying why.
  await page.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(page, 'equipe')
  await new Shell(page).selectOffice('AAWZ Assessoria')
  const bills = new BpoBillsPage(page)
  await page.goto(`bpo/contas_a_pagar?titulo=${bill.id}`)
  await expect(bills.dialog).toContainText('Esta conta está aprovada: mudar valor, fornecedor, PIX')
  await bills.fill({ 'PIX (chave ou copia e cola)': 'novachave@outrobanco.com.br' })
  await bills.save()
  await expect(bills.dialog).toBeHidden()
  await bills.reveal(description)
  await expect(bills.row(description).getByTestId('aprovacao')).toHaveText('Aguardando nova aprovação')
  await page.screenshot({ path: 'test-results/reapproval-staff-1440.png' })
  // Paying is refused until it is approved again.
  await bills
    .row(description)
    .getByRole('button', { name: `Pagar ${description}` })
    .click()
  await expect(bills.dialog).toContainText('Alterado depois da aprovação: chave PIX (por Equipe Plataforma')
  await expect(bills.dialog.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await new Shell(page).logout()

  // The gestor, on a phone, is notified, sees why in the approval dialog and approves it again.
  await page.setViewportSize({ width: 390, height: 844 })
  await installSession(page, 'gestor')
  const notes = (await (await request.get('/v2/api/notifications', { headers: gestor })).json()).value.items as {
    titulo: string
    corpo: string
  }[]
  expect(notes.find((n) => n.corpo.startsWith(description))?.titulo).toBe('Conta alterada depois da aprovação')
  await page.goto('bpo/contas_a_pagar?aprovacao=pendente')
  await bills.reveal(description)
  await expect(bills.row(description).getByTestId('aprovacao')).toHaveText('Aguardando nova aprovação')
  await page.getByLabel(`Selecionar ${description}`).check()
  await page.getByRole('button', { name: 'Aprovar selecionadas' }).click()
  const approve = page.getByRole('dialog', { name: 'Aprovar pagamentos' })
  await expect(approve.getByTestId('avisos-conta')).toContainText('Voltou a aguardar aprovação')
  await page.screenshot({ path: 'test-results/reapproval-gestor-390.png' })
  await approve.getByRole('button', { name: 'Aprovar', exact: true }).click()
  await expect(approve).toBeHidden()
  await expect
    .poll(async () => {
      const res = await request.get(`${payablesUrl}?aprovacao=aprovado&limite=5000`, { headers: staff })
      return ((await res.json()).value.itens as { id: number }[]).some((b) => b.id === bill.id)
    })
    .toBe(true)

  // Approved again, staff pay it.
  const current = (
    (await (await request.get(`${payablesUrl}?limite=5000`, { headers: staff })).json()).value.itens as {
      id: number
      version: number
    }[]
  ).find((b) => b.id === bill.id)
  const account = (await (await request.get('/v2/api/office/3/bpo/contas', { headers: staff })).json()).value[0]
  const paid = await request.post(`${payablesUrl}/${bill.id}/pagamentos`, {
    headers: { ...staff, 'idempotency-key': randomUUID() },
    form: {
      data_pagamento: todayInBrazil(),
      id_conta_corrente: String(account.id),
      valor: '846900',
      version: String(current?.version),
    },
  })
  expect(paid.status()).toBe(201)
})
