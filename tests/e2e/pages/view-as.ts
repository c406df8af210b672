import { expect, type Page } from '@playwright/test'

/** The 'Visualizando como … — somente leitura · Voltar' bar of a view (views/client, views/professional). */
export class ViewAsBar {
  constructor(readonly page: Page) {}

  get bar() {
    return this.page.getByTestId('vendo-como')
  }

  async expectViewing(name: string) {
    await expect(this.bar).toContainText(`Visualizando como ${name} — somente leitura`)
  }

  async back() {
    await this.bar.getByRole('button', { name: 'Voltar' }).click()
    await expect(this.bar).toHaveCount(0)
  }
}

/** The §6 profile switch in the profile menu. */
export class ProfileSwitch {
  constructor(readonly page: Page) {}

  private async choose(name: string) {
    await this.page.getByRole('button', { name: 'Menu do perfil' }).click()
    await this.page.getByRole('menuitem', { name }).click()
  }

  toClient() {
    return this.choose('Ver como cliente')
  }

  toProfessional() {
    return this.choose('Voltar à visão profissional')
  }

  /** The flags of the stored current user. */
  async storedUser(): Promise<{ IS_CLIENTE: boolean; IS_ASSESSOR: boolean; perfis_disponiveis: string[] }> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('aawz:session') ?? 'null'))
  }
}
