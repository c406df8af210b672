import { randomBytes } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { BpoRequestsPage } from './pages/bpo-requests-page'
import { HomePage } from './pages/home-page'
import { installSession } from './pages/login-page'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const shot = (name: string) => `test-results/screens/bpo-requests-${name}.png`
const requests = '/v2/api/office/3/bpo/requisicoes'

test('offline on a phone: a request created and answered without connection reaches the server once; files wait for it', async ({
  page,
  context,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await installSession(page, 'gestor')
  const requestsPage = new BpoRequestsPage(page)
  await requestsPage.open()
  // The demo requests show as cards, with their state counts.
  await expect(requestsPage.row('Pagar o curso de certificação CPA-20')).toContainText('Aguardando cliente')
  await expect(page.getByTestId('situacao-aguardando_cliente').getByTestId('quantidade')).toHaveText('1')
  await page.screenshot({ path: shot('lista-390'), fullPage: true })

  await new HomePage(page).waitForServiceWorker()
  await context.setOffline(true)
  const description = `Pagar a manutenção do elevador ${randomBytes(3).toString('hex')}`
  await requestsPage.create({ Tipo: 'Pagamento', Descrição: description, 'Valor (opcional)': '980,00' })
  await expect(requestsPage.row(description)).toContainText('pendente')
  await requestsPage.openRequest(description)
  // Files need the server: the panel says why instead of offering the upload.
  await expect(requestsPage.attachments).toHaveCount(0)
  await expect(requestsPage.dialog).toContainText('Anexos: disponível quando a requisição chegar ao servidor')
  await requestsPage.dialog.getByLabel('Mensagem').fill('É o contrato de manutenção anual.')
  await requestsPage.dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(requestsPage.dialog.getByTestId('mensagem')).toHaveText(/É o contrato de manutenção anual\./)
  await page.screenshot({ path: shot('detalhe-offline-390'), fullPage: true })
  await expect(new HomePage(page).pendingButton).toHaveText('2 alterações pendentes')

  await context.setOffline(false)
  await expect(new HomePage(page).pendingButton).toHaveCount(0, { timeout: 30_000 })
  const token = (
    await (await request.post('/login', { form: { email: 'gestor@demo.local', password: 'demo1234' } })).json()
  ).token as string
  const stored = (
    (await (await request.get(requests, { headers: { authorization: token } })).json()).value.itens as {
      descricao: string
      valor: string
      mensagens: { texto: string; autor: string }[]
    }[]
  ).filter((r) => r.descricao === description)
  expect(stored).toHaveLength(1)
  expect(stored[0].valor).toBe('98000')
  expect(stored[0].mensagens.map((m) => [m.texto, m.autor])).toEqual([
    ['É o contrato de manutenção anual.', 'Gabriela Gestora'],
  ])
  // Once on the server, the request takes files.
  await expect(requestsPage.attachments.locator('input[type=file]')).toBeAttached()
})

test('a gestor answers a request waiting for them: it moves to "Observação do cliente"; at 1440 px a table', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 })
  await installSession(page, 'gestor')
  const requestsPage = new BpoRequestsPage(page)
  await requestsPage.open('?situacao=aguardando_cliente')
  await expect(page.getByTestId('situacao-aguardando_cliente')).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByTestId('requisicao')).toHaveCount(1)
  await page.screenshot({ path: shot('lista-1440'), fullPage: true })
  const description = 'Pagar o curso de certificação CPA-20'
  await requestsPage.openRequest(description)
  // The gestor may only withdraw it or answer; staff's moves are not offered.
  const moves = requestsPage.dialog.getByRole('region', { name: 'Ações' }).getByRole('button')
  await expect(moves).toHaveText(['Observação do cliente', 'Solicitação cancelada'])
  await requestsPage.dialog.getByLabel('Mensagem').fill('Segue a segunda via com o CNPJ.')
  await requestsPage.dialog.getByRole('button', { name: 'Enviar' }).click()
  await expect(requestsPage.dialog.getByTestId('situacao')).toHaveText('Observação do cliente')
  await page.screenshot({ path: shot('detalhe-1440'), fullPage: true })
})
