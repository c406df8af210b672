import { expect, type Locator, type Page } from '@playwright/test'
import { readSaved } from './offline-cache'

/** A DRE page (/dre/dres/*): the table, its cells, the detail sheet and the download dialog. */
export class DreTablePage {
  constructor(readonly page: Page) {}

  async open(path: string) {
    await this.page.goto(path)
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible()
  }

  get table() {
    return this.page.getByTestId('dre-table')
  }

  line(codigo: string): Locator {
    return this.page.getByTestId(`dre-linha-${codigo}`)
  }

  /** The drillable cells of a line, in column order (the total last). */
  cells(codigo: string): Locator {
    return this.line(codigo).getByRole('button', { name: /ver lançamentos/ })
  }

  async expand(codigo: string, name: string) {
    const toggle = this.line(codigo).getByRole('button', { name, exact: true })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  }

  get detail() {
    return this.page.getByRole('dialog')
  }

  get empty() {
    return this.page.getByText('Nenhum lançamento no período')
  }

  async openDownload() {
    await this.page.getByRole('button', { name: 'Baixar DRE' }).click()
    await expect(this.detail.getByRole('heading', { name: 'Baixar DRE' })).toBeVisible()
  }

  /** Picks a month range in the month-range filter inside the open dialog. */
  async pickRange(first: string, last: string) {
    await this.detail.getByLabel('Data início').click()
    const menu = this.page.getByRole('dialog', { name: 'Selecionar período' })
    await menu.getByRole('button', { name: first }).click()
    await menu.getByRole('button', { name: last }).click()
    await expect(menu).toBeHidden()
  }
}

/** The React Query cache this browser saved for offline use (IndexedDB 'aawz-consultas'), as text. */
export async function savedQueries(page: Page): Promise<string | null> {
  const saved = await readSaved(page, 'aawz-consultas', 'kv', 'aawz:consultas')
  return typeof saved === 'string' ? saved : null
}
