import { expect, type Page } from '@playwright/test'

export const DEMO_PASSWORD = 'demo1234'
export const demoAccounts = {
  equipe: 'equipe@demo.local',
  gestor: 'gestor@demo.local',
  assessor: 'assessor@demo.local',
  planejador: 'planejador@demo.local',
  cliente: 'cliente@demo.local',
} as const
export type DemoRole = keyof typeof demoAccounts

export class LoginPage {
  constructor(private readonly page: Page) {}

  async open() {
    await this.page.goto('login')
    await expect(this.page.getByRole('heading', { name: 'Entrar' })).toBeVisible()
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('E-mail').fill(email)
    await this.page.getByLabel('Senha', { exact: true }).fill(password)
    await this.page.getByRole('button', { name: 'Entrar' }).click()
  }

  /** Logs in as a demo role and waits for the home page. */
  async signInAs(role: DemoRole) {
    await this.open()
    await this.signIn(demoAccounts[role])
    await expect(this.page).toHaveURL(/\/admin\/home$/)
    await expect(this.page.getByRole('heading', { name: /Visão Geral|Olá,/ })).toBeVisible()
  }
}
