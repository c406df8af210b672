import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { formatMoney } from '../../src/lib/format/money'
import { AssistantPage } from './pages/assistant-page'
import { DEMO_PASSWORD, demoAccounts, installSession } from './pages/login-page'

const shot = (name: string) => `test-results/screens/assistant-${name}.png`

test.use({ viewport: { width: 1440, height: 900 } })

test("a suggested prompt is answered with the office's real DRE figure, after a visible thinking step, and links to its DRE cell", async ({
  page,
  request,
}) => {
  // Often the run's first test: the server's first DRE computation and the fake provider's first stream are cold.
  test.setTimeout(60_000)
  // The figure the DRE page shows for the year: what the answer must quote.
  const year = todayInBrazil().slice(0, 4)
  const login = await request.post('/login', { form: { email: demoAccounts.gestor, password: DEMO_PASSWORD } })
  const token = (await login.json()).token as string
  const dre = await request.get(
    `/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=${year}-01&end_date=${year}-12&breakdown_by_date=false`,
    { headers: { authorization: token } },
  )
  const lines = (await dre.json()).value.linhas as { id: number; nome: string; total: string }[]
  const net = lines.find((l) => /receita líquida/i.test(l.nome))
  expect(net).toBeDefined()
  const expected = formatMoney(BigInt(net?.total ?? '0'))

  await installSession(page, 'gestor')
  const assistant = new AssistantPage(page)
  await assistant.open()
  await expect(assistant.suggestions).toBeVisible()
  await page.screenshot({ path: shot('1-empty-1440') })
  await assistant.suggestions
    .getByRole('button', { name: 'Qual foi a receita líquida do escritório neste ano?' })
    .click()

  const answer = assistant.lastAnswer
  await expect(assistant.thinking(answer)).toContainText(`Consultei a DRE por empresa de 01/${year} a 12/${year}.`)
  await expect(answer).toContainText(expected)
  // The thinking step comes first, then the response.
  const order = await answer.evaluate((el) =>
    [...el.querySelectorAll('section')].map((s) => s.getAttribute('aria-label')),
  )
  expect(order.indexOf('Raciocínio')).toBeLessThan(order.indexOf('Resposta') === -1 ? 99 : order.indexOf('Resposta'))
  // The source is the exact cell quoted: the net revenue line's 'Total' for the period.
  const source = assistant
    .sources(answer)
    .getByRole('link', { name: `Receita líquida: DRE por empresa, 01/${year} a 12/${year}` })
  const cell = `/admin/dre/dres/dre-pj?inicio=${year}-01&fim=${year}-12&linha=${net?.id}`
  await expect(source).toHaveAttribute('href', cell)
  // The conversation is kept, named after its question.
  await expect(assistant.conversations.getByText('Qual foi a receita líquida do escritório neste ano?')).toBeVisible()
  await expect(answer.getByRole('button', { name: 'Copiar' })).toBeVisible()
  await expect(answer.getByRole('button', { name: 'Tentar novamente' })).toBeVisible()
  await page.screenshot({ path: shot('2-answer-1440') })
  await page.setViewportSize({ width: 390, height: 780 })
  await expect(answer).toContainText(expected)
  await page.screenshot({ path: shot('3-answer-390') })

  // A reload reopens the conversation from the server.
  await page.reload()
  await expect(assistant.lastAnswer).toContainText(expected)
  // The source opens inside the app: no page reload (a marker set on this page survives).
  await page.evaluate(() => {
    ;(window as unknown as { semRecarga?: boolean }).semRecarga = true
  })
  await source.click()
  const at = (url: string) => new RegExp(`${url.replace(/[?]/g, '\\?')}$`)
  await expect(page).toHaveURL(at(cell))
  expect(await page.evaluate(() => (window as unknown as { semRecarga?: boolean }).semRecarga)).toBe(true)
  // The DRE page opens that cell's entries, which add up to the figure quoted.
  const entries = page.getByRole('dialog', { name: 'Receita líquida' })
  await expect(entries.getByTestId('detalhe-total')).toHaveText(expected)
  await page.screenshot({ path: shot('4-cell-390') })
  // Back closes the entries and returns to the answer.
  await page.goBack()
  await expect(assistant.lastAnswer).toContainText(expected)
  await page.goForward()
  await expect(entries).toBeVisible()
  await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: shot('5-cell-1440') })
  // Closing keeps the page; a click on another cell puts its address in the URL, and Back closes it again.
  await page.keyboard.press('Escape')
  await expect(entries).toBeHidden()
  await expect(page).toHaveURL(at(`/admin/dre/dres/dre-pj?inicio=${year}-01&fim=${year}-12`))
  await page
    .getByTestId('dre-linha-receita_bruta')
    .getByRole('button', { name: /ver lançamentos/ })
    .last()
    .click()
  await expect(page.getByRole('dialog', { name: 'Receita bruta' })).toBeVisible()
  await expect(page).toHaveURL(/&linha=\d+$/)
  await page.goBack()
  await expect(page.getByRole('dialog', { name: 'Receita bruta' })).toBeHidden()
  await expect(page).toHaveURL(at(`/admin/dre/dres/dre-pj?inicio=${year}-01&fim=${year}-12`))
})

test("'Parar' stops an answer mid-stream; what was said stays in the conversation, marked as interrupted", async ({
  page,
}) => {
  await installSession(page, 'gestor')
  const assistant = new AssistantPage(page)
  await assistant.open()
  await assistant.conversations.getByRole('button', { name: 'Nova conversa' }).click()
  await assistant.question.fill('Conte uma história sobre o escritório')
  await assistant.question.press('Enter')
  await expect(assistant.lastAnswer).toContainText('Era uma vez')
  await page.getByRole('button', { name: 'Parar' }).click()
  await expect(assistant.lastAnswer).toContainText('(resposta interrompida)')
  await expect(page.getByRole('button', { name: 'Parar' })).toHaveCount(0)
  // Far less than the whole story was kept.
  const kept = (await assistant.lastAnswer.textContent()) ?? ''
  expect(kept.split('Era uma vez').length - 1).toBeLessThan(60)
  await page.reload()
  await expect(assistant.lastAnswer).toContainText('(resposta interrompida)')
})
