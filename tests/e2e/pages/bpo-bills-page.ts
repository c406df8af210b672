import { expect, type Page } from '@playwright/test'

/** A bills page under /bpo (Contas a pagar, Pagar contas, Contas a receber): filters, totals, list and dialogs. */
export class BpoBillsPage {
  constructor(readonly page: Page) {}

  async open(path: string, title: string) {
    await this.page.goto(`bpo/${path}`)
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }

  row(text: string) {
    return this.page.getByTestId('conta').filter({ hasText: text })
  }

  /** The totals card of a status: its count and its sum. */
  total(status: string) {
    const card = this.page.getByTestId(`total-${status}`)
    return { count: card.getByTestId('quantidade'), sum: card.getByTestId('soma') }
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true })
  }

  async startNew() {
    await this.page.getByRole('button', { name: 'Nova conta' }).click()
    await expect(this.dialog).toBeVisible()
  }

  async fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      const field = this.field(label)
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
      else await field.fill(value)
    }
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvar' }).click()
  }

  async pay(description: string) {
    await this.row(description)
      .getByRole('button', { name: `Pagar ${description}` })
      .click()
    await expect(this.dialog).toBeVisible()
    await this.dialog.getByRole('button', { name: 'Pagar', exact: true }).click()
    await expect(this.dialog).toBeHidden()
  }

  async edit(description: string) {
    await this.row(description)
      .getByRole('button', { name: `Editar ${description}` })
      .click()
    await expect(this.dialog).toBeVisible()
  }
}
