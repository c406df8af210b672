import { expect, type Page } from '@playwright/test'

/** A register page under /bpo/manager (Fornecedores, Categorias…): its table, record dialog and delete confirmation. */
export class BpoRegisterPage {
  constructor(readonly page: Page) {}

  async open(path: string, title: string) {
    await this.page.goto(`bpo/manager/${path}`)
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }

  row(text: string) {
    return this.page.getByTestId('registro').filter({ hasText: text })
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  async search(text: string) {
    await this.page.getByRole('searchbox').fill(text)
  }

  async startNew() {
    await this.page.getByRole('button', { name: 'Novo registro' }).click()
    await expect(this.dialog).toBeVisible()
  }

  async edit(name: string) {
    await this.row(name)
      .getByRole('button', { name: `Editar ${name}` })
      .click()
    await expect(this.dialog).toBeVisible()
  }

  async fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      const field = this.dialog.getByLabel(label, { exact: true })
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value)
      else await field.fill(value)
    }
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvar' }).click()
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true })
  }

  async remove(name: string, key: string) {
    await this.row(name)
      .getByRole('button', { name: `Remover ${name}` })
      .click()
    const confirm = this.page.getByRole('dialog', { name: 'Confirmar remoção' })
    await confirm.getByLabel('Identificador do registro').fill(key)
    await confirm.getByRole('button', { name: 'Remover' }).click()
    await expect(confirm).toBeHidden()
  }
}
