import { expect, type Page } from '@playwright/test'

/** /bpo/requisicoes: the requests list, 'Nova requisição' and a request's detail. */
export class BpoRequestsPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`bpo/requisicoes${search}`)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Requisições' })).toBeVisible()
  }

  row(text: string) {
    return this.page.getByTestId('requisicao').filter({ hasText: text })
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  /** Opens 'Nova requisição', fills it (labels → values; selects by their visible option) and saves. */
  async create(fields: Record<string, string>) {
    await this.page.getByRole('button', { name: 'Nova requisição' }).click()
    await expect(this.dialog).toBeVisible()
    for (const [label, value] of Object.entries(fields)) {
      const field = this.dialog.getByLabel(label, { exact: true })
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
      else await field.fill(value)
    }
    await this.dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(this.dialog).toBeHidden()
  }

  /** Opens the request's detail from the list. */
  async openRequest(description: string) {
    await this.row(description).getByText(description).click()
    await expect(this.dialog.getByRole('heading', { name: description })).toBeVisible()
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
