import { expect, type Page } from '@playwright/test'

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
}
