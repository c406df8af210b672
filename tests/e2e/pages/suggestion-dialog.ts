import { expect, type Page } from '@playwright/test'

/** 'Enviar sugestão', opened from the profile menu. */
export class SuggestionDialog {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Enviar sugestão' })
  }

  async send(title: string, description = '') {
    await this.page.getByRole('button', { name: 'Menu do perfil' }).click()
    await this.page.getByRole('menuitem', { name: 'Enviar sugestão' }).click()
    await this.dialog.getByLabel('Título').fill(title)
    if (description) await this.dialog.getByLabel('Descrição (opcional)').fill(description)
    await this.dialog.getByRole('button', { name: 'Enviar' }).click()
    await expect(this.dialog).toBeHidden()
  }
}
