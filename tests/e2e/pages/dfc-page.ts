import { expect, type Locator, type Page } from '@playwright/test'

/** /financeiro/dfc: the cash flow report and its opening balance / adjustment dialog. */
export class DfcPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`financeiro/dfc${search}`)
    await expect(this.page.getByRole('button', { name: 'Saldo inicial' })).toBeEnabled()
  }

  /** Picks a month ('Fevereiro de 2026') in an open dialog's MM/AAAA month field. */
  async pickMonth(dialog: Locator, month: string) {
    await dialog.getByRole('combobox', { name: 'Mês' }).click()
    const menu = this.page.getByRole('dialog', { name: 'Selecionar mês' })
    const year = Number(month.slice(-4))
    for (;;) {
      const shown = Number(await menu.getByTestId('ano-selecionado').textContent())
      if (shown === year) break
      await menu.getByRole('button', { name: shown > year ? 'Ano anterior' : 'Próximo ano' }).click()
      await expect(menu.getByTestId('ano-selecionado')).not.toHaveText(String(shown))
    }
    await menu.getByRole('button', { name: month }).click()
    await expect(menu).toHaveCount(0)
  }

  /** Sets the opening balance of the dialog's default account in a month ('Fevereiro de 2026'), value as typed ('1.234,56'). */
  async setOpeningBalance(month: string, value: string) {
    await this.page.getByRole('button', { name: 'Saldo inicial' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Saldo inicial' })
    await this.pickMonth(dialog, month)
    await dialog.getByLabel('Valor (R$)').fill(value)
    await dialog.getByRole('button', { name: 'Salvar' }).click()
    await expect(dialog).toHaveCount(0)
  }
}
