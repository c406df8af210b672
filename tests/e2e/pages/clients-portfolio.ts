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

  async expectOwn() {
    await expect(this.page.getByRole('heading', { name: 'Minha carteira' })).toBeVisible()
    await expect(this.clientName).toBeVisible()
    await expect(this.page.getByRole('button', { name: 'Selecionar cliente' })).toHaveCount(0)
  }
}
