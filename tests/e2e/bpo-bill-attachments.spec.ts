import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { BpoBillsPage } from './pages/bpo-bills-page'
import { HomePage } from './pages/home-page'
import { installSession } from './pages/login-page'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

const shot = (name: string) => `test-results/screens/bpo-anexos-${name}.png`
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)

test.use({ viewport: { width: 1440, height: 900 } })

test('a boleto PDF attached to a payable is listed, counted in the list, downloaded, refused when fake, and removed', async ({
  page,
  context,
}) => {
  await installSession(page, 'gestor')
  const bills = new BpoBillsPage(page)
  await bills.open('contas_a_pagar', 'Contas a pagar')
  // The first bill of the list (ordered by due date, so the same row after each refresh).
  const row = bills.page.getByTestId('conta').first()
  await expect(row).toBeVisible()
  const edit = async () => {
    await row.getByRole('button', { name: /^Editar / }).click()
    await expect(bills.dialog).toBeVisible()
  }
  const counted = async () => {
    const clip = row.getByTestId('anexos')
    return (await clip.count()) ? Number((await clip.getAttribute('title'))?.match(/\d+/)?.[0]) : 0
  }
  const before = await counted()

  await edit()
  const attachments = bills.dialog.getByRole('region', { name: 'Anexos' })
  const attached = (file: string) =>
    attachments.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem').filter({ hasText: file })
  const name = `boleto-${Date.now()}.pdf`
  const content = pdf(name)
  await attachments.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer: content })
  await expect(attached(name)).toBeVisible()
  await attachments.scrollIntoViewIfNeeded()
  await page.screenshot({ path: shot('dialog-1440') })

  const downloading = page.waitForEvent('download')
  await attachments.getByRole('button', { name: `Baixar ${name}` }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe(name)
  expect((await readFile(await download.path())).equals(content)).toBe(true)

  // A file named .pdf that is not a PDF: the server's message, nothing listed.
  await attachments
    .locator('input[type=file]')
    .setInputFiles({ name: 'falso.pdf', mimeType: 'application/pdf', buffer: Buffer.from('isto não é um PDF') })
  await expect(attachments.getByText('O conteúdo do arquivo não é um PDF válido; nada foi salvo.')).toBeVisible()
  await expect(attached('falso.pdf')).toHaveCount(0)

  await page.keyboard.press('Escape')
  await expect(bills.dialog).toBeHidden()
  await expect.poll(counted).toBe(before + 1)
  await page.screenshot({ path: shot('list-1440') })

  // Offline, the dialog says that attachments need the connection.
  await new HomePage(page).waitForServiceWorker()
  await context.setOffline(true)
  await edit()
  await expect(attachments.getByText('Anexos: disponível apenas com conexão.')).toBeVisible()
  await context.setOffline(false)
  await expect(attachments.locator('input[type=file]')).toBeAttached()

  // Removing asks for the attachment's number first.
  await attachments.getByRole('button', { name: `Remover ${name}` }).click()
  const confirm = page.getByRole('dialog').filter({ hasText: 'Confirmar remoção' })
  await expect(confirm).toBeVisible()
  await confirm.getByLabel('Identificador do registro').fill((await confirm.locator('strong').textContent()) ?? '')
  await confirm.getByRole('button', { name: 'Remover' }).click()
  await expect(attached(name)).toHaveCount(0)

  await expect(confirm).toBeHidden()
  // Confirming the removal did not submit the bill's own form.
  await expect(bills.dialog.getByText('Nenhum campo foi alterado')).toHaveCount(0)

  await page.setViewportSize({ width: 390, height: 844 })
  await attachments.scrollIntoViewIfNeeded()
  await page.screenshot({ path: shot('dialog-390') })
})
