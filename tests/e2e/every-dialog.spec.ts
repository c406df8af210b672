import { expect, type Page, test } from '@playwright/test'
import { dialogProblems, layoutProblems, seriousViolations, tableCellProblems, watchConsole } from './page-audit'
import { installSession, signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// The dialogs, sheets and drawers of the built pages, opened the way a user opens them, on a touch phone and on a
// wide screen: each fits the screen (its close button and actions reachable, scrolling inside itself when
// long), the page behind does not scroll sideways, nothing is logged as an error and axe finds no serious or
// critical WCAG 2.1 A/AA violation. E2E_SCREENSHOTS=<folder> also saves each one.

test.use({ actionTimeout: 15_000 })

type Opener = { name: string; path: string; open: (page: Page) => Promise<void>; phoneOnly?: boolean }

const button = (name: string) => (page: Page) => page.getByRole('button', { name, exact: true }).first().click()
const profileItem = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name: 'Menu do perfil' }).click()
  await page.getByRole('menuitem', { name }).click()
}

/** The first open payable due today that can still be split: its row menu's item `item`. */
const billMenuItem = (item: string) => async (page: Page) => {
  const rows = page.getByTestId('conta')
  await rows.first().waitFor()
  for (let i = 0; i < (await rows.count()); i++) {
    await rows
      .nth(i)
      .getByRole('button', { name: /^Mais ações/ })
      .click()
    const entry = page.getByRole('menuitem', { name: item })
    if (await entry.isEnabled()) return entry.click()
    await page.keyboard.press('Escape')
  }
  throw new Error(`nenhuma conta com '${item}'`)
}

const gestorDialogs: Opener[] = [
  { name: 'menu', path: 'home', open: button('Abrir menu'), phoneOnly: true },
  {
    name: 'notificacoes',
    path: 'home',
    open: (page) => page.getByRole('button', { name: /^Minhas notificações/ }).click(),
  },
  { name: 'sugestao', path: 'home', open: profileItem('Enviar sugestão') },
  { name: 'alterar-senha', path: 'home', open: profileItem('Alterar senha') },
  {
    name: 'lancamentos-dre',
    path: 'dre/dres/dre-pj?inicio=2026-01&fim=2026-03',
    open: (page) =>
      page
        .getByRole('button', { name: /ver lançamentos/ })
        .first()
        .click(),
  },
  { name: 'baixar-dre', path: 'dre/dres/dre-pj?inicio=2026-01&fim=2026-03', open: button('Baixar DRE') },
  { name: 'dre-email', path: 'dre/dres/dre-pj?inicio=2026-01&fim=2026-03', open: button('Enviar por e-mail') },
  { name: 'saldo-inicial', path: 'financeiro/dfc?inicio=2026-01&fim=2026-10', open: button('Saldo inicial') },
  { name: 'novo-profissional', path: 'professional/acessos', open: button('Novo profissional') },
  { name: 'regras-aprovacao', path: 'bpo/erp', open: button('Regras de aprovação') },
  { name: 'etapa-erp', path: 'bpo/contas_a_pagar?status=a_vencer', open: billMenuItem('Etapa do ERP') },
  { name: 'parcelar', path: 'bpo/contas_a_pagar?status=a_vencer', open: billMenuItem('Parcelar') },
  { name: 'repetir', path: 'bpo/contas_a_pagar?status=a_vencer', open: billMenuItem('Repetir') },
  { name: 'selecionar-cliente', path: 'carteira', open: button('Selecionar cliente') },
  {
    name: 'novo-cliente',
    path: 'carteira',
    open: async (page) => {
      await button('Selecionar cliente')(page)
      const select = page.getByRole('dialog', { name: 'Selecionar cliente' })
      // '+ Cliente' is offered when the search finds no one.
      await select.getByRole('searchbox', { name: 'Pesquisar outro cliente' }).fill('Ninguém com este nome')
      await select.getByRole('button', { name: '+ Cliente' }).click()
    },
  },
  { name: 'novo-fornecedor', path: 'bpo/manager/providers', open: button('Novo registro') },
  { name: 'conversas-ia', path: 'aawz-intelligence/chat-ia', open: button('Conversas'), phoneOnly: true },
  { name: 'regra-cobranca', path: 'contratacoes/regras', open: button('Nova regra') },
  { name: 'nova-assinatura', path: 'recorrencia', open: button('Nova assinatura') },
  { name: 'novo-parcelamento', path: 'parcela', open: button('Novo parcelamento') },
  { name: 'nova-requisicao', path: 'bpo/requisicoes', open: button('Nova requisição') },
  // A demo request (seed-requests.ts) opened by its link, as a colleague's link opens it.
  { name: 'requisicao', path: 'bpo/requisicoes?requisicao=01936d2a-0000-7000-8000-000000000002', open: async () => {} },
  {
    name: 'remover-anotacao',
    path: 'home',
    // Its own note, so the walk does not lean on an earlier test having left one.
    open: async (page) => {
      await page.getByLabel('Nova anotação').fill('Anotação do passeio pelos diálogos')
      await page.getByRole('button', { name: 'Adicionar', exact: true }).click()
      await button('Remover anotação')(page)
    },
  },
  { name: 'ajuste-dfc', path: 'financeiro/dfc?inicio=2026-01&fim=2026-10', open: button('Ajuste') },
  { name: 'nova-conta', path: 'bpo/contas_a_pagar?status=a_vencer', open: button('Nova conta') },
  {
    name: 'pagar-conta',
    path: 'bpo/contas_a_pagar?status=a_vencer',
    open: (page) =>
      page
        .getByTestId('conta')
        .first()
        .getByRole('button', { name: /^Pagar / })
        .click(),
  },
  { name: 'regra-comissao', path: 'comissoes/modelos', open: button('Nova regra') },
  { name: 'nova-sala', path: 'salas', open: button('Nova sala') },
  { name: 'verificacoes', path: 'validation/home', open: button('Verificações') },
  {
    name: 'previa-anexo',
    path: 'bpo/anexos?origem=requisicao',
    open: (page) =>
      page
        .getByRole('button', { name: /^Visualizar / })
        .first()
        .click(),
  },
]

const staffDialogs: Opener[] = [
  { name: 'crawler-rf', path: 'ativos', open: button('Executar crawler RF') },
  { name: 'novo-escritorio', path: 'settings/offices', open: button('Novo escritório') },
  {
    name: 'dados-parceiro',
    path: 'settings/offices',
    open: (page) =>
      page
        .getByRole('button', { name: /^Dados de parceiro de / })
        .first()
        .click(),
  },
]

const SCREENS = [
  {
    name: 'celular 390×844',
    phone: true,
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  },
  { name: 'tela 1440×900', phone: false, options: { viewport: { width: 1440, height: 900 } } },
] as const

async function auditDialog(page: Page, opener: Opener, label: string, errors: ReturnType<typeof watchConsole>) {
  await page.goto(opener.path)
  await expect(page.locator('h1').first()).toBeVisible()
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 15_000 })
  await opener.open(page)
  const dialog = page.getByRole('dialog').last()
  await expect(dialog).toBeVisible()
  // Dialogs slide or zoom in: measure them where they come to rest. Spinners (infinite animations, such as a
  // sync or an e-mail in progress on the page behind) never rest and move nothing.
  await expect(dialog).not.toHaveAttribute('data-state', 'closed')
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  )
  const problems = [
    ...(await dialogProblems(page)),
    ...(await layoutProblems(page)),
    ...(await tableCellProblems(page)),
    ...(await seriousViolations(page)),
    ...errors.take(),
  ]
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${label}-${opener.name}.png` })
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toHaveCount(0)
  return problems.map((problem) => `${opener.name}: ${problem}`)
}

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.options)

    for (const [role, openers] of [
      ['gestor', gestorDialogs],
      ['equipe', staffDialogs],
    ] as const) {
      test(`${role}: every dialog and sheet fits, has no console error and passes axe`, async ({ page }) => {
        // About 15 s a dialog on a busy two-core machine: the walk grows with the dialogs it opens.
        test.setTimeout(openers.length * 15_000 + 60_000)
        // Staff pick the office in the top bar (from the home); the gestor's first dialog opens its page directly.
        if (role === 'equipe') {
          await signInByApi(page, role)
          await new Shell(page).selectOffice('AAWZ Assessoria')
        } else await installSession(page, role)
        const errors = watchConsole(page)
        const problems: string[] = []
        for (const opener of openers.filter((o) => screen.phone || !o.phoneOnly))
          problems.push(...(await auditDialog(page, opener, `${screen.options.viewport.width}-${role}`, errors)))
        expect(problems).toEqual([])
      })
    }
  })
}
