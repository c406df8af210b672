import { expect, test } from '@playwright/test'
import { DreTablePage } from './pages/dre-page'
import { signInByApi } from './pages/login-page'
import { Shell } from './pages/shell'

test("'GATILHOS RÁPIDOS' collapses when the drawer closes", async ({ page }) => {
  await signInByApi(page, 'gestor')
  const shell = new Shell(page)
  await shell.menu.getByRole('button', { name: 'Recolher menu' }).click()
  const away = () => page.mouse.move(1100, 500, { steps: 5 })
  await away()
  await expect(shell.menu).toHaveAttribute('data-expanded', 'false')
  await shell.menu.hover()
  const tesouraria = shell.menu
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Tesouraria( novo)?$/ }) })
  const quick = tesouraria.getByRole('button', { name: 'GATILHOS RÁPIDOS' })
  await quick.click()
  await expect(quick).toHaveAttribute('aria-expanded', 'true')
  await expect(tesouraria.getByRole('link', { name: 'Conciliar extrato' })).toBeVisible()
  // The drawer closes when the pointer leaves it, and opens again on hover with the list closed.
  await away()
  await expect(shell.menu).toHaveAttribute('data-expanded', 'false')
  await shell.menu.hover()
  await expect(quick).toHaveAttribute('aria-expanded', 'false')
  await expect(tesouraria.getByRole('link', { name: 'Conciliar extrato' })).toHaveCount(0)
})

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 780 } })

  test('an advisor sees their office in the top bar, its name whole', async ({ page }) => {
    await signInByApi(page, 'assessor')
    const office = new Shell(page).selectedOffice
    await expect(office).toBeVisible()
    await expect(office).toHaveText('AAWZ Assessoria')
    // Not cut with an ellipsis: the bar has room for it between the menu button and the bell.
    const name = office.getByTitle('AAWZ Assessoria')
    expect(await name.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0)
  })

  test("the DRE's first column of figures shows whole beside the line names", async ({ page }) => {
    await signInByApi(page, 'gestor', 'financeiro/dres?inicio=2026-01&fim=2026-11&freq=Y')
    const table = new DreTablePage(page).table
    const figure = table
      .locator('tbody tr')
      .first()
      .getByRole('button', { name: /ver lançamentos/ })
      .first()
    await expect(figure).toBeVisible()
    // The names wrap on a phone, so the figures beside them are not cut by the table's right edge.
    const [cell, region] = await Promise.all([figure.boundingBox(), table.boundingBox()])
    expect(cell && region && cell.x + cell.width <= region.x + region.width).toBe(true)
  })

  test("the DRE's filters fold behind 'Filtros', so its figures start on the first screen", async ({ page }) => {
    await signInByApi(page, 'gestor', 'dre/dres/dre-pj?inicio=2026-01&fim=2026-11')
    const filters = page.getByRole('button', { name: /^Filtros/ })
    await expect(filters).toHaveAttribute('aria-expanded', 'false')
    await expect(filters).toContainText('Por grupo')
    await expect(page.getByRole('radiogroup', { name: 'Colunas' })).toBeHidden()
    const firstLine = page.getByTestId('dre-linha-receita_bruta')
    await expect(firstLine).toBeVisible()
    const line = await firstLine.boundingBox()
    expect(line && line.y + line.height <= 780).toBe(true)

    await filters.click()
    await expect(filters).toHaveAttribute('aria-expanded', 'true')
    await page.getByRole('radiogroup', { name: 'Colunas' }).getByRole('radio', { name: 'Por período' }).click()
    await expect(page).toHaveURL(/ver=periodos/)
    await expect(filters).toContainText('Anual · Por período')
  })

  test("the payables' filters fold too, and the first bill shows on the first screen", async ({ page }) => {
    await signInByApi(page, 'gestor', 'bpo/contas_a_pagar')
    const filters = page.getByRole('button', { name: /^Filtros/ })
    await expect(filters).toContainText(/\d\d\/\d{4} a \d\d\/\d{4} · todos os status$/)
    await expect(page.getByLabel('Fornecedor')).toBeHidden()
    const bill = page.getByTestId('conta').first()
    await expect(bill).toBeVisible()
    const box = await bill.boundingBox()
    expect(box && box.y < 780).toBe(true)

    await filters.click()
    const panel = page.locator(`[id="${await filters.getAttribute('aria-controls')}"]`)
    await panel.getByLabel('Status').selectOption({ label: 'Atrasado' })
    await panel.getByLabel('Etiqueta').selectOption({ index: 1 })
    await expect(filters).toContainText(/· Atrasado · 1 outro filtro$/)
  })

  test('the DRE versions show as cards, each whole within the screen', async ({ page }) => {
    await signInByApi(page, 'gestor', 'financeiro/historico')
    const version = page.getByTestId('versao-linha').filter({ hasText: 'carga-inicial-demonstracao.csv' })
    await expect(version).toContainText('Publicada')
    await expect(version).toContainText(/[\d.]+ lançamentos · 01\/2025 a \d\d\/\d{4}/)
    const box = await version.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
  })

  test("staff without an office see 'Nenhum escritório selecionado'", async ({ page }) => {
    await signInByApi(page, 'equipe')
    await expect(page.getByRole('banner').getByText('Nenhum escritório selecionado')).toBeVisible()
  })
})

test("an advisor downloads their own DRE by professional with 'Baixar DRE'", async ({ page }) => {
  await signInByApi(page, 'assessor', 'dre/dres/dre-profissional')
  await page.getByRole('button', { name: 'Baixar DRE' }).click()
  const dialog = page.getByRole('dialog', { name: 'Baixar DRE' })
  await expect(dialog).toBeVisible()
  await expect(page.getByRole('button', { name: 'Enviar por e-mail' })).toHaveCount(0)
})
