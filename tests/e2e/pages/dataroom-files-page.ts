import { expect, type Locator, type Page } from '@playwright/test'

/** /dataroom/interno, /dataroom/bases_estrategia and the office tools of /dataroom_interno. */
export class DataroomFilesPage {
  constructor(private readonly page: Page) {}

  async openStaff(office: number) {
    await this.page.goto(`dataroom_interno?escritorio=${office}`)
    await expect(this.page.getByRole('heading', { name: 'Dataroom Interno' })).toBeVisible()
  }

  async openOfficeInternal() {
    await this.page.goto('dataroom/interno')
    await expect(this.page.getByRole('heading', { name: 'Dataroom · Interno' })).toBeVisible()
  }

  async openStrategyBases() {
    await this.page.goto('dataroom/bases_estrategia')
    await expect(this.page.getByRole('heading', { name: 'Dataroom · Bases de estratégia' })).toBeVisible()
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
