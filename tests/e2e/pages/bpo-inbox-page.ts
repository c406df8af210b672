import { expect, type Page } from '@playwright/test'

/** /bpo/caixa_entrada: the .eml upload, the messages list and a message's dialog with its attachments. */
export class BpoInboxPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`bpo/caixa_entrada${search}`)
    // The first visit loads the page's chunk and the office's data: on a busy machine that takes a while.
    await expect(this.page.getByRole('heading', { level: 1, name: 'Caixa de entrada' })).toBeVisible({
      timeout: 30_000,
    })
  }

  async uploadEml(name: string, buffer: Buffer) {
    await this.page
      .locator('input[type=file][aria-label="Arquivos .eml"]')
      .setInputFiles({ name, mimeType: 'message/rfc822', buffer })
  }

  message(subject: string) {
    return this.page.getByTestId('mensagem').filter({ hasText: subject })
  }

  async openMessage(subject: string) {
    await this.message(subject).getByRole('button', { name: subject }).click()
    await expect(this.dialog.getByTestId('anexo-mensagem').first()).toBeVisible({ timeout: 20_000 })
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  attachment(name: string) {
    return this.dialog.getByTestId('anexo-mensagem').filter({ hasText: name })
  }
}
