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

/**
 * Logs the page in as a demo role without the login form (the form is the subject of foundation's and
 * password-reset's tests): POSTs /login as the web app does and stores its answer where the app keeps the session
 * (localStorage 'aawz:session'), written from the server's tiny /healthz page of the same origin, so no app load.
 * The test then opens its page.
 */
export async function installSession(page: Page, role: DemoRole) {
  const response = await page.request.post('/login', {
    data: { email: demoAccounts[role], password: DEMO_PASSWORD },
  })
  expect(response.ok(), `login de ${role}: HTTP ${response.status()}`).toBe(true)
  const user = await response.json()
  await page.goto('/healthz')
  await page.evaluate((session) => localStorage.setItem('aawz:session', JSON.stringify(session)), user)
}

/** installSession, then opens `path`: the home by default, waiting for its heading as signInAs does. */
export async function signInByApi(page: Page, role: DemoRole, path = 'home') {
  await installSession(page, role)
  await page.goto(path)
  if (path === 'home') await expect(page.getByRole('heading', { name: /Visão Geral|Olá,/ })).toBeVisible()
}
