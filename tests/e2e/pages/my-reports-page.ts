import { expect, type Page } from '@playwright/test'

/** 'Meus relatórios' (/consultoria/relatorios): the reports released to the signed-in professional. */
export class MyReportsPage {
  constructor(readonly page: Page) {}

  async expectOpen() {
    await expect(this.page).toHaveURL(/\/admin\/consultoria\/relatorios/)
    await expect(this.page.getByRole('heading', { name: 'Meus relatórios', level: 1 })).toBeVisible()
  }

  get released() {
    return this.page.getByRole('region', { name: 'Liberados para você' })
  }

  get notReleased() {
    return this.page.getByRole('region', { name: 'Ainda não liberados' })
  }

  report(codigo: string) {
    return this.page.locator(`[data-relatorio="${codigo}"]`)
  }

  async open(nome: string) {
    await this.released.getByRole('link', { name: `Abrir ${nome}` }).click()
  }
}
