import { expect, type Page, test } from '@playwright/test'
import { ALL_ROLES } from '../../src/lib/roles'
import { pagesFor, publicPages } from './built-pages'
import {
  layoutProblems,
  openInApp,
  seriousViolations,
  settle,
  spilledTextProblems,
  tableCellProblems,
  watchConsole,
} from './page-audit'
import { signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

// Every built page, on a touch phone as every demo role that may open it and on a wide screen as staff (whose walk
// covers every page; the other roles' pages are the same components over less data): the page never
// scrolls sideways, no control sits off-screen, no text is wider than its box, no table column is squeezed (words or amounts broken across lines, text
// cut to a few characters), nothing is written to the console as an error, and axe-core
// finds no serious or critical WCAG 2.1 A/AA violation. E2E_SCREENSHOTS=<folder> also saves each page.

const SCREENS = [
  {
    name: 'celular 390×844',
    options: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    roles: ALL_ROLES,
  },
  { name: 'tela 1440×900', options: { viewport: { width: 1440, height: 900 } }, roles: ['equipe'] },
] as const

async function audit(page: Page, path: string, label: string, errors: ReturnType<typeof watchConsole>) {
  await openInApp(page, path.slice(1))
  const problems: string[] = []
  try {
    await settle(page)
  } catch {
    problems.push('não terminou de carregar')
  }
  if (await page.getByRole('heading', { name: 'Algo deu errado' }).count()) problems.push("mostra 'Algo deu errado'")
  problems.push(
    ...(await layoutProblems(page)),
    ...(await spilledTextProblems(page)),
    ...(await tableCellProblems(page)),
    ...(await seriousViolations(page)),
    ...errors.take(),
  )
  const folder = process.env.E2E_SCREENSHOTS
  if (folder) await page.screenshot({ path: `${folder}/${label}${path.replaceAll('/', '_')}.png`, fullPage: true })
  return problems.map((problem) => `${path}: ${problem}`)
}

// The table check itself, on the faults the issue found by eye: a client name squeezed to nothing, line names cut
// to a few characters, 'R$' wrapped apart from its number, a word broken across lines, a frozen label drawn over
// by the figures scrolling under it ('Saldo inicia2.884.840,62').
test('the table check finds squeezed columns, wrapped amounts and broken words', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.setContent(`
    <table style="table-layout: fixed; width: 600px; font: 14px sans-serif; border-spacing: 0">
      <tr>
        <td style="width: 2px; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Helena Prado Assis</td>
        <td style="width: 48px"><span style="display: block; overflow: hidden; text-overflow: ellipsis; white-space: nowrap">Receita bruta de serviços</span></td>
        <td style="width: 60px">R$ 1.234.567,89</td>
        <td style="width: 40px; overflow-wrap: anywhere">Parametrização</td>
        <td><span class="sr-only" style="position: absolute; width: 1px; height: 1px; overflow: hidden">Ações da linha</span></td>
        <td style="white-space: nowrap">R$&nbsp;2.918.886,00</td>
        <th style="position: sticky; left: 0; background: rgb(255 255 255 / 0.6)">Saldo inicial</th>
        <th style="position: sticky; right: 0; background: white">Total</th>
      </tr>
    </table>`)
  const problems = await tableCellProblems(page)
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^coluna espremida .*'Helena Prado Assis'/),
      expect.stringMatching(/^coluna espremida .*'Receita bruta de serviços'/),
      "valor quebrado em linhas numa tabela: 'R$ 1.234.567,89'",
      "palavra partida em linhas numa tabela: 'Parametrização'",
      "célula fixa sem fundo opaco numa tabela: 'Saldo inicial'",
    ]),
  )
  expect(problems.join('\n')).not.toMatch(/Ações da linha|2\.918\.886|Total/)
})

// The fault found by eye at 390 px: a month's total wider than its card ('R$ 211.492,88' in a half-width card).
test('the text check finds a figure wider than its card and leaves clipped text alone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.setContent(`
    <div style="width: 120px; font: 600 20px sans-serif; white-space: nowrap">
      <p>R$ 211.492,88</p>
      <p style="overflow: hidden; text-overflow: ellipsis">Receita bruta de serviços</p>
      <p style="white-space: normal">Total do mês</p>
    </div>`)
  expect(await spilledTextProblems(page)).toEqual([
    expect.stringMatching(/^texto maior que a sua caixa: 'R\$ 211\.492,88'/),
  ])
})

test('the axe check finds an unnamed button and unreadable contrast', async ({ page }) => {
  await page.setContent(`
    <main lang="pt-BR"><h1>Teste</h1>
      <button><svg width="16" height="16"></svg></button>
      <p style="color: #ddd; background: #fff">Saldo do dia</p>
    </main>`)
  const problems = await seriousViolations(page)
  expect(problems).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^axe button-name: /),
      expect.stringMatching(/^axe color-contrast: /),
    ]),
  )
})

for (const screen of SCREENS) {
  test.describe(screen.name, () => {
    test.use(screen.options)

    test('public pages fit and pass axe', async ({ page }) => {
      const errors = watchConsole(page)
      const problems: string[] = []
      for (const path of publicPages)
        problems.push(...(await audit(page, path, `${screen.options.viewport.width}-publico`, errors)))
      expect(problems).toEqual([])
    })

    for (const role of screen.roles) {
      test(`${role}: every built page fits, has no console error and passes axe`, async ({ page }) => {
        const pages = pagesFor(role)
        // The walk grows with the product: ~2 s a page on two cores, 6 s allowed.
        test.setTimeout(Math.max(2 * 60_000, pages.length * 6_000))
        expect(pages).toContain('/home')
        await signInByApi(page, role)
        // Staff work inside an office they pick: the demo office, whose data every other role sees.
        if (role === 'equipe') await new Shell(page).selectOffice('AAWZ Assessoria')
        const errors = watchConsole(page)
        const problems: string[] = []
        for (const path of pages) {
          problems.push(...(await audit(page, path, `${screen.options.viewport.width}-${role}`, errors)))
          const sentHome = path !== '/' && path !== '/home' && new URL(page.url()).pathname === '/admin/home'
          if (sentHome) problems.push(`${path}: voltou para a Visão Geral`)
        }
        expect(problems).toEqual([])
      })
    }
  })
}
