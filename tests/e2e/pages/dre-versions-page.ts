import { expect, type Page } from '@playwright/test'

/** /dre/versoes: import a file, read the report, publish or discard. */
export class DreVersionsPage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('dre/versoes')
    await expect(this.page.getByRole('heading', { name: 'Versões do DRE' })).toBeVisible()
  }

  async upload(name: string, content: string) {
    await this.page.locator('input[type=file]').setInputFiles({
      name,
      mimeType: 'text/csv',
      buffer: Buffer.from(content, 'utf8'),
    })
  }

  get imported() {
    return this.page.getByTestId('upload-ok')
  }

  get errors() {
    return this.page.getByRole('table', { name: 'Erros da importação' })
  }
}
