import { expect, type Page } from '@playwright/test'

/** /bpo/faturamento: the totals per state, the invoices list, 'Nova nota' and an invoice's detail. */
export class BpoInvoicesPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`bpo/faturamento${search}`)
    // The first visit loads the page's chunk and the office's data: on a busy machine that takes a while.
    await expect(this.page.getByRole('heading', { level: 1, name: 'Faturamento' })).toBeVisible({ timeout: 30_000 })
  }

  row(text: string) {
    return this.page.getByTestId('fatura').filter({ hasText: text })
  }

  /** The totals card of a state: its count and its amount. */
  total(state: string) {
    const card = this.page.getByTestId(`situacao-${state}`)
    return { count: card.getByTestId('quantidade'), sum: card.getByTestId('valor') }
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  /** Fills a dialog's fields (labels → values; a select by its visible option) and presses `button`. */
  async fillAndSubmit(fields: Record<string, string>, button: string) {
    for (const [label, value] of Object.entries(fields)) {
      const field = this.dialog.getByLabel(label, { exact: true })
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
      else await field.fill(value)
    }
    await this.dialog.getByRole('button', { name: button, exact: true }).click()
  }

  async openInvoice(text: string) {
    await this.row(text).getByRole('button').first().click()
    await expect(this.dialog.getByText(text).first()).toBeVisible()
  }

  get attachments() {
    return this.dialog.getByRole('region', { name: 'Anexos' })
  }

  async attach(name: string, buffer: Buffer) {
    await this.attachments.locator('input[type=file]').setInputFiles({ name, mimeType: 'application/pdf', buffer })
    await expect(
      this.attachments.getByRole('list', { name: 'Arquivos anexados' }).getByRole('listitem').filter({ hasText: name }),
    ).toBeVisible()
  }
}
