import { expect, type Locator, type Page } from '@playwright/test'

/** /dataroom/interno, /dataroom/bases_estrategia and the office tools of /dataroom_interno. */
export class DataroomFilesPage {
  constructor(private readonly page: Page) {}

  /** Staff: the menu's Dataroom Interno, then the office in its filter (navigating inside the app). */
  async openStaff(office: string) {
    await this.page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Dataroom Interno' })
      .click()
    await expect(this.page.getByRole('heading', { name: 'Dataroom Interno' })).toBeVisible()
    await this.page.getByRole('combobox', { name: 'Escritório', exact: true }).selectOption({ label: office })
    await expect(this.page.getByRole('heading', { name: office, level: 2 })).toBeVisible()
  }

  /** A tab of the data room, from its first page (the menu's Consultoria; on a phone the menu opens first). */
  async openTab(tab: 'Interno' | 'Bases de estratégia', heading: string) {
    const menuButton = this.page.getByRole('button', { name: 'Abrir menu' })
    if (await menuButton.isVisible()) await menuButton.click()
    await this.page.getByRole('link', { name: /^Consultoria( novo)?$/ }).click()
    await this.switchTab(tab, heading)
  }

  async switchTab(tab: 'Interno' | 'Bases de estratégia', heading: string) {
    await this.page.getByRole('navigation', { name: 'Seções do dataroom' }).getByRole('link', { name: tab }).click()
    await expect(this.page.getByRole('heading', { name: heading })).toBeVisible()
  }

  /** Drops a file on the area's upload box (through its file input, as the picker would). */
  async send(area: string, name: string, content: string) {
    await this.page
      .getByRole('region', { name: area })
      .locator('input[type=file]')
      .setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) })
  }

  fileRows(name: string): Locator {
    return this.page.getByTestId('arquivo').filter({ hasText: name })
  }

  async comment(text: string) {
    await this.page.getByRole('textbox', { name: 'Novo comentário' }).fill(text)
    await this.page.getByRole('button', { name: 'Enviar', exact: true }).click()
  }

  comments(text: string): Locator {
    return this.page.getByTestId('comentario').filter({ hasText: text })
  }

  async consolidate(month: string) {
    await this.page.getByLabel('Competência').selectOption({ label: month })
    await this.page.getByRole('button', { name: 'Consolidar mês' }).click()
  }

  consolidation(month: string): Locator {
    return this.page.getByTestId('consolidacao').filter({ hasText: month })
  }
}
