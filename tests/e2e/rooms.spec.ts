import { expect, test } from '@playwright/test'
import { layoutProblems, seriousViolations } from './page-audit'
import { DEMO_PASSWORD, signInByApi } from './pages/login-page'
import { NotificationsDrawer } from './pages/notifications-drawer'
import { RoomsPage } from './pages/rooms-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const shots = (name: string) => `test-results/salas-${name}.png`

// Two browsers signed in side by side, each loading the app: twice a single-user test's work.
test.describe.configure({ timeout: 60_000 })

test('an advisor writes to a client: the client sees it live, the badge rises, opening the room resets it', async ({
  browser,
}) => {
  const advisorContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const clientContext = await browser.newContext({ viewport: { width: 1440, height: 900 } })
  const advisor = await advisorContext.newPage()
  const client = await clientContext.newPage()

  await signInByApi(advisor, 'gestor')
  await signInByApi(client, 'cliente')
  const advisorRooms = new RoomsPage(advisor)
  const clientRooms = new RoomsPage(client)

  // Demo data: Clara has two unread lines from Gabriela in their peer chat.
  await expect(clientRooms.menuBadge).toHaveText('2')
  const clientBell = new NotificationsDrawer(client).bell
  const unreadNotices = async () =>
    Number((await clientBell.getAttribute('aria-label'))?.match(/\((\d+) não lidas?\)/)?.[1])
  // The bell first draws what this browser saved, then the server's list: count from the server's figure.
  const clientToken = await new Shell(client).storedToken()
  const serverNotices = await client.request.get('/v2/api/notifications', { headers: { authorization: clientToken } })
  const noticesBefore = ((await serverNotices.json()).value as { unread: number }).unread
  await expect.poll(unreadNotices).toBe(noticesBefore)
  await advisorRooms.openFromMenu()
  await expect(advisorRooms.room('Equipe AAWZ')).toBeVisible()
  await advisorRooms.openRoom('Clara Cliente')
  await expect(advisorRooms.messages.filter({ hasText: 'Recebi o relatório mensal.' })).toBeVisible()
  await advisor.screenshot({ path: shots('assessor-1440') })
  expect([...(await layoutProblems(advisor)), ...(await seriousViolations(advisor))]).toEqual([])

  await advisorRooms.send('Clara, seu relatório de novembro já está disponível.')
  // Live, without a reload: the client's badge goes from 2 to 3, and the bell has the room's notification.
  await expect(clientRooms.menuBadge).toHaveText('3')
  await expect.poll(unreadNotices).toBe(noticesBefore + 1)

  await clientRooms.openFromMenu()
  await expect(clientRooms.room('Gabriela Gestora')).toHaveAttribute('data-nao-lidas', '3')
  await client.screenshot({ path: shots('cliente-lista-1440') })
  await clientRooms.openRoom('Gabriela Gestora')
  await expect(clientRooms.messages.filter({ hasText: 'seu relatório de novembro' })).toBeVisible()
  // Reading resets the counter: the badge goes away and stays away after a reload (the server knows).
  await expect(clientRooms.menuBadge).toHaveCount(0)
  await expect(clientRooms.room('Gabriela Gestora')).toHaveAttribute('data-nao-lidas', '0')
  await client.reload()
  await expect(clientRooms.messages.filter({ hasText: 'seu relatório de novembro' })).toBeVisible()
  await expect(clientRooms.menuBadge).toHaveCount(0)
  // Read receipt, live and discreet: the advisor sees 'Visto' under her last line once Clara has read it.
  await expect(advisorRooms.receipts).toHaveText(['Visto'])

  // The answer reaches the advisor's open room live; the room is open, so no counter rises for her.
  await clientRooms.send('Obrigada, Gabriela! Vou ler hoje.')
  await expect(advisorRooms.messages.filter({ hasText: 'Obrigada, Gabriela!' })).toBeVisible()
  await expect(advisorRooms.room('Clara Cliente')).toHaveAttribute('data-nao-lidas', '0')
  await expect(advisorRooms.menuBadge).toHaveCount(0)
  await client.screenshot({ path: shots('cliente-sala-1440') })

  await advisorContext.close()
  await clientContext.close()
})

test('on a phone the list and the room take the whole screen in turn; offline the send box says why it is off', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await signInByApi(page, 'assessor', 'salas')
  const rooms = new RoomsPage(page)
  await expect(rooms.room('Equipe AAWZ')).toBeVisible()
  await page.screenshot({ path: shots('assessor-lista-390') })
  await rooms.openRoom('Equipe AAWZ')
  await expect(rooms.room('Equipe AAWZ')).toBeHidden()
  await expect(rooms.messages.filter({ hasText: 'Reunião de resultados na quinta às 10h.' })).toBeVisible()
  await page.screenshot({ path: shots('assessor-sala-390') })
  expect([...(await layoutProblems(page)), ...(await seriousViolations(page))]).toEqual([])
  // Offline the send box says sending needs a connection (nothing is kept to send later).
  await context.setOffline(true)
  await expect(rooms.box).toBeDisabled()
  await expect(page.getByText('Sem conexão: as mensagens só são enviadas com internet.')).toBeVisible()
  await context.setOffline(false)
  await expect(rooms.box).toBeEnabled()
  await page.getByRole('link', { name: 'Voltar para as conversas' }).click()
  await expect(rooms.room('Equipe AAWZ')).toHaveAttribute('data-nao-lidas', '0')
  await context.close()
})

test("'Conversar com cliente' opens the peer chat with the chosen client", async ({ page }) => {
  await signInByApi(page, 'gestor', 'salas')
  await page.getByRole('button', { name: 'Conversar com cliente' }).click()
  const dialog = page.getByRole('dialog', { name: 'Selecionar cliente' })
  await expect(dialog).toContainText('Escolha o cliente com quem você quer conversar.')
  await dialog.getByRole('searchbox', { name: 'Pesquisar outro cliente' }).fill('Clara')
  await dialog.getByRole('radio', { name: /Clara Cliente/ }).check()
  await dialog.getByRole('button', { name: 'Selecionar' }).click()
  // The pair already talks: the same room opens, with its history.
  await expect(page).toHaveURL(/\/admin\/salas\/[0-9a-f-]{36}$/)
  await expect(page.getByRole('heading', { name: 'Clara Cliente', level: 2 })).toBeVisible()
  await expect(new RoomsPage(page).messages.filter({ hasText: 'Recebi o relatório mensal.' })).toBeVisible()
})

test("'Nova sala': a manager creates a team room with a colleague, who finds it in his list", async ({ browser }) => {
  const managerContext = await browser.newContext()
  const colleagueContext = await browser.newContext()
  const manager = await managerContext.newPage()
  const colleague = await colleagueContext.newPage()
  await signInByApi(manager, 'gestor', 'salas')
  await signInByApi(colleague, 'assessor')
  await manager.getByRole('button', { name: 'Nova sala' }).click()
  const dialog = manager.getByRole('dialog', { name: 'Nova sala' })
  await dialog.getByRole('button', { name: 'Criar sala' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Campo obrigatório')
  await dialog.getByLabel('Nome da sala').fill('Comitê de investimentos')
  await dialog.getByRole('checkbox', { name: 'André Assessor' }).check()
  await expect(dialog.getByRole('checkbox', { name: 'Clara Cliente' })).toHaveCount(0)
  await manager.screenshot({ path: shots('nova-sala-1440') })
  await dialog.getByRole('button', { name: 'Criar sala' }).click()
  await expect(manager.getByRole('heading', { name: 'Comitê de investimentos', level: 2 })).toBeVisible()
  await new RoomsPage(manager).send('Primeira pauta: alocação de dezembro.')
  // The room is in the colleague's list, with the message unread.
  const colleagueRooms = new RoomsPage(colleague)
  await colleagueRooms.openFromMenu()
  await expect(colleagueRooms.room('Comitê de investimentos')).toHaveAttribute('data-nao-lidas', '1')
  await colleagueRooms.openRoom('Comitê de investimentos')
  // The colleague did not create the room: no menu to change it.
  await expect(colleague.getByRole('button', { name: 'Ações da sala' })).toHaveCount(0)
  await expect(new RoomsPage(manager).receipts).toHaveText(['Visto por André Assessor'])

  // The creator renames it and adds a colleague: the open room follows live.
  await manager.getByRole('button', { name: 'Ações da sala' }).click()
  await manager.getByRole('menuitem', { name: 'Editar sala' }).click()
  const edit = manager.getByRole('dialog', { name: 'Editar sala' })
  await expect(edit.getByRole('checkbox', { name: 'André Assessor' })).toBeChecked()
  await edit.getByLabel('Nome da sala').fill('Comitê de alocação')
  await edit.getByRole('checkbox', { name: 'Paula Planejadora' }).check()
  await edit.getByRole('button', { name: 'Salvar' }).click()
  await expect(edit).toBeHidden()
  await expect(colleague.getByRole('heading', { name: 'Comitê de alocação', level: 2 })).toBeVisible()
  await expect(colleague.getByText('Com Gabriela Gestora, Paula Planejadora')).toBeVisible()

  // Deleting asks for the room's name; the colleague's list drops it live.
  await manager.getByRole('button', { name: 'Ações da sala' }).click()
  await manager.getByRole('menuitem', { name: 'Excluir sala' }).click()
  const confirm = manager.getByRole('dialog', { name: 'Confirmar remoção' })
  await confirm.getByLabel('Identificador do registro').fill('Comitê')
  await confirm.getByRole('button', { name: 'Remover' }).click()
  await expect(confirm.getByRole('alert')).toBeVisible()
  await manager.screenshot({ path: shots('excluir-sala-1440') })
  await confirm.getByLabel('Identificador do registro').fill('Comitê de alocação')
  await confirm.getByRole('button', { name: 'Remover' }).click()
  await expect(manager).toHaveURL(/\/admin\/salas$/)
  await expect(colleagueRooms.room('Comitê de alocação')).toHaveCount(0)
  await expect(colleague.getByRole('main').getByText('Sala não encontrada')).toBeVisible()
  await managerContext.close()
  await colleagueContext.close()
})

test('a long room shows the newest messages and loads the older ones on demand', async ({ page, request }) => {
  const login = await request.post('/login', { form: { email: 'gestor@demo.local', password: DEMO_PASSWORD } })
  const authorization = (await login.json()).token as string
  const candidates = await request.get('/v2/api/office/3/rooms/candidates', { headers: { authorization } })
  const andre = ((await candidates.json()).value as { id_usuario: number; nome: string }[]).find(
    (c) => c.nome === 'André Assessor',
  )!
  const created = await request.post('/v2/api/office/3/rooms', {
    headers: { authorization },
    data: { nome: 'Arquivo de recados', membros: [andre.id_usuario] },
  })
  const token = (await created.json()).value.token_sala as string
  for (let n = 1; n <= 210; n++) {
    const sent = await request.post(`/v2/api/office/3/rooms/messages/${token}`, {
      headers: { authorization },
      data: { id: crypto.randomUUID(), texto: `Recado ${n}` },
    })
    expect(sent.status()).toBe(201)
  }

  await signInByApi(page, 'gestor', `salas/${token}`)
  const rooms = new RoomsPage(page)
  const line = (n: number) => rooms.messages.filter({ has: page.getByText(`Recado ${n}`, { exact: true }) })
  await expect(line(210)).toBeVisible()
  const log = page.getByRole('log', { name: 'Mensagens' })
  await log.evaluate((el) => el.scrollTo(0, 0))
  await expect(line(11)).toBeVisible()
  await page.getByRole('button', { name: 'Carregar mensagens anteriores' }).click()
  await expect(page.getByRole('button', { name: 'Carregar mensagens anteriores' })).toHaveCount(0)
  await log.evaluate((el) => el.scrollTo(0, 0))
  await expect(line(1)).toBeVisible()
})
