import { expect, type Page } from '@playwright/test'

/** 'Minhas notificações', the drawer behind the bell in the top bar. */
export class NotificationsDrawer {
  constructor(readonly page: Page) {}

  get bell() {
    return this.page.getByRole('button', { name: /^Minhas notificações/ })
  }

  get panel() {
    return this.page.getByRole('dialog', { name: 'Minhas notificações' })
  }

  /** A day's lines (its title and notifications): 'Hoje', 'Ontem' or a date. */
  day(label: string) {
    return this.panel.locator(`[data-dia="${label}"]`)
  }

  dayTitle(label: string) {
    return this.panel.getByRole('heading', { name: label })
  }

  async markAllRead() {
    await this.panel.getByRole('button', { name: 'Marcar todas como lidas' }).click()
  }

  item(title: string) {
    return this.panel.getByTestId('notificacao').filter({ hasText: title })
  }

  async open() {
    await this.bell.click()
    await expect(this.panel).toBeVisible()
  }

  async close() {
    await this.page.keyboard.press('Escape')
    await expect(this.panel).toBeHidden()
  }

  /** Opens the notification (marking it read); one without a route keeps the drawer open. */
  async read(title: string) {
    await this.item(title).getByRole('button').click()
    await expect(this.item(title)).toHaveAttribute('data-lida', 'true')
  }
}
