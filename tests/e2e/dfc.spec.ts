import { expect, test } from '@playwright/test'
import { DfcPage } from './pages/dfc-page'
import { centavosOf } from './pages/dre-money'
import { installSession } from './pages/login-page'

test.use({ viewport: { width: 1440, height: 900 } })

test.beforeEach(async ({ page }) => {
  await installSession(page, 'gestor')
})

test('the DFC has a Total column that reconciles, in view beside months that scroll by keyboard', async ({ page }) => {
  const dfc = new DfcPage(page)
  await dfc.open('?inicio=2026-01&fim=2026-10')
  const table = page.getByTestId('dfc-tabela')
  const total = table.getByRole('columnheader', { name: 'Total' })
  await expect(table.getByRole('columnheader')).toHaveCount(12)
  await expect(total).toBeInViewport()
  const figures = async (row: string) =>
    (await page.getByTestId(`dfc-${row}`).locator('td').allTextContents()).map(centavosOf)
  const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n)

  const opening = await figures('inicial')
  const closing = await figures('final')
  expect(opening).toHaveLength(11)
  // Balances: the first month's opening and the last month's closing.
  expect(opening[10]).toBe(opening[0])
  expect(closing[10]).toBe(closing[9])
  // Flows: the months added up; and the Total column reads like one long month.
  const flows: Record<string, bigint> = {}
  for (const row of ['te', 'ts', 'aj']) {
    const values = await figures(row)
    expect(values[10], row).toBe(sum(values.slice(0, 10)))
    flows[row] = values[10]
  }
  expect(closing[10]).toBe(opening[10] + flows.te + flows.ts + flows.aj)

  // The months do not all fit: the table scrolls sideways inside its box, by keyboard too, and Total stays.
  const overflow = await table.evaluate((box) => box.scrollWidth - box.clientWidth)
  expect(overflow).toBeGreaterThan(0)
  await table.focus()
  for (let press = 0; press < 40; press++) await page.keyboard.press('ArrowRight')
  await expect.poll(() => table.evaluate((box) => box.scrollLeft)).toBe(overflow)
  await expect(table.getByRole('columnheader', { name: '10/2026' })).toBeInViewport()
  await expect(total).toBeInViewport()
})

test('the opening-balance dialog picks its month as MM/AAAA with the month grid', async ({ page }) => {
  const dfc = new DfcPage(page)
  await dfc.open('?inicio=2026-01&fim=2026-10')
  await page.getByRole('button', { name: 'Saldo inicial' }).click()
  const dialog = page.getByRole('dialog', { name: 'Saldo inicial' })
  const month = dialog.getByRole('combobox', { name: 'Mês' })
  await expect(month).toHaveValue('01/2026')
  await expect(dialog.locator('input[type="month"]')).toHaveCount(0)
  await dfc.pickMonth(dialog, 'Março de 2025')
  await expect(month).toHaveValue('03/2025')
  await expect(month).toBeFocused()
  await dfc.pickMonth(dialog, 'Dezembro de 2026')
  await expect(month).toHaveValue('12/2026')
})
