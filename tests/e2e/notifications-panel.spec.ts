import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { addDaysIso, formatDate } from '../../src/lib/format'
import { DEMO_PASSWORD, signInByApi } from './pages/login-page'
import { NotificationsDrawer } from './pages/notifications-drawer'
import { RoomsPage } from './pages/rooms-page'

/**
 * The panel's heading for a notification created at `at`, in the offices' calendar like the browser (not this
 * process's UTC). The demo's notifications are dated from when the server seeded them, which may be yesterday.
 */
function dayHeading(at: string) {
  const day = todayInBrazil(new Date(at))
  const today = todayInBrazil()
  if (day === today) return 'Hoje'
  return day === addDaysIso(today, -1) ? 'Ontem' : formatDate(day)
}

test("the panel groups by day, a room message opens the room, and 'Marcar todas como lidas' reads them all", async ({
  page,
  request,
}) => {
  // Gabriela writes in the team room (through the API, as another browser would).
  const login = await request.post('/login', { form: { email: 'gestor@demo.local', password: DEMO_PASSWORD } })
  const authorization = (await login.json()).token as string
  const rooms = await request.get('/v2/api/office/3/rooms', { headers: { authorization } })
  const team = ((await rooms.json()).value as { nome: string; token_sala: string }[]).find(
    (r) => r.nome === 'Equipe AAWZ',
  )!
  const sent = await request.post(`/v2/api/office/3/rooms/messages/${team.token_sala}`, {
    headers: { authorization },
    data: { id: crypto.randomUUID(), texto: 'Planejamento de dezembro na sala de reuniões.' },
  })
  expect(sent.status()).toBe(201)

  // The planner's demo notifications: created when the server seeded them, one and four days before.
  const planner = await request.post('/login', { form: { email: 'planejador@demo.local', password: DEMO_PASSWORD } })
  const listed = await request.get('/v2/api/notifications', {
    headers: { authorization: (await planner.json()).token as string },
  })
  const created = new Map(
    ((await listed.json()).value.items as { titulo: string; data_criacao: string }[]).map((n) => [
      n.titulo,
      n.data_criacao,
    ]),
  )
  const headingOf = (titulo: string) => dayHeading(created.get(titulo) ?? '')

  await signInByApi(page, 'planejador')
  const drawer = new NotificationsDrawer(page)
  await drawer.open()
  for (const titulo of ['Dados de outubro pendentes', 'DRE de setembro publicado', 'Bem-vindo ao AAWZ Back-office'])
    await expect(drawer.day(headingOf(titulo)).getByTestId('notificacao').filter({ hasText: titulo })).toBeVisible()
  // Three different days: the newest, one day before, four days before.
  expect(
    new Set(['Dados de outubro pendentes', 'DRE de setembro publicado', 'Bem-vindo ao AAWZ Back-office'].map(headingOf))
      .size,
  ).toBe(3)
  await page.screenshot({ path: 'test-results/notificacoes-1440.png' })

  // The room's notification opens the room, on the new message.
  const note = drawer.day('Hoje').getByTestId('notificacao').filter({ hasText: 'Nova mensagem em Equipe AAWZ' })
  await expect(note).toContainText('Gabriela Gestora: Planejamento de dezembro na sala de reuniões.')
  await note.getByRole('button').click()
  await expect(page).toHaveURL(new RegExp(`/admin/salas/${team.token_sala}$`))
  const roomsPage = new RoomsPage(page)
  await expect(roomsPage.messages.filter({ hasText: 'Planejamento de dezembro' })).toBeVisible()

  await drawer.open()
  await expect(note).toHaveAttribute('data-lida', 'true')
  await expect(drawer.panel.locator('[data-lida="false"]')).not.toHaveCount(0)
  await drawer.markAllRead()
  await expect(drawer.panel.locator('[data-lida="false"]')).toHaveCount(0)
  await drawer.close()
  await expect(drawer.bell).toHaveAccessibleName('Minhas notificações (0 não lidas)')
  // The server learnt it: after a reload everything is still read.
  await page.reload()
  await drawer.open()
  await expect(drawer.item('Dados de outubro pendentes')).toHaveAttribute('data-lida', 'true')
  await expect(drawer.panel.locator('[data-lida="false"]')).toHaveCount(0)
})

test('on a phone the panel keeps its sections', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await signInByApi(page, 'assessor')
  const drawer = new NotificationsDrawer(page)
  await drawer.open()
  await expect(drawer.dayTitle('Ontem')).toBeVisible()
  await page.screenshot({ path: 'test-results/notificacoes-390.png' })
  await context.close()
})
