import { expect, type Page } from '@playwright/test'

/** /ativos: the sections as tabs, the client's asset rows, the dialogs and the crawler. */
export class AssetsPage {
  constructor(readonly page: Page) {}

  async open(search = '') {
    await this.page.goto(`ativos${search}`)
    await expect(this.page.getByRole('heading', { level: 1, name: 'Ativos' })).toBeVisible()
  }

  async tab(name: string) {
    await this.page.getByRole('navigation', { name: 'Seções de ativos' }).getByRole('link', { name }).click()
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  async selectClient(name: string) {
    await this.page.getByRole('button', { name: 'Selecionar cliente' }).click()
    await this.dialog.getByRole('searchbox', { name: 'Pesquisar outro cliente' }).fill(name)
    await this.dialog
      .getByRole('radio', { name: new RegExp(name) })
      .first()
      .click()
    await this.dialog.getByRole('button', { name: 'Selecionar' }).click()
    await expect(this.page.getByTestId('ativos-cliente')).toHaveText(name)
  }

  /** The asset's row (wide screens) or card (phones), whichever is shown. */
  assetRow(name: string) {
    return this.page.getByTestId('ativo').filter({ hasText: name, visible: true })
  }

  get total() {
    return this.page.getByTestId('ativos-total')
  }

  async openCrawler() {
    await this.page.getByRole('button', { name: 'Executar crawler RF' }).click()
    await expect(this.dialog.getByRole('heading', { name: 'Crawler de renda fixa (XP)' })).toBeVisible()
  }

  async runCrawler(login: string, password: string, token: string) {
    await this.dialog.getByLabel('Login').fill(login)
    await this.dialog.getByLabel('Senha', { exact: true }).fill(password)
    await this.dialog.getByLabel('Token').fill(token)
    await this.dialog.getByRole('button', { name: 'Executar crawler' }).click()
  }
}
