import { expect, type Page } from '@playwright/test'

/** A bills page under /bpo (Contas a pagar, Pagar contas, Contas a receber): filters, totals, list and dialogs. */
export class BpoBillsPage {
  constructor(readonly page: Page) {}

  async open(path: string, title: string) {
    await this.page.goto(`bpo/${path}`)
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  }

  /** Types into the list's 'Cliente/pagador' filter, first unfolding the filters on a phone. */
  async searchPayer(text: string) {
    // Below Tailwind's `sm` (640 px) the filters fold behind 'Filtros'.
    if ((this.page.viewportSize()?.width ?? 1366) < 640) {
      await this.page.getByRole('button', { name: /^Filtros/, expanded: false }).click()
    }
    await this.page.getByLabel('Cliente/pagador').fill(text)
  }

  row(text: string) {
    return this.page.getByTestId('conta').filter({ hasText: text })
  }

  /**
   * Scrolls the list down until a row with this text is drawn (a long list draws only the rows near the view), then
   * brings it into view: again if the list redraws it meanwhile (a refresh replacing a row saved a moment ago).
   */
  async reveal(text: string) {
    const row = this.row(text).first()
    await expect(async () => {
      if ((await row.count()) === 0) await this.page.getByTestId('conta').last().scrollIntoViewIfNeeded()
      await row.scrollIntoViewIfNeeded({ timeout: 1_000 })
    }).toPass({ timeout: 15_000 })
    await expect(row).toBeVisible()
  }

  /** The totals card of a status: its count and its sum. */
  total(status: string) {
    const card = this.page.getByTestId(`total-${status}`)
    return { count: card.getByTestId('quantidade'), sum: card.getByTestId('soma') }
  }

  get dialog() {
    return this.page.getByRole('dialog')
  }

  field(label: string) {
    return this.dialog.getByLabel(label, { exact: true })
  }

  async startNew() {
    await this.page.getByRole('button', { name: 'Nova conta' }).click()
    await expect(this.dialog).toBeVisible()
  }

  async fill(fields: Record<string, string>) {
    for (const [label, value] of Object.entries(fields)) {
      const field = this.field(label)
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption({ label: value })
      else await field.fill(value)
    }
  }

  async save() {
    await this.dialog.getByRole('button', { name: 'Salvar' }).click()
  }

  async pay(description: string) {
    await this.row(description)
      .getByRole('button', { name: `Pagar ${description}` })
      .click()
    await expect(this.dialog).toBeVisible()
    await this.dialog.getByRole('button', { name: 'Pagar', exact: true }).click()
    await expect(this.dialog).toBeHidden()
  }

  /** The gestor approves the payables named (office 3 asks for approval before a payment). */
  async approve(...descriptions: string[]) {
    for (const d of descriptions) await this.page.getByLabel(`Selecionar ${d}`).check()
    await this.page.getByRole('button', { name: 'Aprovar selecionadas' }).click()
    const dialog = this.page.getByRole('dialog', { name: 'Aprovar pagamentos' })
    await dialog.getByRole('button', { name: 'Aprovar', exact: true }).click()
    await expect(dialog).toBeHidden()
    for (const d of descriptions) await expect(this.row(d).getByTestId('aprovacao')).toHaveText('Aprovado')
    // The approval has reached the server and each row holds its answer (no longer marked 'pendente').
    for (const d of descriptions) await expect(this.row(d)).not.toContainText('pendente')
  }

  async edit(description: string) {
    await this.row(description)
      .getByRole('button', { name: `Editar ${description}` })
      .click()
    await expect(this.dialog).toBeVisible()
  }
}
