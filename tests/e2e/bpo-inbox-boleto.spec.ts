import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import MailComposer from 'nodemailer/lib/mail-composer'
import { bankLine, boletoPdf, maskedLine } from '../../server/db/seed-boleto-files'
import { BpoInboxPage } from './pages/bpo-inbox-page'
import { installSession } from './pages/login-page'

test('inbox: a boleto PDF in an .eml becomes a payable to check; a scanned one stays unread (1440 and 390 px)', async ({
  page,
}) => {
  // Upload, the PDF read on the server, the payables list and the phone, on a machine shared by many runs.
  test.setTimeout(180_000)
  const subject = `Fatura Vivace ${randomUUID().slice(0, 6)}`
  const cents = 50_000 + Math.floor(Math.random() * 40_000)
  const linha = bankLine('341', '2027-01-15', cents, `${Date.now()}`.padStart(25, '7'))
  const pdf = boletoPdf({
    beneficiario: 'Vivace Telecomunicacoes S.A.',
    cnpj: '62.940.017/3072-30',
    vencimento: '15/01/2027',
    valor: (cents / 100).toFixed(2).replace('.', ','),
    linha: maskedLine(linha),
  })
  const eml = await new MailComposer({
    from: 'Vivace <cobranca@vivace.com.br>',
    to: 'bpo-3@caixa.localhost',
    subject,
    text: 'Segue o boleto.',
    attachments: [{ filename: 'boleto-vivace.pdf', content: pdf }],
  })
    .compile()
    .build()
  const money = `R$\u00a0${(cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`

  await page.setViewportSize({ width: 1440, height: 900 })
  await installSession(page, 'gestor')
  const inbox = new BpoInboxPage(page)
  await inbox.open()

  // 1. The .eml is uploaded: its boleto is read, labelled for checking, with the line, amount and due date.
  await inbox.uploadEml('fatura.eml', eml)
  await expect(inbox.message(subject)).toBeVisible({ timeout: 30_000 })
  await inbox.openMessage(subject)
  const boleto = inbox.attachment('boleto-vivace.pdf')
  await expect(boleto.getByTestId('leitura')).toHaveText('Verificar leitura dos dados')
  await expect(boleto.getByTestId('boleto-lido')).toContainText(maskedLine(linha))
  await expect(boleto.getByTestId('boleto-lido')).toContainText('15/01/2027')
  const bill = boleto.getByTestId('conta-da-nota')
  await expect(bill).toContainText(money)

  // 2. The link opens the payable in Contas a pagar: the sender in its description, the line in its boleto field.
  await bill.getByRole('link', { name: 'A pagar' }).click()
  const editor = page.getByRole('dialog')
  await expect(editor.getByRole('heading', { name: 'Editar conta a pagar' })).toBeVisible({ timeout: 30_000 })
  await expect(editor.getByLabel('Descrição', { exact: true })).toHaveValue('Boleto — Vivace')
  await expect(editor.getByLabel('Boleto (linha digitável ou código de barras)', { exact: true })).toHaveValue(linha)
  await page.keyboard.press('Escape')

  // 3. On a phone: the demo's scanned boleto stays 'Erro na leitura dos dados', no sideways scroll.
  await page.setViewportSize({ width: 390, height: 844 })
  await inbox.open()
  // In the message's card the reading label stays a one-line pill (it once stretched to fill the card).
  const reading = inbox.message('Boleto do condomínio — dezembro/2026').getByTestId('leitura')
  await expect(reading).toHaveText('Erro na leitura dos dados')
  expect((await reading.boundingBox())?.height).toBeLessThanOrEqual(24)
  await inbox.openMessage('Boleto do condomínio — dezembro/2026')
  await expect(inbox.attachment('boleto-condominio-digitalizado.pdf').getByTestId('leitura')).toHaveText(
    'Erro na leitura dos dados',
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
})
