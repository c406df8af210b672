import { expect, test } from '@playwright/test'
import { CommissionsPage } from './pages/commissions-page'
import { centavosOf } from './pages/dre-money'
import { installSession } from './pages/login-page'
import { Shell } from './pages/shell'

const MES = '2025-04'
const shot = (name: string) => `test-results/commission-payables/${name}.png`

test('a gestor approves a month, generates its payables in the BPO, opens one, and reopening cancels them', async ({
  page,
  request,
}) => {
  // A story across the month, the BPO and back (approve, generate, open, reopen): longer than one page's check.
  test.setTimeout(90_000)
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const commissions = new CommissionsPage(page)
  await commissions.openMonth(MES)
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(commissions.status).toHaveText('Em revisão')
  await commissions.confirm('Aprovar', /Aprovar as comissões de 04\/2025/)
  await expect(commissions.status).toHaveText('Aprovada')

  const month = (
    await (
      await request.get(`/v2/api/office/3/comissoes/apuracoes/${MES}`, { headers: { authorization: token } })
    ).json()
  ).value
  const paid = month.profissionais.filter((p: { total: string }) => BigInt(p.total) > 0n)
  const section = page.getByRole('region', { name: 'Pagamento no BPO' })
  await expect(section).toContainText(`${paid.length} profissional(is) ainda sem conta a pagar`)
  await section.getByRole('button', { name: 'Gerar contas a pagar' }).click()
  const rows = section.getByTestId('comissao-conta')
  await expect(rows).toHaveCount(paid.length)
  await expect(section.getByRole('button', { name: 'Gerar contas a pagar' })).toHaveCount(0)
  await expect(rows.filter({ hasText: 'Em aberto' })).toHaveCount(paid.length)
  let sum = 0n
  for (const row of await rows.all()) sum += centavosOf(await row.getByRole('cell').nth(2).textContent())
  expect(sum).toBe(BigInt(month.total))
  await page.screenshot({ path: shot('month-1440'), fullPage: true })

  // Each payable is a link to the bill in Contas a pagar.
  const first = paid[0].nome as string
  await section.getByRole('link', { name: first }).click()
  await expect(page).toHaveURL(/\/bpo\/contas_a_pagar\?/)
  const bill = page.getByRole('dialog')
  await expect(bill.getByLabel('Descrição', { exact: true })).toHaveValue(`Comissões 04/2025 — ${first}`)
  await page.keyboard.press('Escape')

  // Paid in full through the BPO, the advisor's detail shows the payment date and the account; another advisor,
  // still unpaid, a dash. The payment is undone afterwards, so the month can be reopened.
  const headers = { authorization: token }
  const conta = (
    await (await request.get(`/v2/api/office/3/comissoes/apuracoes/${MES}`, { headers })).json()
  ).value.contas.find((c: { id_profissional: number }) => c.id_profissional === paid[0].id_profissional)
  const billUrl = `/v2/api/office/3/bpo/titulos/pagar/${conta.id_titulo}`
  // A payable above the office's approval threshold waits for the gestor's approval before it can be paid.
  const pending = await request.get('/v2/api/office/3/bpo/titulos/pagar?aprovacao=pendente&limite=5000', { headers })
  let billNow = (await pending.json()).value.itens.find((b: { id: number }) => b.id === conta.id_titulo) ?? {
    version: 1,
  }
  if (billNow.aprovacao === 'pendente') {
    const approved = await request.post(`${billUrl}/aprovacao`, {
      headers,
      data: { decisao: 'aprovar', version: billNow.version },
    })
    expect(approved.status(), await approved.text()).toBe(200)
    billNow = (await approved.json()).value
  }
  const account = (await (await request.get('/v2/api/office/3/bpo/contas', { headers })).json()).value[0]
  const payment = await request.post(`${billUrl}/pagamentos`, {
    headers,
    data: { data_pagamento: '2025-05-09', id_conta_corrente: account.id, valor: conta.valor, version: billNow.version },
  })
  expect(payment.status(), await payment.text()).toBe(201)
  await commissions.openMonth(MES)
  const detailOf = async (advisor: string) => {
    await commissions.advisor(advisor).getByRole('button', { name: advisor }).click()
    const dialog = page.getByRole('dialog', { name: `Comissões de ${advisor}` })
    return dialog.getByTestId('detalhe-linha').first()
  }
  const line = await detailOf(first)
  await expect(line.locator('[data-coluna="data_pagamento"]')).toHaveText('09/05/2025')
  await expect(line.locator('[data-coluna="conta_corrente"]')).toHaveText(account.nome)
  await page.screenshot({ path: shot('detail-paid-1440') })
  await page.keyboard.press('Escape')
  if (paid.length > 1) {
    const unpaid = await detailOf(paid[1].nome)
    await expect(unpaid.locator('[data-coluna="data_pagamento"]')).toHaveText('—')
    await expect(unpaid.locator('[data-coluna="conta_corrente"]')).toHaveText('—')
    await page.keyboard.press('Escape')
  }
  const done = (await payment.json()).value
  const undo = await request.post(`${billUrl}/pagamentos/${done.pagamentos[0].id}/desfazer`, {
    headers,
    data: { version: done.version },
  })
  expect(undo.status(), await undo.text()).toBe(200)

  await commissions.openMonth(MES)
  await commissions.confirm('Reabrir', /Reabrir 04\/2025/)
  await expect(commissions.status).toHaveText('Em revisão')
  await expect(rows.filter({ hasText: 'Cancelada' })).toHaveCount(paid.length)

  // On a phone: the demo's approved month with its payables, no sideways scrolling of the page.
  await page.setViewportSize({ width: 390, height: 844 })
  await commissions.openMonth('2026-09')
  await expect(rows.first()).toContainText('Vence em')
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  )
  expect(overflow).toBeLessThanOrEqual(0)
  await page.screenshot({ path: shot('month-390'), fullPage: true })
})
