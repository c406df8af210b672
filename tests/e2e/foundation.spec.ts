import { expect, test } from '@playwright/test'
import { type DemoRole, demoAccounts, installSession, LoginPage, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

const menus: Record<DemoRole, { sees: string[]; missing: string[] }> = {
  equipe: { sees: ['Visão Geral', 'BI interno', 'DREs', 'Tesouraria', 'Dados gerais', 'Versões atuais'], missing: [] },
  gestor: {
    sees: ['Visão Geral', 'Acessos', 'Financeiro', 'DREs', 'Tesouraria', 'Configurações'],
    missing: ['BI interno', 'Dados gerais'],
  },
  assessor: {
    sees: ['Visão Geral', 'Consultoria', 'DREs', 'AAWZ Intelligence'],
    missing: ['Financeiro', 'Tesouraria', 'Configurações'],
  },
  planejador: { sees: ['Visão Geral', 'Consultoria', 'Carteira'], missing: ['DREs', 'Financeiro', 'Tesouraria'] },
  cliente: { sees: ['Visão Geral', 'Carteira'], missing: ['Consultoria', 'DREs', 'Acessos'] },
}

for (const role of Object.keys(demoAccounts) as DemoRole[]) {
  test(`${role} logs in and sees the menu of the role`, async ({ page }) => {
    await new LoginPage(page).signInAs(role)
    const shell = new Shell(page)
    for (const title of menus[role].sees) await expect(shell.menuLink(title)).toBeVisible()
    for (const title of menus[role].missing) await expect(shell.menuLink(title)).toHaveCount(0)
  })
}

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
  const login = new LoginPage(page)
  await login.open()
  await login.signIn(demoAccounts.gestor, 'senha-errada')
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha incorretos.')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test('the home page shows the office figures from the database', async ({ page }) => {
  await signInByApi(page, 'gestor')
  await expect(page.getByText('AAWZ Assessoria').first()).toBeVisible()
  await expect(page.getByTestId('kpi-clientes')).toContainText(/\d+/)
  await expect(page.getByTestId('kpi-patrimonio')).toContainText('R$')
  await expect(page.getByRole('img', { name: 'Gráfico de clientes por profissional' })).toBeVisible()
})

test('on a phone, the home chart names each professional in full, no name running into another', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await signInByApi(page, 'gestor')
  const chart = page.getByRole('img', { name: 'Gráfico de clientes por profissional' })
  const names = chart.locator('.recharts-yAxis-tick-labels .recharts-cartesian-axis-tick-value')
  await expect(names.first()).toBeVisible()
  const labels = await names.evaluateAll((texts) =>
    texts.map((t) => {
      const box = t.getBoundingClientRect()
      return { text: t.textContent ?? '', top: box.top, bottom: box.bottom, left: box.left }
    }),
  )
  // The demo office's seven professionals, each on a row of their own, inside the screen.
  expect(labels.map((l) => l.text)).toEqual(expect.arrayContaining(['André Assessor', 'Bruno Duarte', 'João Ribeiro']))
  expect(labels).toHaveLength(7)
  for (const [i, label] of labels.entries()) {
    expect(label.left).toBeGreaterThanOrEqual(0)
    if (i > 0) expect(label.top).toBeGreaterThanOrEqual(labels[i - 1].bottom)
  }
})

test('advisors see their office in the profile menu', async ({ page }) => {
  await signInByApi(page, 'assessor')
  await page.getByRole('button', { name: 'Menu do perfil' }).click()
  await expect(page.getByTestId('perfil-escritorio')).toHaveText('AAWZ Assessoria')
})

test('office search is accent-insensitive and keeps recent offices', async ({ page }) => {
  await signInByApi(page, 'equipe')
  const shell = new Shell(page)
  const banner = page.getByRole('banner')
  await expect(banner.getByText('Nenhum escritório selecionado')).toBeVisible()
  await shell.officeSearch.fill('sao paulo')
  const option = page.getByRole('option', { name: /Escritório São Paulo Capital/ })
  await expect(option).toBeVisible()
  await expect(page.getByRole('option', { name: /Aurora/ })).toHaveCount(0)
  await option.click()
  await expect(shell.selectedOffice).toContainText('Escritório São Paulo Capital')
  await expect(page.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
  await expect(page.getByTestId('kpi-clientes')).toContainText(/\d+/)
  // Search by id text too.
  await shell.officeSearch.fill('4')
  await expect(page.getByRole('option', { name: /Ipê Wealth Management/ })).toBeVisible()
  await shell.officeSearch.press('Escape')
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('aawz:escritorios-recentes') ?? '[]'))
  expect(stored).toEqual([{ id: 2, nome: 'Escritório São Paulo Capital' }])
  await page.getByRole('button', { name: 'Limpar escritório selecionado' }).click()
  await expect(banner.getByText('Nenhum escritório selecionado')).toBeVisible()
})

test('ctrl-click on a menu item opens the route in a new tab; a plain click navigates', async ({ page, context }) => {
  await signInByApi(page, 'gestor')
  const shell = new Shell(page)
  const [popup] = await Promise.all([
    context.waitForEvent('page'),
    shell.menuLink('Comissões').click({ modifiers: ['ControlOrMeta'] }),
  ])
  await popup.waitForLoadState()
  await expect(popup).toHaveURL(/\/admin\/comissoes\/modelos$/)
  await expect(page).toHaveURL(/\/admin\/home$/)
  await shell.menuLink('Comissões').click()
  await expect(page).toHaveURL(/\/admin\/comissoes\/modelos$/)
  await expect(page.getByRole('heading', { name: 'Modelos de planilha de comissões' })).toBeVisible()
})

test('section roots redirect to their first page', async ({ page }) => {
  await installSession(page, 'gestor')
  for (const [from, to] of [
    ['dre', /\/dre\/dres\/dre-pj$/],
    ['bpo', /\/bpo\/requisicoes$/],
    ['financeiro', /\/financeiro\/visao_geral$/],
    ['settings', /\/settings\/offices$/],
    ['dre/comparative', /\/dre\/comparative\/geral$/],
    ['validation', /\/validation\/home$/],
    ['comissoes', /\/comissoes\/modelos$/],
    ['contratacoes', /\/contratacoes\/regras$/],
    ['professional', /\/professional\/acessos$/],
    ['login_plataforma', /\/home$/],
  ] as const) {
    await page.goto(from)
    await expect(page).toHaveURL(to)
  }
})

test('an unknown path lands on /404 with the resource name', async ({ page }) => {
  await signInByApi(page, 'gestor', 'pagina/que-nao-existe')
  await expect(page).toHaveURL(/\/admin\/404/)
  await expect(page.getByRole('heading', { name: 'Not Found' })).toBeVisible()
  await expect(page.getByText('/pagina/que-nao-existe')).toBeVisible()
})

test('reload keeps the session; a revoked token on the next call lands on the login page', async ({
  page,
  request,
}) => {
  await new LoginPage(page).signInAs('gestor')
  // The bell's list loads after the first page has drawn (with the local database): let it, so that the next
  // call after the revocation is the click's.
  const bellLoaded = page.waitForResponse((response) => new URL(response.url()).pathname === '/v2/api/notifications')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Visão Geral' })).toBeVisible()
  await bellLoaded
  const token = await new Shell(page).storedToken()
  const revoked = await request.post('/logout', { headers: { authorization: token } })
  expect(revoked.status()).toBe(200)
  // The next call the app makes answers 401: the session ends and the login page opens.
  await new Shell(page).menuLink('Acessos').click()
  await expect(page).toHaveURL(/\/admin\/login/)
  expect(await page.evaluate(() => localStorage.getItem('aawz:session'))).toBeNull()
})

test('logout clears the session and protected pages send back to login', async ({ page }) => {
  await new LoginPage(page).signInAs('planejador')
  await new Shell(page).logout()
  await expect(page).toHaveURL(/\/admin\/login/)
  await page.goto('home')
  await expect(page).toHaveURL(/\/admin\/login/)
})

test("a role cannot open another role's area by typing its address", async ({ page }) => {
  await signInByApi(page, 'cliente', 'financeiro/visao_geral')
  await expect(page).toHaveURL(/\/admin\/home$/)
})

test('the left drawer remembers being collapsed per user and expands while hovered', async ({ page }) => {
  await signInByApi(page, 'gestor')
  const shell = new Shell(page)
  await page.getByRole('button', { name: 'Recolher menu' }).click()
  await page.mouse.move(900, 400)
  await expect(shell.menu).toHaveAttribute('data-expanded', 'false')
  await page.reload()
  await page.mouse.move(900, 400)
  await expect(shell.menu).toHaveAttribute('data-expanded', 'false')
  await shell.menu.hover()
  await expect(shell.menu).toHaveAttribute('data-expanded', 'true')
  await page.getByRole('button', { name: 'Fixar menu aberto' }).click()
  await page.mouse.move(900, 400)
  await expect(shell.menu).toHaveAttribute('data-expanded', 'true')
})

test('on a small screen the menu is a temporary drawer that closes after navigating', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await signInByApi(page, 'gestor')
  const shell = new Shell(page)
  await expect(shell.menu).toBeHidden()
  await page.getByRole('button', { name: 'Abrir menu' }).click()
  await shell.menuLink('Comissões').click()
  await expect(page).toHaveURL(/\/admin\/comissoes\/modelos$/)
  await expect(shell.menu).toBeHidden()
})

test('help links open in a new tab', async ({ page }) => {
  await signInByApi(page, 'assessor')
  for (const name of ['Suporte', 'Perguntas frequentes', 'Primeiros passos']) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('target', '_blank')
  }
})

test('an advisor sees only the DRE by professional among the DRE links', async ({ page }) => {
  await signInByApi(page, 'assessor')
  const shell = new Shell(page)
  await shell.menuLink('DREs').click()
  await expect(page).toHaveURL(/\/admin\/dre\/dres\/dre-profissional/)
  await expect(shell.menu.getByRole('link', { name: 'Por profissional' })).toBeVisible()
  for (const name of ['Por empresa', 'Por produto', 'Por filial', 'Por equipe', 'Comparativo', 'Versões']) {
    await expect(shell.menu.getByRole('link', { name })).toHaveCount(0)
  }
})

test('a go_out route leaves the app by a full redirect', async ({ page }) => {
  // No internet here: the help center answers from the test.
  await page.route('https://ajuda.aawz.com.br/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Central de ajuda</h1>' }),
  )
  await page.goto('ajuda')
  await expect(page).toHaveURL('https://ajuda.aawz.com.br/')
  await expect(page.getByRole('heading', { name: 'Central de ajuda' })).toBeVisible()
})
