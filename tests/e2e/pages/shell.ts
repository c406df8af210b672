import { expect, type Page } from '@playwright/test'

export class Shell {
  constructor(readonly page: Page) {}

  get menu() {
    return this.page.getByRole('navigation', { name: 'Menu principal' })
  }

  menuLink(title: string) {
    // Items flagged new carry a 'novo' chip inside the link.
    return this.menu.getByRole('link', { name: new RegExp(`^${title}( novo)?$`) })
  }

  get officeSearch() {
    return this.page.getByRole('combobox', { name: 'Pesquisar escritório' })
  }

  get selectedOffice() {
    return this.page.getByTestId('escritorio-selecionado')
  }

  /** Staff pick an office in the top bar's search. */
  async selectOffice(name: string) {
    await this.officeSearch.fill(name)
    await this.page.getByRole('option', { name: new RegExp(name) }).click()
    await expect(this.selectedOffice).toContainText(name)
  }

  async storedToken(): Promise<string> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('aawz:session') ?? 'null')?.token)
  }

  async logout() {
    await this.page.getByRole('button', { name: 'Menu do perfil' }).click()
    await this.page.getByRole('menuitem', { name: 'Sair' }).click()
  }
}
