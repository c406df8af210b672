import { expect, type Page } from '@playwright/test'

/** /financeiro/dfc: the cash flow report and its opening balance / adjustment dialog. */
export class DfcPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`financeiro/dfc${search}`)
    await expect(this.page.getByRole('button', { name: 'Saldo inicial' })).toBeEnabled()
  }

  /** Sets the opening balance of the dialog's default account in a month ('2026-02'), value as typed ('1.234,56'). */
  async setOpeningBalance(month: string, value: string) {
    await this.page.getByRole('button', { name: 'Saldo inicial' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Saldo inicial' })
    await dialog.getByLabel('Mês').fill(month)
    await dialog.getByLabel('Valor (R$)').fill(value)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toHaveCount(0)
  }
}
