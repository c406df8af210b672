import { expect, type Locator, type Page } from '@playwright/test'

/** /admin/sample, the catalogue of shared pieces. */
export class CataloguePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('sample')
    await expect(this.page.getByRole('heading', { name: 'Catálogo de componentes' })).toBeVisible()
  }

  /** The month-range filter without 'Filtrar'. */
  get rangeFilter() {
    return new MonthRangeFilterObject(this.page, this.page.getByTestId('filtro-periodo'))
  }

  get rangeValue() {
    return this.page.getByTestId('periodo-valor')
  }

  get singleUpload() {
    return this.page.getByTestId('upload-unico')
  }

  button(name: string) {
    return this.page.getByRole('button', { name, exact: true })
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name })
  }
}

export class MonthRangeFilterObject {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}

  get start() {
    return this.root.getByRole('combobox', { name: 'Data início' })
  }

  get end() {
    return this.root.getByRole('combobox', { name: 'Data fim' })
  }

  get menu() {
    return this.page.getByRole('dialog', { name: 'Selecionar período' })
  }

  async openMenu() {
    await this.start.click()
    await expect(this.menu).toBeVisible()
  }

  month(name: string, year: number) {
    return this.menu.getByRole('button', { name: `${name} de ${year}` })
  }

  quick(option: string) {
    return this.menu.getByRole('button', { name: option, exact: true })
  }

  get year() {
    return this.menu.getByTestId('ano-selecionado')
  }
}
