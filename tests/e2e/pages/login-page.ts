import { type APIRequestContext, expect, type Page } from '@playwright/test'
import { CODE_REUSED } from '../../../src/contracts/security'
import { securityPaths } from '../../../src/contracts/security-paths'
import { type Post, signInWithDemoCode, totpCodes } from '../../support/demo-sign-in'

export const DEMO_PASSWORD = 'demo1234'
export const demoAccounts = {
  equipe: 'equipe@demo.local',
  gestor: 'gestor@demo.local',
  assessor: 'assessor@demo.local',
  planejador: 'planejador@demo.local',
  cliente: 'cliente@demo.local',
} as const
export type DemoRole = keyof typeof demoAccounts

/** The demo staff account's TOTP codes in this worker: the suite's server has one database (each code signs in once). */
export const staffCodes = totpCodes()

const requestPost =
  (request: APIRequestContext): Post =>
  async (path, data) => {
    const res = await request.post(path, { data })
    return { status: res.status(), body: await res.json() }
  }

type LoginAnswer = { token: string } & Record<string, unknown>
/** Whose hands a staff session is in: a test's API calls, or a browser page (which may log it out). */
type Holder = 'api' | 'browser'

/**
 * The demo staff sessions of this worker, one per holder, reused while the server still accepts them: each staff
 * login spends a TOTP time step (three usable per 30 s), so logging staff in for every test would wait for the clock.
 * A page that logs out ends only the browser's, never the token a test holds for its API calls.
 */
const staffSessions = new Map<Holder, LoginAnswer>()

async function stillValid(request: APIRequestContext, session: LoginAnswer) {
  const res = await request.get(securityPaths.sessions, { headers: { authorization: session.token } })
  return res.status() === 200
}

/** Logs `email` in by API as the web app does (the demo staff account with its second factor): its answer. */
export async function apiLogin(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
  holder: Holder = 'api',
) {
  const staff = email === demoAccounts.equipe && password === DEMO_PASSWORD
  const kept = staff ? staffSessions.get(holder) : undefined
  if (kept && (await stillValid(request, kept))) return kept
  const res = await signInWithDemoCode(requestPost(request), email, password, staffCodes)
  expect(res.status, `login de ${email}: HTTP ${res.status} ${JSON.stringify(res.body)}`).toBe(200)
  const answer = res.body as LoginAnswer
  if (staff) staffSessions.set(holder, answer)
  return answer
}

/** A session token of `email`, logged in by API. */
export const apiToken = async (request: APIRequestContext, email: string) => (await apiLogin(request, email)).token

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

  /**
   * The login's second step with the demo staff account's next code; a code already used (by another worker) is
   * followed by a later one.
   */
  async enterStaffCode() {
    const field = this.page.getByLabel('Código de verificação')
    for (let attempt = 0; attempt < 4; attempt++) {
      await field.fill(await staffCodes())
      await this.page.getByRole('button', { name: 'Verificar' }).click()
      const reused = this.page.getByRole('alert').filter({ hasText: CODE_REUSED })
      await expect(reused.or(field)).toBeVisible()
      await this.page.waitForURL(/\/admin\/home$/, { timeout: 2_000 }).catch(() => undefined)
      if (!(await reused.isVisible())) return
    }
  }

  /** Logs in as a demo role (staff through the second step) and waits for the home page. */
  async signInAs(role: DemoRole) {
    await this.open()
    await this.signIn(demoAccounts[role])
    if (role === 'equipe') await this.enterStaffCode()
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
  const user = await apiLogin(page.request, demoAccounts[role], DEMO_PASSWORD, 'browser')
  await page.goto('/healthz')
  await page.evaluate((session) => localStorage.setItem('aawz:session', JSON.stringify(session)), user)
}

/** installSession, then opens `path`: the home by default, waiting for its heading as signInAs does. */
export async function signInByApi(page: Page, role: DemoRole, path = 'home') {
  await installSession(page, role)
  await page.goto(path)
  if (path === 'home') await expect(page.getByRole('heading', { name: /Visão Geral|Olá,/ })).toBeVisible()
}
