import { expect, type Page } from '@playwright/test'
import { Shell } from './shell'

/** 'Conversas': the rooms list, the open room and the menu's unread badge. */
export class RoomsPage {
  constructor(readonly page: Page) {}

  /** The unread total beside 'Conversas' in the menu (absent at 0). */
  get menuBadge() {
    return new Shell(this.page).menu.getByTestId('salas-nao-lidas')
  }

  /** The room named `name` (not one whose last message is by someone of that name). */
  room(name: string) {
    return this.page.getByTestId('sala').filter({ has: this.page.getByText(name, { exact: true }) })
  }

  get messages() {
    return this.page.getByRole('log', { name: 'Mensagens' }).getByTestId('mensagem-sala')
  }

  /** The read receipts under the messages ('Visto', 'Visto por …'). */
  get receipts() {
    return this.page.getByRole('log', { name: 'Mensagens' }).getByTestId('leitura-sala')
  }

  get box() {
    return this.page.getByRole('textbox', { name: 'Mensagem' })
  }

  async openFromMenu() {
    await new Shell(this.page).menu.getByRole('link', { name: /^Conversas/ }).click()
    await expect(this.page.getByRole('heading', { name: 'Conversas', level: 1 })).toBeVisible()
  }

  async openRoom(name: string) {
    await this.room(name).getByRole('link').click()
    await expect(this.page.getByRole('heading', { name, level: 2 })).toBeVisible()
  }

  async send(text: string) {
    await this.box.fill(text)
    await this.page.getByRole('button', { name: 'Enviar' }).click()
    await expect(this.messages.filter({ hasText: text })).toBeVisible()
    await expect(this.box).toHaveValue('')
  }
}
