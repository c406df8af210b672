import { expect, type Locator, type Page } from '@playwright/test'

/** /aawz-intelligence/chat-ia: the AI assistant. */
export class AssistantPage {
  readonly conversations: Locator
  readonly suggestions: Locator
  readonly question: Locator
  readonly lastAnswer: Locator

  constructor(private readonly page: Page) {
    this.conversations = page.getByRole('navigation', { name: 'Conversas' })
    this.suggestions = page.getByRole('region', { name: 'Sugestões de perguntas' })
    this.question = page.getByRole('textbox', { name: 'Pergunta' })
    this.lastAnswer = page.getByRole('article', { name: 'Resposta do assistente' }).last()
  }

  async open() {
    await this.page.goto('aawz-intelligence/chat-ia')
    await expect(this.page.getByRole('heading', { name: 'AAWZ Intelligence' })).toBeVisible()
  }

  thinking(answer = this.lastAnswer) {
    return answer.getByRole('region', { name: 'Raciocínio' })
  }

  sources(answer = this.lastAnswer) {
    return answer.getByRole('navigation', { name: 'Fontes' })
  }
}
