import { randomUUID } from 'node:crypto'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { HomePage } from './pages/home-page'
import { signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const notesUrl = '/v2/api/office/3/notes'

async function serverNotes(request: APIRequestContext, token: string) {
  const res = await request.get(notesUrl, { headers: { authorization: token } })
  expect(res.status()).toBe(200)
  return (await res.json()).value as { id: string; texto: string; version: number }[]
}

test('offline: the app and the last data still show, queued edits survive a reload and reach the server once', async ({
  page,
  context,
  request,
}) => {
  await signInByApi(page, 'gestor')
  const home = new HomePage(page)
  const clients = await home.readyForOffline()
  const token = await new Shell(page).storedToken()
  const tag = randomUUID().slice(0, 8)

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByText('Sem conexão', { exact: true })).toBeVisible()
  await expect(page.getByTestId('kpi-clientes')).toHaveText(clients!)

  await home.addNote(`Primeira ${tag}`)
  await home.addNote(`Segunda ${tag}`)
  await home.editNote(`Primeira ${tag}`, `Primeira editada ${tag}`)
  await expect(home.note(`Primeira editada ${tag}`)).toBeVisible()
  await expect(home.pendingButton).toHaveText('3 alterações pendentes')

  await page.reload()
  await expect(home.pendingButton).toHaveText('3 alterações pendentes')
  await expect(home.note(`Primeira editada ${tag}`)).toBeVisible()
  expect((await serverNotes(request, token)).filter((n) => n.texto.includes(tag))).toEqual([])

  await context.setOffline(false)
  await expect(home.pendingButton).toHaveCount(0, { timeout: 20_000 })
  const mine = (await serverNotes(request, token)).filter((n) => n.texto.includes(tag))
  expect(mine.map((n) => [n.texto, n.version]).sort()).toEqual([
    [`Primeira editada ${tag}`, 2],
    [`Segunda ${tag}`, 1],
  ])
})

test('a stale edit shows the conflict with both values; keeping mine sends it on the new version', async ({
  page,
  request,
}) => {
  await signInByApi(page, 'gestor')
  const home = new HomePage(page)
  const token = await new Shell(page).storedToken()
  const tag = randomUUID().slice(0, 8)
  await home.addNote(`Conflito ${tag}`)
  await expect(home.pendingButton).toHaveCount(0)
  const [note] = (await serverNotes(request, token)).filter((n) => n.texto.includes(tag))

  const colleague = await request.put(`${notesUrl}/${note.id}`, {
    headers: { authorization: token },
    data: { texto: `Do colega ${tag}`, version: 1 },
  })
  expect(colleague.status()).toBe(200)

  await home.editNote(`Conflito ${tag}`, `Minha versão ${tag}`)
  await expect(home.pendingButton).toHaveText('1 alteração pendente')
  await home.pendingButton.click()
  const entry = page.getByTestId('pendencia')
  await expect(entry).toHaveAttribute('data-state', 'conflict')
  await expect(entry.getByTestId('versao-minha')).toHaveText(`Minha versão ${tag}`)
  await expect(entry.getByTestId('versao-servidor')).toHaveText(`Do colega ${tag}`)
  await expect(home.note(`Do colega ${tag}`)).toBeVisible()
  await entry.getByRole('button', { name: 'Manter a minha' }).click()
  await expect(home.pendingButton).toHaveCount(0)
  await expect(home.note(`Minha versão ${tag}`)).toBeVisible()
  const [after] = (await serverNotes(request, token)).filter((n) => n.id === note.id)
  expect(after).toMatchObject({ texto: `Minha versão ${tag}`, version: 3 })
})

test('an edit the server rejects stays listed, rolled back, until discarded', async ({ page, request }) => {
  await signInByApi(page, 'gestor')
  const home = new HomePage(page)
  const token = await new Shell(page).storedToken()
  const tag = randomUUID().slice(0, 8)
  await home.addNote(`Removida ${tag}`)
  await expect(home.pendingButton).toHaveCount(0)
  const [note] = (await serverNotes(request, token)).filter((n) => n.texto.includes(tag))
  const removed = await request.delete(`${notesUrl}/${note.id}?version=1`, { headers: { authorization: token } })
  expect(removed.status()).toBe(200)

  await home.editNote(`Removida ${tag}`, `Tarde demais ${tag}`)
  await home.pendingButton.click()
  const entry = page.getByTestId('pendencia')
  await expect(entry).toHaveAttribute('data-state', 'failed')
  await expect(entry).toContainText('Anotação não encontrada')
  await expect(home.note(`Removida ${tag}`)).toBeVisible()
  await entry.getByRole('button', { name: 'Descartar' }).click()
  await expect(home.pendingButton).toHaveCount(0)
})
