import { expect, type Locator, type Page } from '@playwright/test'
import { CommissionsPage } from './commissions-page'

/** /contratacoes/regras (rules, the month's charges) and /recorrencia (plans, subscriptions with a card). */
export class BillingPage {
  constructor(readonly page: Page) {}

  async openRules(mes: string) {
    await this.page.goto(`contratacoes/regras?mes=${mes}`)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Regras de cobrança' })).toBeVisible()
  }

  async openSubscriptions() {
    await this.page.goto('recorrencia')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Recorrência' })).toBeVisible()
  }

  /** A page of the payments menu (/parcela, /recorrencia_pagarme) by its heading. */
  async open(path: string, heading: string) {
    await this.page.goto(path)
    await expect(this.page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }

  dialog(name: RegExp | string): Locator {
    return this.dialogOf(this.page, name)
  }

  /** A dialog of another tab of the same session. */
  dialogOf(page: Page, name: RegExp | string): Locator {
    return page.getByRole('dialog', { name })
  }

  /** Fills the card fields of a dialog with a number and valid name, expiry and CVC. */
  async fillCard(dialog: Locator, numero: string) {
    await dialog.getByLabel('Número do cartão').fill(numero)
    await dialog.getByLabel('Nome impresso no cartão').fill('Cliente Teste')
    await dialog.getByLabel('Validade').fill('1239')
    await dialog.getByLabel('CVC').fill('123')
  }

  /** How far the page scrolls sideways (0 when nothing overflows). */
  pageOverflow() {
    return this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  }

  /** Month fields are the shared month picker (the commission dialog's helper drives it). */
  pickMonth(label: string, month: string) {
    return new CommissionsPage(this.page).pickMonth(label, month)
  }

  rule(client: string): Locator {
    return this.page.getByTestId('regra-cobranca').filter({ hasText: client })
  }

  charge(client: string): Locator {
    return this.page.getByTestId('cobranca').filter({ hasText: client })
  }

  subscription(client: string): Locator {
    return this.page.getByTestId('assinatura').filter({ hasText: client })
  }
}
