import { expect, type Page, test } from '@playwright/test'
import { AssistantPage } from './pages/assistant-page'
import { installSession, signInByApi } from './pages/login-page'

// Offline work needs the service worker the suite blocks elsewhere (playwright.config.ts).
test.use({ serviceWorkers: 'allow' })

// /validation/home (Alertas) and /versoes (Versões atuais) as their users see them, at 1440 px and on a 390 px phone.

const shot = (name: string) => `test-results/validation-${name}.png`
const widths = [
  { name: '1440', size: { width: 1440, height: 900 } },
  { name: '390', size: { width: 390, height: 844 } },
]
/** Fails when the page is wider than the screen (something would need a sideways scroll). */
const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)

test.describe('alerts', () => {
  test("a gestor sees the office's alerts, opens an overdue bill from one and comments on an alert", async ({
    page,
  }) => {
    await signInByApi(page, 'gestor', 'validation/home')
    await expect(page.getByRole('heading', { name: 'Alertas' })).toBeVisible()
    for (const code of ['dre-sem-dados', 'contas-atrasadas', 'dataroom-faltando', 'caixa-negativo'])
      await expect(page.getByTestId(`alerta-${code}`)).toBeVisible()
    await expect(page.getByTestId('simulacoes')).toBeVisible()
    const overdue = page.getByTestId('alerta-contas-atrasadas')
    await expect(overdue.getByText('Pendente')).toBeVisible()
    await expect(overdue.getByTestId('alerta-resumo')).toHaveText(/contas? a pagar atrasadas?, R\$/)

    for (const w of widths) {
      await page.setViewportSize(w.size)
      await noSidewaysScroll(page)
      await page.screenshot({ path: shot(`home-${w.name}`), fullPage: true })
    }
    await page.setViewportSize(widths[0].size)

    // A comment on the alert, kept on the server: it is there after a reload.
    await overdue.getByRole('button', { name: 'Comentar' }).click()
    await overdue.getByLabel('Comentário do escritório').fill('Fornecedor renegociou para o dia 10.')
    await overdue.getByRole('button', { name: 'Salvar comentário' }).click()
    await expect(overdue.getByTestId('alerta-comentario')).toContainText('Fornecedor renegociou para o dia 10.')
    await page.reload()
    await expect(page.getByTestId('alerta-contas-atrasadas').getByTestId('alerta-comentario')).toContainText('Gabriela')

    // Each overdue bill links to the bill itself: the payables list of its month with that bill open.
    const first = page.getByRole('list', { name: 'Itens: Contas a pagar atrasadas' }).getByRole('link').first()
    const label = (await first.textContent()) ?? ''
    await first.click()
    await expect(page).toHaveURL(/\/admin\/bpo\/contas_a_pagar\?.*titulo=\d+/)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await expect(dialog.getByLabel('Descrição')).toHaveValue(label.split(' · ')[1])
  })

  test("'Verificações' turns a check off and it leaves the page", async ({ page }) => {
    await signInByApi(page, 'gestor', 'validation/home')
    await expect(page.getByTestId('alerta-caixa-negativo')).toBeVisible()
    await page.getByRole('button', { name: 'Verificações' }).click()
    const row = page.getByTestId('verificacao-caixa-negativo')
    await row.getByLabel('Verificação ativa').uncheck()
    await row.getByRole('button', { name: 'Salvar' }).click()
    await page.screenshot({ path: shot('checks-1440') })
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('alerta-caixa-negativo')).toHaveCount(0)
    await page.getByRole('button', { name: 'Verificações' }).click()
    await row.getByLabel('Verificação ativa').check()
    await row.getByRole('button', { name: 'Salvar' }).click()
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('alerta-caixa-negativo')).toBeVisible()
  })

  test('staff see every office', async ({ page }) => {
    await signInByApi(page, 'equipe', 'validation/home')
    await expect(page.getByRole('heading', { name: 'AAWZ Assessoria' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Aurora Investimentos' })).toBeVisible()
  })
})

test.describe('assistant over payables', () => {
  test('a gestor asks for overdue payables: the answer cites each bill, and a source opens the bill', async ({
    page,
  }) => {
    await installSession(page, 'gestor')
    const assistant = new AssistantPage(page)
    await assistant.open()
    await assistant.suggestions.getByRole('button', { name: 'Quais contas a pagar estão atrasadas?' }).click()
    const answer = assistant.lastAnswer
    await expect(assistant.thinking(answer)).toContainText('Consultei as contas a pagar atrasadas.')
    await expect(answer).toContainText(/Há \d+ contas a pagar atrasadas, somando R\$/)
    const sources = assistant.sources(answer)
    await expect(sources.getByRole('link', { name: 'Contas a pagar atrasadas' })).toBeVisible()
    const bill = sources.getByRole('link', { name: /\(vence \d{2}\/\d{2}\/\d{4}\)/ }).first()
    const description = ((await bill.textContent()) ?? '').replace(/ \(vence .*$/, '')
    await page.screenshot({ path: shot('assistant-1440') })
    await bill.click()
    await expect(page).toHaveURL(/\/admin\/bpo\/contas_a_pagar\?.*titulo=\d+/)
    await expect(page.getByRole('dialog').getByLabel('Descrição')).toHaveValue(description)
  })
})

test.describe('/versoes', () => {
  test('staff see the web app, service worker, server and database versions', async ({ page }) => {
    await signInByApi(page, 'equipe', 'versoes')
    await expect(page.getByRole('heading', { name: 'Versões atuais' })).toBeVisible()
    const app = (await page.getByTestId('versao-app').getByTestId('valor-Build').textContent()) ?? ''
    expect(app.length).toBeGreaterThan(3)
    await expect(page.getByTestId('versao-banco').getByTestId('valor-Última migração')).toHaveText(/^\d{4}_/)
    await expect(page.getByTestId('versao-servidor').getByTestId('valor-Build')).toHaveText(app)
    // The service worker registers once the first page settles; it then answers the same build.
    await expect
      .poll(
        async () => {
          await page.reload()
          return page.getByTestId('versao-sw').getByTestId('valor-Build').textContent({ timeout: 5000 })
        },
        { timeout: 30_000 },
      )
      .toBe(app)
    await expect(page.getByTestId('versao-sw').getByText('Ativo')).toBeVisible()
    for (const w of widths) {
      await page.setViewportSize(w.size)
      await noSidewaysScroll(page)
      await page.screenshot({ path: shot(`versoes-${w.name}`), fullPage: true })
    }
  })
})
