import { expect, type Locator, type Page } from '@playwright/test'

/** The data room pages: a category's upload card and history, and the missing-months report (/consultoria). */
export class DataroomPage {
  constructor(private readonly page: Page) {}

  async openCategory(path: 'geral' | 'bpo' | 'middle' | 'dres', title: string) {
    await this.page.goto(`dataroom/${path}`)
    await expect(this.page.getByRole('heading', { name: `Dataroom · ${title}` })).toBeVisible()
  }

  async openReport() {
    await this.page.goto('consultoria')
    await expect(this.page.getByRole('heading', { name: 'Meses sem envio' })).toBeVisible()
  }

  async chooseOption(option: string) {
    await this.page.getByLabel('Opção').selectOption({ label: option })
  }

  /** Drops a file on the upload box (through its file input, as the picker would). */
  async send(name: string, mimeType: string, content: Buffer | string) {
    await this.page.locator('input[type=file]').setInputFiles({ name, mimeType, buffer: Buffer.from(content) })
  }

  historyRow(fileName: string): Locator {
    return this.page.getByTestId('envio').filter({ hasText: fileName })
  }

  processing(fileName: string): Locator {
    return this.page.getByTestId('processamento').filter({ hasText: fileName })
  }

  /** The report's cell of a category's most recent month (the last column). */
  lastMonthCell(category: string): Locator {
    return this.page.getByTestId('categoria-meses').filter({ hasText: category }).locator('[data-situacao]').last()
  }
}
