import { expect, test } from '@playwright/test'
import { layoutProblems } from './page-audit'
import { LoginPage } from './pages/login-page'
import { MyReportsPage } from './pages/my-reports-page'
import { NotificationsDrawer } from './pages/notifications-drawer'

test("the gestor releases 'DRE por profissional' to André; his bell links to 'Meus relatórios' on his phone and the report opens narrowed to him", async ({
  page: gestor,
  browser,
}) => {
  test.setTimeout(120_000)
  // The gestor, on a wide screen: Acessos › Consultoria, the release matrix.
  await gestor.setViewportSize({ width: 1440, height: 900 })
  await new LoginPage(gestor).signInAs('gestor')
  await gestor.goto('professional/consultoria')
  const box = gestor.getByRole('checkbox', { name: 'DRE por profissional para André Assessor' })
  await expect(box).not.toBeChecked()
  // The box follows the server's answer: it is ticked once the release is stored.
  await box.click()
  await expect(box).toBeChecked()
  await expect(box).toBeEnabled()

  // André, on a phone: the notice in his bell opens his page with the report marked.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const andre = await phone.newPage()
  await new LoginPage(andre).signInAs('assessor')
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
  // The demo's earlier release (his client book) is there too; the other two are not released.
  await expect(mine.released.getByRole('link', { name: 'Abrir Carteira de clientes' })).toBeVisible()
  await expect(mine.notReleased).toContainText('Extrato de comissões')
  await expect(mine.notReleased).toContainText('Acompanhamento de metas')
  expect(await layoutProblems(andre)).toEqual([])
  await andre.screenshot({ path: 'test-results/meus-relatorios-390.png', fullPage: true })

  // The report itself: the DRE by professional narrowed to André (one professional: the columns are periods).
  await mine.open('DRE por profissional')
  await expect(andre).toHaveURL(/\/admin\/dre\/dres\/dre-profissional\?ids=/)
  // The router writes a string search value as JSON ('"13"').
  expect(JSON.parse(new URL(andre.url()).searchParams.get('ids') ?? 'null')).toMatch(/^\d+$/)
  await expect(andre.getByRole('heading', { name: 'DRE por profissional', level: 1 })).toBeVisible()
  await expect(andre.getByTestId('dre-linha-receita_bruta')).toContainText('Receita bruta')
  await phone.close()
})
