import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { DfcPage } from './pages/dfc-page'
import { DisclaimerSettingsPage } from './pages/disclaimer-settings-page'
import { savedQueries } from './pages/dre-page'
import { HomePage } from './pages/home-page'
import { apiToken, demoAccounts, installSession, signInByApi } from './pages/login-page'
import { MyOfficePage } from './pages/my-office-page'
import { NotificationsDrawer } from './pages/notifications-drawer'
import { OfficesSettings } from './pages/offices-settings'
import { waitUntilSavedOffline } from './pages/offline-cache'
import { recordSentEdits } from './pages/sent-edits'
import { Shell } from './pages/shell'
import { SuggestionDialog } from './pages/suggestion-dialog'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

async function apiGet<T>(request: APIRequestContext, url: string, token: string): Promise<T> {
  const res = await request.get(url, { headers: { authorization: token } })
  expect(res.status()).toBe(200)
  return (await res.json()).value as T
}

type Disclaimer = { codigo: string; texto: string; version: number }
type Inbox = { items: { id: number; titulo: string; lida: boolean }[] }

test('offline: a suggestion, a notification read and a disclaimer edit survive a reload and reach the server once', async ({
  page,
  context,
  request,
}) => {
  const tag = randomUUID().slice(0, 8)
  const gestor = await apiToken(request, demoAccounts.gestor)
  const staff = await apiToken(request, demoAccounts.equipe)
  const sent = await request.post('/v2/api/notifications/send', {
    headers: { authorization: gestor },
    data: { publico: 'profissionais', id_escritorio: 3, tipo: 'info', titulo: `Aviso ${tag}`, corpo: 'Leia' },
  })
  expect(sent.status()).toBe(201)
  const [before] = (await apiGet<Disclaimer[]>(request, '/v2/api/office/3/disclaimers', gestor)).filter(
    (d) => d.codigo === 'geral',
  )

  await signInByApi(page, 'gestor')
  const home = new HomePage(page)
  await home.waitForServiceWorker()
  const drawer = new NotificationsDrawer(page)
  const disclaimers = new DisclaimerSettingsPage(page)
  // Seen once online, so both are kept in this browser.
  await drawer.open()
  await expect(drawer.item(`Aviso ${tag}`)).toHaveAttribute('data-lida', 'false')
  await drawer.close()
  await disclaimers.open()

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()

  await new SuggestionDialog(page).send(`Sugestão ${tag}`, 'Enviada sem conexão')
  await expect(page.getByText('Sem conexão: sua sugestão será enviada quando a conexão voltar.')).toBeVisible()
  await page.getByRole('button', { name: 'Fechar aviso' }).click()
  await drawer.open()
  await drawer.read(`Aviso ${tag}`)
  await drawer.close()
  await disclaimers.save('geral', `Texto geral ${tag}`)
  await expect(page.getByText('Será enviado quando a conexão voltar')).toBeVisible()
  await expect(home.pendingButton).toHaveText('3 alterações pendentes')

  await page.reload()
  await expect(home.pendingButton).toHaveText('3 alterações pendentes')
  await expect(disclaimers.editor('geral')).toHaveValue(`Texto geral ${tag}`)
  await drawer.open()
  await expect(drawer.item(`Aviso ${tag}`)).toHaveAttribute('data-lida', 'true')
  await drawer.close()
  const suggestionsNow = await apiGet<{ subject: string }[]>(request, '/v2/api/general/suggestions', staff)
  expect(suggestionsNow.filter((s) => s.subject === `Sugestão ${tag}`)).toEqual([])

  await context.setOffline(false)
  await expect(home.pendingButton).toHaveCount(0, { timeout: 20_000 })
  const suggestions = await apiGet<{ subject: string }[]>(request, '/v2/api/general/suggestions', staff)
  expect(suggestions.filter((s) => s.subject === `Sugestão ${tag}`)).toHaveLength(1)
  const inbox = await apiGet<Inbox>(request, '/v2/api/notifications', gestor)
  expect(inbox.items.find((n) => n.titulo === `Aviso ${tag}`)?.lida).toBe(true)
  const [after] = (await apiGet<Disclaimer[]>(request, '/v2/api/office/3/disclaimers', gestor)).filter(
    (d) => d.codigo === 'geral',
  )
  expect(after).toEqual({ codigo: 'geral', texto: `Texto geral ${tag}`, version: before.version + 1 })
})

type Office = { nome_responsavel: string | null; version: number } & Record<string, unknown>

test("the office's data saved offline meets a colleague's edit: the conflict shows both, keeping mine wins", async ({
  page,
  context,
  request,
}) => {
  const tag = randomUUID().slice(0, 8)
  const staff = await apiToken(request, demoAccounts.equipe)
  const officeUrl = '/v2/interno/api/admin/office/3'
  await installSession(page, 'gestor')
  const home = new HomePage(page)
  const office = new MyOfficePage(page)
  await office.open()
  await home.waitForServiceWorker()
  const before = await apiGet<Office>(request, officeUrl, staff)

  await context.setOffline(true)
  await page.reload()
  await office.save('Responsável', `Minha ${tag}`)
  await expect(page.getByText('Serão enviados quando a conexão voltar')).toBeVisible()
  await expect(home.pendingButton).toHaveText('1 alteração pendente')

  const fields = ['nome_escritorio', 'login', 'cnpj', 'cpf', 'telefone', 'email_escritorio'] as const
  const data = Object.fromEntries(fields.map((f) => [f, before[f] ?? '']))
  const colleague = await request.put(officeUrl, {
    headers: { authorization: staff },
    data: { office_data: { ...data, nome_responsavel: `Do colega ${tag}` }, version: before.version },
  })
  expect(colleague.status()).toBe(200)

  await context.setOffline(false)
  await home.pendingButton.click()
  const entry = page.getByTestId('pendencia')
  await expect(entry).toHaveAttribute('data-state', 'conflict')
  await expect(office.field('Responsável')).toHaveValue(`Do colega ${tag}`)
  await entry.getByRole('button', { name: 'Manter a minha' }).click()
  await expect(home.pendingButton).toHaveCount(0)
  await expect(office.field('Responsável')).toHaveValue(`Minha ${tag}`)
  const after = await apiGet<Office>(request, officeUrl, staff)
  expect(after).toMatchObject({ nome_responsavel: `Minha ${tag}`, version: before.version + 2 })
})

test('offline: actions that need a connection are disabled with the reason', async ({ page, context }) => {
  await installSession(page, 'equipe')
  await page.goto('settings/offices')
  await expect(page.getByRole('button', { name: 'Novo escritório' })).toBeEnabled()
  await new HomePage(page).waitForServiceWorker()
  await context.setOffline(true)
  await expect(page.getByRole('button', { name: 'Novo escritório' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Novo escritório' })).toHaveAttribute(
    'title',
    'Disponível apenas com conexão',
  )
  await context.setOffline(false)
  await expect(page.getByRole('button', { name: 'Novo escritório' })).toBeEnabled()
})

type Permission = { funcionalidade: string; possui_acesso: boolean }
type DfcAccount = { id_conta_corrente: number | null; saldo_inicial: string; saldo_inicial_definido: boolean }
type Dfc = { contas: { id: number }[]; meses: { mes: string; contas: DfcAccount[] }[] }

test('offline: a feature toggle and a DFC opening balance survive a reload and reach the server once', async ({
  page,
  context,
  request,
}) => {
  const staff = await apiToken(request, demoAccounts.equipe)
  const permissionsUrl = '/v2/interno/api/admin/office-permission/3'
  const dfcUrl = '/v2/interno/api/admin/office/3/dfc?begin_date=2026-01&end_date=2026-02'
  const contratacoes = async () =>
    (await apiGet<{ permissoes: Permission[] }>(request, permissionsUrl, staff)).permissoes.find(
      (p) => p.funcionalidade === 'contratacoes',
    )?.possui_acesso
  const february = async () => {
    const dfc = await apiGet<Dfc>(request, dfcUrl, staff)
    const conta = dfc.contas[0].id
    return dfc.meses.find((m) => m.mes === '2026-02')?.contas.find((c) => c.id_conta_corrente === conta)
  }
  expect(await contratacoes()).toBe(true)
  const before = await february()
  const sent = recordSentEdits(page)

  await signInByApi(page, 'equipe')
  const home = new HomePage(page)
  await home.waitForServiceWorker()
  const shell = new Shell(page)
  await shell.officeSearch.fill('AAWZ')
  await page.getByRole('option', { name: /AAWZ Assessoria/ }).click()
  const settings = new OfficesSettings(page)
  const dfc = new DfcPage(page)
  // Seen once online, so both are kept in this browser.
  await page.goto('settings/permissions')
  await expect(page.getByRole('button', { name: /^Contratações: ativada$/ })).toBeVisible()
  await waitUntilSavedOffline(page, 'permissoes')
  await dfc.open('?inicio=2026-01&fim=2026-02')
  // Kept in this browser once saved: what a user goes offline with (saving follows an answer by a fraction of a second).
  await expect
    .poll(() => savedQueries(page).then((saved) => saved?.includes('"dfc",{"begin_date":"2026-01"') ?? false))
    .toBe(true)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()
  await settings.switchFeature('Contratações', false)
  await dfc.open('?inicio=2026-01&fim=2026-02')
  await dfc.setOpeningBalance('Fevereiro de 2026', '1.234,56')
  await expect(
    page.getByText('Saldo inicial salvo neste aparelho. Será enviado quando a conexão voltar.'),
  ).toBeVisible()
  await expect(home.pendingButton).toHaveText('2 alterações pendentes')

  await page.reload()
  await expect(home.pendingButton).toHaveText('2 alterações pendentes')
  await page.goto('settings/permissions')
  await expect(page.getByRole('button', { name: /^Contratações: / })).toHaveAttribute('aria-pressed', 'false')
  // The count draws once the page has settled; only then is its disappearing a sign that the edits were sent.
  await expect(home.pendingButton).toHaveText('2 alterações pendentes')
  expect(await contratacoes()).toBe(true)
  expect(await february()).toEqual(before)

  await context.setOffline(false)
  await expect(home.pendingButton).toHaveCount(0, { timeout: 20_000 })
  expect(await contratacoes()).toBe(false)
  expect(await february()).toMatchObject({ saldo_inicial: '123456', saldo_inicial_definido: true })
  expect(sent.filter((e) => e.method === 'PUT' && e.url.endsWith('/office-permission/3'))).toHaveLength(1)
  expect(sent.filter((e) => e.url.endsWith('/dfc/set/balance-initial'))).toHaveLength(1)

  // Leave office 3 as the other tests expect it.
  const restore = await request.put(permissionsUrl, {
    headers: { authorization: staff },
    data: { funcionalidade: 'contratacoes', possui_acesso: true },
  })
  expect(restore.status()).toBe(200)
})
