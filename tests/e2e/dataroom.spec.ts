import { expect, test } from '@playwright/test'
import { DataroomPage } from './pages/dataroom-page'
import { savedQueries } from './pages/dre-page'
import { DreVersionsPage } from './pages/dre-versions-page'
import { HomePage } from './pages/home-page'
import { installSession } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const pdf = (note: string) => `%PDF-1.4\n% ${note}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`

test('a gestor sends the last month’s revenue report: progress, then “Enviado com sucesso” in the history, and the missing month is filled', async ({
  page,
}) => {
  await installSession(page, 'gestor')
  const dataroom = new DataroomPage(page)

  // The demo office has not sent last month's general files yet: the report says so.
  await dataroom.openReport()
  await expect(dataroom.lastMonthCell('Geral')).toHaveAttribute('data-situacao', 'faltando')
  await expect(page.getByTestId('alerta-mes').filter({ hasText: 'Geral' })).toBeVisible()

  await dataroom.openCategory('geral', 'Geral')
  await dataroom.chooseOption('Relatório de receitas (mensal)')
  const name = `receitas-${Date.now()}.pdf`
  await dataroom.send(name, 'application/pdf', pdf(name))
  await expect(page.getByRole('progressbar', { name: `Envio de ${name}` })).toBeVisible()
  const processing = dataroom.processing(name)
  await expect(processing).toContainText('Concluída')
  await expect(processing).toContainText('Enviado com sucesso')
  const row = dataroom.historyRow(name)
  await expect(row).toContainText('Concluído')
  await expect(row).toContainText('Enviado com sucesso')
  await expect(row).toContainText('Gabriela Gestora')

  await dataroom.openReport()
  await expect(dataroom.lastMonthCell('Geral')).toHaveAttribute('data-situacao', 'ok')
  await expect(page.getByTestId('alerta-mes').filter({ hasText: 'Geral' })).toHaveCount(0)
})

test('a file that is not what its extension says is refused with the server’s message and is not listed', async ({
  page,
}) => {
  await installSession(page, 'gestor')
  const dataroom = new DataroomPage(page)
  await dataroom.openCategory('bpo', 'BPO')
  await dataroom.chooseOption('Contas a pagar (mensal)')
  const name = `contas-${Date.now()}.pdf`
  await dataroom.send(name, 'application/pdf', 'isto é texto, não um PDF')
  await expect(page.getByText('O conteúdo do arquivo não é um PDF válido; nada foi salvo.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Histórico de envios' })).toBeVisible()
  await expect(page.getByTestId('envio').first()).toBeVisible()
  await expect(dataroom.historyRow(name)).toHaveCount(0)
})

test('a DRE spreadsheet sent through /dataroom/dres becomes the temporary DRE version to review', async ({ page }) => {
  await installSession(page, 'gestor')
  const dataroom = new DataroomPage(page)
  await dataroom.openCategory('dres', 'DREs')
  await dataroom.chooseOption('DRE gerencial (lançamentos) (mensal)')
  await expect(page.getByRole('link', { name: 'DREs › Versões' })).toBeVisible()
  const name = `dre-dataroom-${Date.now()}.csv`
  const csv = [
    'data_competencia;data_pagamento;valor;categoria;pj;profissional;area_receita;filial;equipe;descricao',
    '05/10/2026;;-2.500,00;Aluguel e condomínio;;;;;;Aluguel de outubro',
  ].join('\r\n')
  await dataroom.send(name, 'text/csv', csv)
  await expect(dataroom.processing(name)).toContainText('versão temporária do DRE criada')
  await expect(dataroom.historyRow(name)).toContainText('Concluído')

  const versions = new DreVersionsPage(page)
  await versions.open()
  await expect(page.getByTestId('versao-linha').filter({ hasText: name })).toContainText('Temporária')
  // Discarded again, so the DRE tests that follow start without a temporary version.
  const token = await new Shell(page).storedToken()
  const discarded = await page.request.post('/v2/interno/api/admin/financial/office/3/restore-temp-dre-version', {
    headers: { authorization: token },
  })
  expect(discarded.status()).toBe(200)
})

test('the history already seen opens offline after a reload; the drop zone says uploads need a connection', async ({
  page,
  context,
}) => {
  await installSession(page, 'gestor')
  const dataroom = new DataroomPage(page)
  await dataroom.openCategory('middle', 'Middle office')
  await new HomePage(page).waitForServiceWorker()
  const newest = page.getByTestId('envio').first()
  const text = await newest.textContent()
  expect(text).toContain('comissoes-')
  await expect.poll(() => savedQueries(page).then((saved) => saved?.includes('"envios","middle"') ?? false)).toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()
  await expect(page.getByTestId('envio').first()).toHaveText(text ?? '')
  await expect(page.getByRole('status').filter({ hasText: 'Envios precisam de conexão com a internet' })).toBeVisible()
  await expect(page.getByTestId('upload-box')).toHaveAttribute('aria-disabled', 'true')
  await context.setOffline(false)
  await expect(page.getByTestId('upload-box')).not.toHaveAttribute('aria-disabled', 'true')
})
