import { expect, type Locator, type Page } from '@playwright/test'

/** /comissoes/*: the models (rules) and the month's computation. */
export class CommissionsPage {
  constructor(readonly page: Page) {}

  get dialog() {
    return this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('heading') })
      .first()
  }

  async openRules() {
    await this.page.goto('comissoes/modelos')
    await expect(this.page.getByRole('heading', { name: 'Modelos de planilha de comissões' })).toBeVisible()
  }

  rule(name: string): Locator {
    return this.page.getByTestId('regra-comissao').filter({ hasText: name })
  }

  /** Picks 'Março de 2025' in a month field of the open rule dialog. */
  async pickMonth(label: string, month: string) {
    await this.page.getByRole('combobox', { name: label }).click()
    const menu = this.page.getByRole('dialog', { name: `Selecionar ${label.toLowerCase()}` })
    const year = Number(month.slice(-4))
    for (;;) {
      const shown = Number(await menu.getByTestId('ano-selecionado').textContent())
      if (shown === year) break
      await menu.getByRole('button', { name: shown > year ? 'Ano anterior' : 'Próximo ano' }).click()
      await expect(menu.getByTestId('ano-selecionado')).not.toHaveText(String(shown))
    }
    await menu.getByRole('button', { name: month }).click()
    await expect(menu).toHaveCount(0)
  }

  /** Fills the rule dialog for one advisor, one percentage, a validity of one month. */
  async fillAdvisorRule(rule: { nome: string; profissional: string; percentual: string; mes: string }) {
    const form = this.page.getByRole('dialog', { name: /regra de comissão/ })
    await form.getByLabel('Nome').fill(rule.nome)
    await form.getByLabel('Quem recebe').selectOption({ label: 'Um profissional' })
    await form.getByLabel('Profissional', { exact: true }).selectOption({ label: rule.profissional })
    await form.getByLabel('Faixa 1: percentual').fill(rule.percentual)
    await this.pickMonth('Vigência: início', rule.mes)
    await this.pickMonth('Vigência: fim (opcional)', rule.mes)
    return form
  }

  async openMonth(mes: string) {
    await this.page.goto(`comissoes/apuracao?mes=${mes}`)
    await expect(this.page.getByRole('heading', { name: 'Apuração de comissões' })).toBeVisible()
  }

  advisor(name: string): Locator {
    return this.page.getByTestId('comissao-profissional').filter({ hasText: name })
  }

  get status() {
    return this.page.getByTestId('comissao-situacao')
  }

  /** Clicks an action and confirms it in the generic modal. */
  async confirm(action: 'Aprovar' | 'Reabrir', title: RegExp) {
    await this.page.getByRole('button', { name: action, exact: true }).click()
    const modal = this.page.getByRole('dialog', { name: title })
    await modal.getByRole('button', { name: action, exact: true }).click()
    await expect(modal).toHaveCount(0)
  }
}
