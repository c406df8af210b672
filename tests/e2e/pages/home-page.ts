import { expect, type Page } from '@playwright/test'
import { savedQueries } from './dre-page'

export class HomePage {
  constructor(readonly page: Page) {}

  get notes() {
    return this.page.getByTestId('anotacao')
  }

  note(text: string) {
    return this.notes.filter({ hasText: text })
  }

  async addNote(text: string) {
    await this.page.getByLabel('Nova anotação').fill(text)
    await this.page.getByRole('button', { name: 'Adicionar' }).click()
    await expect(this.note(text)).toBeVisible()
  }

  async editNote(from: string, to: string) {
    await this.note(from).getByRole('button', { name: 'Editar anotação' }).click()
    await this.page.getByLabel('Texto da anotação').fill(to)
    await this.page.getByRole('button', { name: 'Salvar anotação' }).click()
  }

  get pendingButton() {
    return this.page.getByTestId('pendentes')
  }

  /** Waits until the service worker controls the page, so navigations work offline. */
  async waitForServiceWorker() {
    await this.page.evaluate(async () => {
      await navigator.serviceWorker.ready
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        )
      }
    })
  }

  /**
   * The office figures are on screen, the service worker controls the page and the figures are saved in this
   * browser: what a user has before the connection drops. Answers the 'Clientes' figure shown.
   */
  async readyForOffline(): Promise<string | null> {
    await this.waitForServiceWorker()
    const clients = this.page.getByTestId('kpi-clientes')
    await expect(clients).toContainText(/\d+/)
    await expect.poll(() => savedQueries(this.page).then((saved) => saved?.includes('overview') ?? false)).toBe(true)
    return clients.textContent()
  }
}
