import { expect, type Page } from '@playwright/test'

export type NewOffice = {
  nome: string
  cnpj: string
  email: string
  login: string
  primaria: string
  secundaria: string
}

/** /settings/offices and /settings/permissions as staff see them. */
export class OfficesSettings {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('settings/offices')
    await expect(this.page.getByRole('button', { name: 'Novo escritório' })).toBeVisible()
  }

  get dialog() {
    return this.page.getByRole('dialog', { name: 'Escritório' })
  }

  /** Fills the 'Escritório' dialog and saves; answers the temporary password of the gestor login. */
  async create(office: NewOffice): Promise<string> {
    await this.page.getByRole('button', { name: 'Novo escritório' }).click()
    const d = this.dialog
    await d.getByLabel('Nome do escritório').fill(office.nome)
    await d.getByLabel('CNPJ').fill(office.cnpj)
    await d.getByLabel('E-mail do escritório').fill(office.email)
    await d.getByLabel('Login (e-mail do gestor)').fill(office.login)
    await d.getByLabel('Cor primária', { exact: true }).fill(office.primaria)
    await d.getByLabel('Cor secundária', { exact: true }).fill(office.secundaria)
    await d.getByRole('button', { name: 'Salvar' }).click()
    const password = (await d.getByTestId('senha-temporaria').textContent()) ?? ''
    await d.getByRole('button', { name: 'Concluir' }).click()
    return password
  }

  row(nome: string) {
    return this.page.getByRole('row', { name: new RegExp(nome) })
  }

  async select(nome: string) {
    await this.row(nome).getByRole('button', { name: 'Selecionar' }).click()
    await expect(this.page.getByTestId('escritorio-selecionado')).toContainText(nome)
  }

  async uploadLogo(nome: string, file: string | { name: string; mimeType: string; buffer: Buffer }) {
    await this.row(nome)
      .getByRole('button', { name: `Cores e marca de ${nome}` })
      .click()
    const dialog = this.page.getByRole('dialog')
    await dialog.getByLabel('Logo').setInputFiles(file)
    await expect(dialog.getByRole('img', { name: 'Logo' })).toBeVisible()
    await this.page.keyboard.press('Escape')
  }

  async switchFeature(titulo: string, on: boolean) {
    await this.page.goto('settings/permissions')
    const toggle = this.page.getByRole('button', { name: new RegExp(`^${titulo}: `) })
    await expect(toggle).toBeVisible()
    if ((await toggle.getAttribute('aria-pressed')) !== String(on)) await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', String(on))
  }
}

/** The CSS variable the office theme sets on <html>. */
export const brandColor = (page: Page) =>
  page.evaluate(() => document.documentElement.style.getPropertyValue('--brand').toLowerCase())
