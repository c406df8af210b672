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

  dialog(name: RegExp | string): Locator {
    return this.page.getByRole('dialog', { name })
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
