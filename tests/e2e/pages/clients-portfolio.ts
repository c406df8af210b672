import { expect, type Page } from '@playwright/test'

/** /carteira as a client or a professional sees it. */
export class ClientsPortfolio {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`carteira${search}`)
  }

  get clientName() {
    return this.page.getByTestId('carteira-cliente')
  }

  get assets() {
    return this.page.getByRole('table').first().locator('tbody tr')
  }

  /** The top bar's current client (routes flagged showClient). */
  get currentClientChip() {
    return this.page.getByRole('banner').getByTestId('cliente-atual')
  }

  get selectDialog() {
    return this.page.getByRole('dialog', { name: 'Selecionar cliente' })
  }

  get newClientDialog() {
    return this.page.getByRole('dialog', { name: 'Novo cliente' })
  }

  async openSelectDialog() {
    await this.page.getByRole('button', { name: 'Selecionar cliente' }).click()
    await expect(this.selectDialog).toBeVisible()
  }

  async search(text: string) {
    await this.selectDialog.getByRole('searchbox', { name: 'Pesquisar outro cliente' }).fill(text)
  }

  async expectOwn() {
    await expect(this.page.getByRole('heading', { name: 'Minha carteira' })).toBeVisible()
    await expect(this.clientName).toBeVisible()
    await expect(this.page.getByRole('button', { name: 'Selecionar cliente' })).toHaveCount(0)
  }
}
