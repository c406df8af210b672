import { expect, test } from '@playwright/test'
import { ClientsPortfolio } from './pages/clients-portfolio'
import { installSession, LoginPage } from './pages/login-page'
import { RoomsPage } from './pages/rooms-page'
import { Shell } from './pages/shell'
import { ProfileSwitch, ViewAsBar } from './pages/view-as'

const shot = (name: string) => `test-results/views-${name}.png`
type Client = { id: number; nome_cliente: string }

test("a gestor opens a client's view, sees only that client's portfolio, and returns", async ({ page, request }) => {
  await installSession(page, 'gestor')
  const shell = new Shell(page)
  const gestorToken = await shell.storedToken()
  const found = await request.get('/v2/api/office/3/clients?q=Clara', { headers: { authorization: gestorToken } })
  const [clara] = (await found.json()).value as Client[]
  const portfolio = new ClientsPortfolio(page)
  await portfolio.open(`?cliente=${clara.id}`)
  await expect(portfolio.clientName).toHaveText('Clara Cliente')
  await page.getByRole('button', { name: 'Ver como cliente' }).click()

  const bar = new ViewAsBar(page)
  await bar.expectViewing('Clara Cliente')
  await expect(page).toHaveURL(/\/admin\/carteira$/)
  await portfolio.expectOwn()
  await expect(portfolio.clientName).toHaveText('Clara Cliente')
  await expect(page.getByText('Relatório mensal').first()).toBeVisible()
  await expect(shell.menuLink('Acessos')).toHaveCount(0)
  const viewToken = await shell.storedToken()
  expect(viewToken).not.toBe(gestorToken)
  const seen = await request.get('/v2/api/office/3/clients', { headers: { authorization: viewToken } })
  expect(((await seen.json()).value as Client[]).map((c) => c.nome_cliente)).toEqual(['Clara Cliente'])
  await page.screenshot({ path: shot('1-gestor-as-client') })

  await bar.back()
  await expect(page).toHaveURL(new RegExp(`/admin/carteira\\?cliente=${clara.id}$`))
  await expect(page.getByRole('button', { name: 'Selecionar cliente' })).toBeVisible()
  await expect(shell.menuLink('Acessos')).toBeVisible()
  expect(await shell.storedToken()).toBe(gestorToken)
  expect((await request.get('/v2/api/general/data/self/get', { headers: { authorization: viewToken } })).status()).toBe(
    401,
  )
  await page.screenshot({ path: shot('2-gestor-back') })
})

for (const width of [1440, 390]) {
  test(`at ${width} px a view is read-only: marked so, the chat box disabled, and the server refuses a write`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 800 ? 900 : 844 })
    await installSession(page, 'gestor')
    const shell = new Shell(page)
    const gestorToken = await shell.storedToken()
    const found = await request.get('/v2/api/office/3/clients?q=Clara', { headers: { authorization: gestorToken } })
    const [clara] = (await found.json()).value as Client[]
    await new ClientsPortfolio(page).open(`?cliente=${clara.id}`)
    await page.getByRole('button', { name: 'Ver como cliente' }).click()
    const bar = new ViewAsBar(page)
    await bar.expectViewing('Clara Cliente')

    // The gestor writes to Clara first, so the client has an unread message whatever earlier tests read.
    const viewToken = await shell.storedToken()
    const rows = await request.get('/v2/api/office/3/rooms', { headers: { authorization: viewToken } })
    const room = ((await rows.json()).value as { token_sala: string; nome: string }[]).find(
      (r) => r.nome === 'Gabriela Gestora',
    )!
    const unread = await request.post(`/v2/api/office/3/rooms/messages/${room.token_sala}`, {
      headers: { authorization: gestorToken, 'idempotency-key': crypto.randomUUID() },
      data: { id: crypto.randomUUID(), texto: 'Clara, seu extrato de novembro já está disponível.' },
    })
    expect(unread.ok()).toBe(true)
    await page.goto('salas')
    const rooms = new RoomsPage(page)
    await rooms.openRoom('Gabriela Gestora')
    await expect(rooms.box).toBeDisabled()
    await expect(page.getByText('Sessão de visualização: somente leitura.')).toBeVisible()
    await expect(bar.bar).toBeInViewport()
    // Seen by the gestor, the client's unread messages stay unread for the client (the list sits beside the room).
    if (width > 800) await expect(rooms.room('Gabriela Gestora')).not.toHaveAttribute('data-nao-lidas', '0')
    await page.screenshot({ path: shot(`5-read-only-${width}`) })

    const write = await request.post(`/v2/api/office/3/rooms/messages/${room.token_sala}`, {
      headers: { authorization: viewToken, 'idempotency-key': crypto.randomUUID() },
      data: { id: crypto.randomUUID(), texto: 'Escrito pela visão' },
    })
    expect(write.status()).toBe(403)
    expect((await write.json()).message).toBe('Sessão de visualização: somente leitura.')
    await bar.back()
  })
}

test('a professional who is also a client switches to the client view and back', async ({ page, request }) => {
  const login = new LoginPage(page)
  await login.open()
  await login.signIn('assessor.cliente@demo.local')
  await expect(page).toHaveURL(/\/admin\/home$/)
  const profile = new ProfileSwitch(page)
  expect(await profile.storedUser()).toMatchObject({ IS_ASSESSOR: true, perfis_disponiveis: ['assessor', 'cliente'] })
  const shell = new Shell(page)
  await page.goto('clientes')
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible()

  await profile.toClient()
  await expect(page).toHaveURL(/\/admin\/carteira$/)
  const portfolio = new ClientsPortfolio(page)
  await portfolio.expectOwn()
  await expect(portfolio.clientName).toHaveText('Bruno Duarte')
  await expect(page.getByText('Boas-vindas')).toBeVisible()
  expect(await profile.storedUser()).toMatchObject({ IS_CLIENTE: true, IS_ASSESSOR: false })
  const token = await shell.storedToken()
  const seen = await request.get('/v2/api/office/3/clients', { headers: { authorization: token } })
  expect(((await seen.json()).value as Client[]).map((c) => c.nome_cliente)).toEqual(['Bruno Duarte'])
  await page.getByRole('button', { name: 'Menu do perfil' }).click()
  await expect(page.getByRole('menuitem', { name: 'Voltar à visão profissional' })).toBeVisible()
  await page.screenshot({ path: shot('3-dual-as-client') })
  await page.keyboard.press('Escape')

  await profile.toProfessional()
  await expect(page).toHaveURL(/\/admin\/clientes$/)
  await expect(page.getByRole('heading', { name: 'Clientes' })).toBeVisible()
  expect(await profile.storedUser()).toMatchObject({ IS_CLIENTE: false, IS_ASSESSOR: true })
  await page.screenshot({ path: shot('4-dual-back') })
})

test("on a phone, a client's portfolio shows each asset's value and pending fields without scrolling sideways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await installSession(page, 'cliente')
  await page.goto('carteira')
  await new ClientsPortfolio(page).expectOwn()
  const assets = page.getByRole('region', { name: 'Ativos' }).getByRole('row')
  await expect(assets.nth(1)).toBeVisible()
  const rows = await assets.count()
  expect(rows).toBeGreaterThan(1)
  for (let i = 1; i < rows; i++) {
    const row = assets.nth(i)
    await row.scrollIntoViewIfNeeded()
    await expect(row.getByText(/^R\$\s/).filter({ visible: true })).toBeInViewport({ ratio: 1 })
    await expect(row.getByText(/^(Completo|Faltam: .+)$/).filter({ visible: true })).toBeInViewport({ ratio: 1 })
  }
  await page.screenshot({ path: shot('client-portfolio-390'), fullPage: true })
})
