import { expect, type Page } from '@playwright/test'
import { waitUntilSavedOffline } from './offline-cache'

/** /escritorio: the office's own registration data. */
export class MyOfficePage {
  constructor(readonly page: Page) {}

  async open() {
    const loaded = this.page.waitForResponse((r) => /\/admin\/office\/\d+$/.test(r.url()) && r.ok())
    await this.page.goto('escritorio')
    await loaded
    await expect(this.field('Nome do escritório')).not.toHaveValue('')
    await waitUntilSavedOffline(this.page, 'escritorio')
  }

  field(label: string) {
    return this.page.getByLabel(label, { exact: true })
  }

  async save(label: string, value: string) {
    await this.field(label).fill(value)
    await this.page.getByRole('button', { name: 'Salvar', exact: true }).click()
  }
}
