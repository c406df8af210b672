import { expect, test } from '@playwright/test'
import type { BpoSummary } from '../../src/contracts/bpo-summary'
import { formatMoney } from '../../src/lib/format'
import { installSession } from './pages/login-page'
import { Shell } from './pages/shell'

const shot = (name: string) => `test-results/screens/financeiro-bpo-${name}.png`

test.use({ viewport: { width: 1440, height: 900 } })

test("/financeiro/bpo shows the server's figures, the 8 weeks' chart and the next bills, and links to the lists", async ({
  page,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const res = await request.get('/v2/api/office/3/bpo/resumo', { headers: { authorization: token } })
  expect(res.status()).toBe(200)
  const s = (await res.json()).value as BpoSummary

  await page.goto('financeiro/bpo')
  await expect(page.getByRole('heading', { level: 1, name: 'Financeiro · BPO' })).toBeVisible()
  const month = page.getByTestId('resumo-mes')
  await expect(month.getByTestId('pagar')).toContainText(formatMoney(BigInt(s.mes.pagar.valor)))
  await expect(month.getByTestId('receber')).toContainText(formatMoney(BigInt(s.mes.receber.valor)))
  await expect(page.getByTestId('resumo-atrasado').getByTestId('pagar')).toContainText(
    formatMoney(BigInt(s.atrasado.pagar.valor)),
  )
  await expect(
    page
      .getByRole('img', { name: /próximas 8 semanas/ })
      .locator('.recharts-bar-rectangle')
      .first(),
  ).toBeVisible()
  await expect(page.getByTestId('proxima')).toHaveCount(s.proximas.length)
  await expect(page.getByTestId('proxima').first()).toContainText(s.proximas[0].descricao)
  await page.screenshot({ path: shot('1440'), fullPage: true })

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(month).toBeVisible()
  await page.screenshot({ path: shot('390'), fullPage: true })
  await page.setViewportSize({ width: 1440, height: 900 })

  // The overdue payables open the payables list on the same filters.
  await page.getByTestId('resumo-atrasado').getByTestId('pagar').click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contas a pagar' })).toBeVisible()
  const url = new URL(page.url())
  expect(url.searchParams.get('status')).toBe('atrasado')
  expect(url.searchParams.get('inicio')).toBe(s.atrasado_desde)
  await expect(page.getByTestId('conta').first()).toContainText('Atrasado')
})

test("'Aguardando aprovação' on /financeiro/bpo opens the payables awaiting approval, as many as it counts", async ({
  page,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const s = (await (await request.get('/v2/api/office/3/bpo/resumo', { headers: { authorization: token } })).json())
    .value as BpoSummary
  expect(s.aguardando_aprovacao.quantidade).toBeGreaterThan(0)
  await page.goto('financeiro/bpo')
  const card = page.getByTestId('resumo-aprovacao').getByTestId('pagar')
  await expect(card).toContainText(`${s.aguardando_aprovacao.quantidade} contas`)
  await expect(card).toContainText(formatMoney(BigInt(s.aguardando_aprovacao.valor)))
  await card.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Contas a pagar' })).toBeVisible()
  expect(new URL(page.url()).searchParams.get('aprovacao')).toBe('pendente')
  await expect(page.getByTestId('contas-quantidade')).toHaveText(
    new RegExp(`^${s.aguardando_aprovacao.quantidade} contas`),
  )
})
