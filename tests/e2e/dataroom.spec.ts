import { expect, test } from '@playwright/test'
import { DataroomPage } from './pages/dataroom-page'
import { LoginPage } from './pages/login-page'

const pdf = (note: string) => `%PDF-1.4\n% ${note}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`

test('a gestor sends the last month’s revenue report: progress, then “Enviado com sucesso” in the history, and the missing month is filled', async ({
  page,
}) => {
  await new LoginPage(page).signInAs('gestor')
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
  await new LoginPage(page).signInAs('gestor')
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
