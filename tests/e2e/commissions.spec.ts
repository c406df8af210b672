import { readFile } from 'node:fs/promises'
import { expect, type Page, test } from '@playwright/test'
import { CommissionsPage } from './pages/commissions-page'
import { centavosOf } from './pages/dre-money'
import { DreTablePage, savedQueries } from './pages/dre-page'
import { HomePage } from './pages/home-page'
import { installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const MES = '2025-03'

/**
 * Opens the DRE by PJ of the month and answers a reader of its variable-cost (repasse) line total as shown; the page
 * may first draw figures saved in this browser and then refresh them, so comparisons poll the reader.
 */
async function repasseInDre(page: Page) {
  const dre = new DreTablePage(page)
  await dre.open(`dre/dres/dre-pj?inicio=${MES}&fim=${MES}&freq=M`)
  const total = dre.cells('custos_variaveis').last()
  await expect(total).toBeVisible()
  return async () => centavosOf(await total.textContent())
}

test('a gestor creates a commission rule, computes the month, checks an advisor, approves it into the DRE and exports it', async ({
  page,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const options = await request.get('/v2/api/office/3/comissoes/opcoes', { headers: { authorization: token } })
  const advisor: string = (await options.json()).value.profissionais[0].nome
  const commissions = new CommissionsPage(page)

  await commissions.openRules()
  await expect(commissions.rule('Repasse padrão')).toBeVisible()
  await page.getByRole('button', { name: 'Nova regra' }).click()
  const rule = { nome: 'Contrato especial (e2e)', profissional: advisor, percentual: '0', mes: 'Março de 2025' }
  const form = await commissions.fillAdvisorRule(rule)
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form.getByText('Valor mínimo: 0,01 %')).toBeVisible()
  await form.getByLabel('Faixa 1: percentual').fill('40,00')
  await form.getByRole('button', { name: 'Salvar' }).click()
  await expect(form).toHaveCount(0)
  await expect(commissions.rule(rule.nome)).toContainText('40,00 %')
  await expect(commissions.rule(rule.nome)).toContainText('03/2025')

  // The same advisor and month again: the server refuses the overlapping validity, in pt-BR.
  await page.getByRole('button', { name: 'Nova regra' }).click()
  const again = await commissions.fillAdvisorRule({ ...rule, nome: 'Duplicada', percentual: '10' })
  await again.getByRole('button', { name: 'Salvar' }).click()
  await expect(again.getByRole('alert')).toContainText('Já existe uma regra com vigência sobreposta')
  await again.getByRole('button', { name: 'Cancelar' }).click()

  const before = await (await repasseInDre(page))()
  await commissions.openMonth(MES)
  await expect(page.getByText('Competência ainda não calculada')).toBeVisible()
  await page.getByRole('button', { name: 'Calcular' }).click()
  await expect(commissions.status).toHaveText('Em revisão')
  const row = commissions.advisor(advisor)
  const advisorTotal = centavosOf(await row.getByTestId('comissao-total-profissional').textContent())
  expect(advisorTotal).toBeGreaterThan(0n)

  await row.getByRole('button', { name: advisor }).click()
  const detail = page.getByRole('dialog', { name: `Comissões de ${advisor}` })
  await expect(detail.getByRole('columnheader', { name: 'Observações' })).toBeVisible()
  await expect(detail.getByTestId('detalhe-linha').first()).toContainText('Contrato especial (e2e): 40,00 %')
  expect(centavosOf(await detail.getByTestId('detalhe-total').textContent())).toBe(advisorTotal)
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)

  const monthTotal = centavosOf(await page.getByTestId('comissao-total').textContent())
  await commissions.confirm('Aprovar', /Aprovar as comissões de 03\/2025/)
  await expect(commissions.status).toHaveText('Aprovada')

  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Exportar' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe(`comissoes-${MES}.xlsx`)
  const bytes = await readFile(await file.path())
  expect(bytes.subarray(0, 2).toString()).toBe('PK')

  await expect.poll(await repasseInDre(page)).toBe(before - monthTotal)

  await commissions.openMonth(MES)
  await commissions.confirm('Reabrir', /Reabrir 03\/2025/)
  await expect(commissions.status).toHaveText('Em revisão')
  await expect.poll(await repasseInDre(page)).toBe(before)
})

test('an advisor reaches only their own commissions of the month, read-only', async ({ page, request }) => {
  await signInByApi(page, 'assessor')
  const token = await new Shell(page).storedToken()
  const own = await request.get('/v2/api/office/3/comissoes/apuracoes/2026-10', { headers: { authorization: token } })
  const [mine] = (await own.json()).value.profissionais as { nome: string }[]
  await new Shell(page).menuLink('Comissões').click()
  await expect(page).toHaveURL(/\/admin\/comissoes\/apuracao/)
  await page.goto('comissoes/apuracao?mes=2026-10')
  const commissions = new CommissionsPage(page)
  await expect(commissions.advisor(mine.nome)).toBeVisible()
  await expect(page.getByTestId('comissao-profissional')).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Modelos' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: /Calcular|Aprovar|Reabrir/ })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Exportar' })).toBeVisible()
})

test('offline, the models saved in this browser still show, and editing waits for the connection', async ({
  page,
  context,
}) => {
  await installSession(page, 'gestor')
  const commissions = new CommissionsPage(page)
  await commissions.openRules()
  await expect(commissions.rule('Repasse padrão')).toBeVisible()
  await new HomePage(page).waitForServiceWorker()
  await expect.poll(() => savedQueries(page).then((saved) => saved?.includes('opcoes') ?? false)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(commissions.rule('Repasse padrão')).toBeVisible()
  await expect(commissions.rule('Contrato com mínimo garantido')).toContainText('R$ 25.000,00')
  await expect(page.getByRole('button', { name: 'Nova regra' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Nova regra' })).toHaveAttribute(
    'title',
    'Disponível apenas com conexão',
  )
  await context.setOffline(false)
})
