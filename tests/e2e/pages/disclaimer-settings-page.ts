import { expect, type Page } from '@playwright/test'
import { waitUntilSavedOffline } from './offline-cache'

/** /settings/disclaimer: one editor per disclaimer code. */
export class DisclaimerSettingsPage {
  constructor(readonly page: Page) {}

  async open() {
    const loaded = this.page.waitForResponse((r) => /\/disclaimers$/.test(r.url()) && r.ok())
    await this.page.goto('settings/disclaimer')
    await loaded
    await expect(this.editor('geral')).not.toHaveValue('')
    await waitUntilSavedOffline(this.page, 'disclaimers')
  }

  editor(codigo: string) {
    return this.page.locator(`#disclaimer-${codigo}`)
  }

  async save(codigo: string, texto: string) {
    await this.editor(codigo).fill(texto)
    await this.editor(codigo).locator('xpath=..').getByRole('button', { name: 'Salvar' }).click()
  }
}
