import { expect, test } from '@playwright/test'
import { layoutProblems } from './page-audit'
import { LoginPage, signInByApi } from './pages/login-page'
import { MyReportsPage } from './pages/my-reports-page'
import { NotificationsDrawer } from './pages/notifications-drawer'

test("the release gates André's DRE: withdrawn, his page says it is not released; released again, it opens at once and his bell links to 'Meus relatórios'", async ({
  page: gestor,
  browser,
}) => {
  test.setTimeout(150_000)
  // The gestor, on a wide screen: Acessos › Consultoria, the release matrix. The demo released the DRE to André.
  await gestor.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(gestor, 'gestor', 'professional/consultoria')
  const box = gestor.getByRole('checkbox', { name: 'DRE por profissional para André Assessor' })
  await expect(box).toBeChecked()
  // The box follows the server's answer: it is unticked once the withdrawal is stored.
  await box.click()
  await expect(box).not.toBeChecked()
  await expect(box).toBeEnabled()

  // André, on a phone: his DRE page says the report is not released (no figures, no error).
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const andre = await phone.newPage()
  await signInByApi(andre, 'assessor', 'dre/dres/dre-profissional')
  const gate = andre.getByRole('status').filter({ hasText: 'Relatório ainda não liberado' })
  await expect(gate).toContainText('Este relatório ainda não foi liberado para você.')
  await expect(andre.getByTestId('dre-linha-receita_bruta')).toHaveCount(0)
  // Nothing on the locked page that the server would refuse: no download, no filters.
  await expect(andre.getByRole('button', { name: 'Baixar DRE' })).toHaveCount(0)
  await expect(andre.getByRole('button', { name: 'Expandir categorias' })).toHaveCount(0)
  expect(await layoutProblems(andre)).toEqual([])
  await andre.screenshot({ path: 'test-results/relatorio-nao-liberado-390.png', fullPage: true })

  // The gestor releases it again: André's page opens it at once.
  await box.click()
  await expect(box).toBeChecked()
  await gate.getByRole('button', { name: 'Verificar novamente' }).click()
  await expect(andre.getByTestId('dre-linha-receita_bruta')).toContainText('Receita bruta')
  await expect(andre.getByRole('button', { name: 'Baixar DRE' })).toBeVisible()

  // The notice in his bell (read again every minute, and when the app opens) leads to 'Meus relatórios'.
  await andre.reload()
  const drawer = new NotificationsDrawer(andre)
  await drawer.open()
  const notice = drawer.panel
    .getByTestId('notificacao')
    .filter({ hasText: 'DRE por profissional foi liberado para você.' })
  await expect(notice).toContainText('Relatório liberado')
  await notice.getByRole('button').click()
  const mine = new MyReportsPage(andre)
  await mine.expectOpen()
  await expect(andre).toHaveURL(/relatorio=dre-profissional/)
  await expect(mine.report('dre-profissional')).toHaveAttribute('aria-current', 'true')
  // The demo's other releases (commissions, client book) are there too; the goals report is not released.
  await expect(mine.released.getByRole('link', { name: 'Abrir Carteira de clientes' })).toBeVisible()
  await expect(mine.released.getByRole('link', { name: 'Abrir Extrato de comissões' })).toBeVisible()
  await expect(mine.notReleased).toContainText('Acompanhamento de metas')
  expect(await layoutProblems(andre)).toEqual([])
  await andre.screenshot({ path: 'test-results/meus-relatorios-390.png', fullPage: true })

  // The report itself, from its card: the DRE by professional narrowed to André.
  await mine.open('DRE por profissional')
  await expect(andre).toHaveURL(/\/admin\/dre\/dres\/dre-profissional\?ids=/)
  // The router writes a string search value as JSON ('"13"').
  expect(JSON.parse(new URL(andre.url()).searchParams.get('ids') ?? 'null')).toMatch(/^\d+$/)
  await expect(andre.getByTestId('dre-linha-receita_bruta')).toContainText('Receita bruta')
  await phone.close()
})

test("Bruno's commission statement is not released: his month page is the notice alone, without a month to pick", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const login = new LoginPage(page)
  await login.open()
  await login.signIn('assessor.cliente@demo.local')
  await expect(page).toHaveURL(/\/admin\/home$/)
  await page.goto('comissoes/apuracao')
  await expect(page.getByRole('heading', { name: 'Apuração de comissões' })).toBeVisible()
  const gate = page.getByRole('status').filter({ hasText: 'Relatório ainda não liberado' })
  await expect(gate).toContainText('Este relatório ainda não foi liberado para você.')
  await expect(page.getByLabel('Competência')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Exportar' })).toHaveCount(0)
  expect(await layoutProblems(page)).toEqual([])
})
