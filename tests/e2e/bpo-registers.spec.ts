import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, type Page, test } from '@playwright/test'
import { BpoRegisterPage } from './pages/bpo-register-page'
import { HomePage } from './pages/home-page'
import { apiToken, demoAccounts, installSession } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const providersUrl = '/v2/api/office/3/bpo/fornecedores'
type Provider = { id: number; nome: string; cpf_cnpj: string; version: number }

async function serverProviders(request: APIRequestContext, token: string) {
  const res = await request.get(providersUrl, { headers: { authorization: token } })
  expect(res.status()).toBe(200)
  return (await res.json()).value as Provider[]
}

test('a gestor registers a provider: a bad CNPJ is refused in pt-BR, fixed it is listed, edited, then removed after confirmation', async ({
  page,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const providers = new BpoRegisterPage(page)
  await providers.open('providers', 'Fornecedores')
  await expect(providers.row('Datavista Sistemas de Informação')).toBeVisible()
  const name = `Gráfica ${randomUUID().slice(0, 6)}`

  await providers.startNew()
  await providers.fill({
    'Nome ou razão social': name,
    'CPF ou CNPJ': '11222333000100',
    'Tipo da chave PIX': 'cpf',
    'Chave PIX': 'financeiro@grafica.com.br',
  })
  await providers.save()
  await expect(providers.dialog.getByText('CNPJ inválido')).toBeVisible()
  await expect(providers.dialog.getByText('Chave PIX inválida para o tipo escolhido')).toBeVisible()
  await expect(providers.field('CPF ou CNPJ')).toHaveAttribute('aria-invalid', 'true')

  await providers.fill({ 'CPF ou CNPJ': '65112224251800', 'Tipo da chave PIX': 'email' })
  await providers.save()
  await expect(providers.dialog.getByText('Já existe um fornecedor com este CPF/CNPJ neste escritório.')).toBeVisible()
  await providers.fill({ 'CPF ou CNPJ': '86542560510710' })
  await expect(providers.dialog.getByLabel('CPF ou CNPJ', { exact: true })).toHaveValue('86.542.560/5107-10')
  await providers.save()
  await expect(providers.dialog).toBeHidden()
  await providers.search(name)
  await expect(providers.row(name)).toContainText('86.542.560/5107-10')
  await expect(providers.row(name)).toContainText('E-mail: financeiro@grafica.com.br')
  await expect.poll(async () => (await serverProviders(request, token)).find((p) => p.nome === name)?.version).toBe(1)

  await providers.edit(name)
  await providers.save()
  await expect(providers.dialog.getByText('Nenhum campo foi alterado')).toBeVisible()
  await providers.fill({ 'Nome ou razão social': `${name} Ltda` })
  await providers.save()
  await providers.search(`${name} Ltda`)
  await expect(providers.row(`${name} Ltda`)).toBeVisible()
  await expect
    .poll(async () => (await serverProviders(request, token)).find((p) => p.nome === `${name} Ltda`)?.version)
    .toBe(2)
  const saved = (await serverProviders(request, token)).find((p) => p.nome === `${name} Ltda`)!

  await providers
    .row(`${name} Ltda`)
    .getByRole('button', { name: `Remover ${name} Ltda` })
    .click()
  const confirm = page.getByRole('dialog', { name: 'Confirmar remoção' })
  await confirm.getByLabel('Identificador do registro').fill('999999')
  await confirm.getByRole('button', { name: 'Remover' }).click()
  await expect(confirm.getByText('Valor preenchido incorreto')).toBeVisible()
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await providers.remove(`${name} Ltda`, String(saved.id))
  await expect(page.getByText('Nenhum registro encontrado')).toBeVisible()
  await expect.poll(async () => (await serverProviders(request, token)).some((p) => p.id === saved.id)).toBe(false)
})

test('offline: a provider edited without connection reaches the server once when it comes back', async ({
  page,
  context,
  request,
}) => {
  await installSession(page, 'gestor')
  const token = await new Shell(page).storedToken()
  const providers = new BpoRegisterPage(page)
  await providers.open('providers', 'Fornecedores')
  const before = (await serverProviders(request, token)).find((p) => p.nome === 'Fernanda Lima Design')!
  await expect(providers.row('Fernanda Lima Design')).toBeVisible()

  await new HomePage(page).waitForServiceWorker()
  await context.setOffline(true)
  await providers.edit('Fernanda Lima Design')
  await providers.fill({ 'Nome ou razão social': 'Fernanda Lima Design Estúdio' })
  await providers.save()
  await expect(providers.dialog).toBeHidden()
  await providers.search('Estúdio')
  await expect(providers.row('Fernanda Lima Design Estúdio')).toContainText('pendente')
  const home = new HomePage(page)
  await expect(home.pendingButton).toHaveText('1 alteração pendente')
  expect((await serverProviders(request, token)).find((p) => p.id === before.id)?.nome).toBe('Fernanda Lima Design')

  await context.setOffline(false)
  await expect(home.pendingButton).toHaveCount(0, { timeout: 20_000 })
  const after = (await serverProviders(request, token)).find((p) => p.id === before.id)!
  expect(after).toMatchObject({ nome: 'Fernanda Lima Design Estúdio', version: before.version + 1 })
  const staff = await apiToken(request, demoAccounts.equipe)
  const audit = await request.get('/v2/interno/api/admin/audit?id_escritorio=3&entidade=fornecedor', {
    headers: { authorization: staff },
  })
  const edits = ((await audit.json()).value as { acao: string; id_entidade: string }[]).filter(
    (a) => a.acao === 'editar' && a.id_entidade === String(before.id),
  )
  expect(edits).toHaveLength(1)
  await expect(providers.row('Fernanda Lima Design Estúdio')).not.toContainText('pendente')
})

test('a category is created on a DRE line and a DFC group, and is listed with them', async ({ page }) => {
  await installSession(page, 'gestor')
  const categories = new BpoRegisterPage(page)
  await categories.open('categories', 'Categorias')
  await expect(categories.row('Aluguel e condomínio')).toContainText('(−) Despesas operacionais')
  const name = `Cursos ${randomUUID().slice(0, 6)}`
  await categories.startNew()
  await categories.fill({ Nome: name })
  await categories.save()
  await expect(categories.dialog.getByText('Escolha o grupo do DFC')).toBeVisible()
  await categories.dialog.getByLabel('Linha do DRE').selectOption({ label: '(−) Despesas operacionais' })
  await categories.dialog.getByLabel('Grupo da DFC').selectOption({ label: 'Operacional' })
  await categories.save()
  await expect(categories.dialog).toBeHidden()
  await categories.search(name)
  await expect(categories.row(name)).toContainText('(−) Despesas operacionais')
  await expect(categories.row(name)).toContainText('Operacional')
  await expect(categories.row(name)).not.toContainText('pendente')
})

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  /** How far the page or any of its scroll regions (`ScrollRegion`, a section) would scroll sideways; 0 when all fits. */
  const sidewaysScroll = (page: Page) =>
    page.evaluate(() =>
      Math.max(
        ...[document.documentElement, ...document.querySelectorAll('section')].map(
          (el) => el.scrollWidth - el.clientWidth,
        ),
      ),
    )

  test('a provider is a card with its masked CPF/CNPJ, PIX and bank, edited from the card; nothing scrolls sideways', async ({
    page,
  }) => {
    await installSession(page, 'gestor')
    const providers = new BpoRegisterPage(page)
    await providers.open('providers', 'Fornecedores')
    const pulsar = providers.row('Agência Pulsar Marketing Digital')
    await expect(pulsar).toContainText('41.733.563/2895-75')
    await expect(pulsar).toContainText('E-mail: cobranca@pulsar.ag')
    await expect(pulsar).toContainText('Ativo')
    // A professional paid as a provider: the CPF stored as digits reads with its mask.
    await expect(providers.row('André Assessor')).toContainText('100.102.947-08')
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
    await providers.edit('Agência Pulsar Marketing Digital')
    await expect(providers.field('Nome ou razão social')).toHaveValue('Agência Pulsar Marketing Digital')
    await page.keyboard.press('Escape')
    await expect(providers.dialog).toBeHidden()
  })

  test('the positions report is one card per account and month end, its five figures in pt-BR', async ({ page }) => {
    await installSession(page, 'gestor')
    await page.goto('bpo/positions_report')
    const first = page.getByTestId('posicao').first()
    for (const label of ['Saldo do extrato', 'Saldo conciliado', 'Pendentes', 'Valor pendente', 'Saldo no DFC'])
      await expect(first.getByRole('term').filter({ hasText: label })).toBeVisible()
    await expect(first.getByRole('definition').last()).toHaveText(/^-?R\$\s[\d.]+,\d{2}$/)
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0)
  })
})
