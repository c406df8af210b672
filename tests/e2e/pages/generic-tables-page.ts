import { expect, type Page } from '@playwright/test'

/** /dados_gerais: the managed tables as tabs, a table's rows, its record dialog and the delete confirmation. */
export class GenericTablesPage {
  constructor(readonly page: Page) {}

  async open(table?: string) {
    await this.page.goto(table ? `dados_gerais?tabela=${table}` : 'dados_gerais')
    await expect(this.page.getByRole('heading', { level: 1, name: 'Dados gerais' })).toBeVisible()
  }

  async choose(label: string) {
    await this.page.getByRole('navigation', { name: 'Tabelas gerenciadas' }).getByRole('link', { name: label }).click()
  }

  row(text: string) {
    return this.page.getByTestId('registro').filter({ hasText: text })
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  async edit(text: string) {
    await this.row(text)
      .getByRole('button', { name: /^Editar registro/ })
      .click()
    await expect(this.dialog).toBeVisible()
  }

  async remove(text: string) {
    await this.row(text)
      .getByRole('button', { name: /^Remover registro/ })
      .click()
    await expect(this.dialog.getByRole('heading', { name: 'Confirmar remoção' })).toBeVisible()
  }

  async fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields))
      await this.dialog.getByLabel(label, { exact: true }).fill(value)
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvar' }).click()
  }
}
