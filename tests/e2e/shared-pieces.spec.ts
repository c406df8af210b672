import { expect, test } from '@playwright/test'
import { seriousViolations } from './page-audit'
import { CataloguePage } from './pages/catalogue-page'
import { installSession } from './pages/login-page'

// Sunday 15/11/2026: the quick ranges end in October (previous month), 'Este ano' in November.
const TODAY = new Date('2026-11-15T10:00:00')

test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(TODAY)
  await installSession(page, 'equipe')
  await new CataloguePage(page).open()
})

test.describe('month-range filter', () => {
  test('the first click sets the start, the second the end, and a pick before the start swaps them', async ({
    page,
  }) => {
    const catalogue = new CataloguePage(page)
    const filter = catalogue.rangeFilter
    await expect(filter.start).toHaveAttribute('placeholder', 'MM/AAAA')
    await expect(filter.end).toHaveAttribute('placeholder', 'MM/AAAA')
    await filter.openMenu()
    await expect(filter.year).toHaveText('2026')

    await filter.month('Junho', 2026).click()
    await expect(filter.start).toHaveValue('06/2026')
    await expect(filter.end).toHaveValue('')
    await expect(filter.menu).toBeVisible()

    await filter.month('Março', 2026).click()
    await expect(filter.start).toHaveValue('03/2026')
    await expect(filter.end).toHaveValue('06/2026')
    await expect(catalogue.rangeValue).toHaveText('2026-03 a 2026-06')

    // A third click starts a new range, across years with the stepper.
    await filter.openMenu()
    await filter.menu.getByRole('button', { name: 'Ano anterior' }).click()
    await expect(filter.year).toHaveText('2025')
    await filter.month('Novembro', 2025).click()
    await filter.menu.getByRole('button', { name: 'Próximo ano' }).click()
    await filter.month('Fevereiro', 2026).click()
    await expect(catalogue.rangeValue).toHaveText('2025-11 a 2026-02')
  })

  test('the menu closes 700 ms after a completed selection, not before', async ({ page }) => {
    const filter = new CataloguePage(page).rangeFilter
    await filter.openMenu()
    await filter.month('Janeiro', 2026).click()
    await page.waitForTimeout(900)
    await expect(filter.menu, 'a half range keeps the menu open').toBeVisible()

    const clickedAt = Date.now()
    await filter.month('Abril', 2026).click()
    await expect(filter.menu).toBeVisible()
    await expect(filter.menu).toBeHidden({ timeout: 3000 })
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(650)
    await expect(filter.start, 'focus returns to the field').toBeFocused()
  })

  const quick = [
    { option: '3 meses', start: '08/2026', end: '10/2026', value: '2026-08 a 2026-10' },
    { option: '6 meses', start: '05/2026', end: '10/2026', value: '2026-05 a 2026-10' },
    { option: '12 meses', start: '11/2025', end: '10/2026', value: '2025-11 a 2026-10' },
    { option: 'Este ano', start: '01/2026', end: '11/2026', value: '2026-01 a 2026-11' },
  ]
  for (const { option, start, end, value } of quick) {
    test(`'${option}' on 15/11/2026 selects ${start} to ${end}`, async ({ page }) => {
      const catalogue = new CataloguePage(page)
      const filter = catalogue.rangeFilter
      await filter.openMenu()
      await filter.quick(option).click()
      await expect(filter.start).toHaveValue(start)
      await expect(filter.end).toHaveValue(end)
      await expect(catalogue.rangeValue).toHaveText(value)
      await expect(filter.menu).toBeHidden()
    })
  }

  test('opens from the keyboard and closes with Escape', async ({ page }) => {
    const filter = new CataloguePage(page).rangeFilter
    await filter.start.focus()
    await page.keyboard.press('Enter')
    await expect(filter.menu).toBeVisible()
    await expect(filter.quick('3 meses')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(filter.menu).toBeHidden()
  })
})

test.describe('file upload', () => {
  test('an oversized file rejects the whole selection with the exact message', async ({ page }) => {
    const box = new CataloguePage(page).singleUpload
    const input = box.locator('input[type=file]')
    await input.setInputFiles({
      name: 'extrato-grande.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(15 * 1024 * 1024 + 1),
    })
    await expect(box.getByRole('alert')).toHaveText('Um ou mais arquivos são maiores que o limite de 15 MB')
    await expect(box.getByRole('list', { name: 'Arquivos selecionados' })).toHaveCount(0)

    await input.setInputFiles({ name: 'comprovante.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') })
    await expect(box.getByRole('alert')).toHaveCount(0)
    await expect(box.getByRole('listitem')).toContainText('comprovante.pdf')
  })

  test('Enter on the drop zone opens the file picker', async ({ page }) => {
    const zone = new CataloguePage(page).singleUpload.getByTestId('upload-box')
    // Listening arms Chromium's file chooser interception without waiting for it; the focus, a round trip to the
    // page after it, makes sure it is armed before the key arrives (otherwise the picker opens unseen, now and then).
    const chooser = page.waitForEvent('filechooser')
    await zone.focus()
    await page.keyboard.press('Enter')
    expect((await chooser).isMultiple()).toBe(false)
  })
})

test('delete confirmation refuses a wrong value and deletes with the primary key', async ({ page }) => {
  const catalogue = new CataloguePage(page)
  await catalogue.button('Confirmar remoção (registro 42)').click()
  const dialog = catalogue.dialog('Confirmar remoção')
  await expect(dialog).toBeVisible()
  const field = dialog.getByLabel('Identificador do registro')
  await field.fill('24')
  await dialog.getByRole('button', { name: 'Remover' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Valor preenchido incorreto')
  await expect(field).toHaveAttribute('aria-invalid', 'true')

  await field.fill('42')
  await dialog.getByRole('button', { name: 'Remover' }).click()
  await expect(dialog).toBeHidden()
  await expect(page.getByTestId('snackbar')).toHaveText('Registro 42 removido.')
})

test("'Função indisponível' shows the exact text and 'Contratar whitelabel' goes to the contract page", async ({
  page,
}) => {
  const catalogue = new CataloguePage(page)
  await catalogue.button('Função indisponível').click()
  const dialog = catalogue.dialog('Função indisponível')
  await expect(dialog).toContainText(
    'Esta função está disponível apenas para consultores que contrataram o serviço de whitelabel. Para mais informações entre em contato com nossa equipe.',
  )
  await dialog.getByRole('button', { name: 'Voltar' }).click()
  await expect(dialog).toBeHidden()
  await catalogue.button('Função indisponível').click()
  await dialog.getByRole('button', { name: 'Contratar whitelabel' }).click()
  await expect(page).toHaveURL(/\/admin\/contrato$/)
})

test("'Alterar senha' from the profile menu: mismatch checked in the form, wrong current password from the server", async ({
  page,
}) => {
  await page.getByRole('button', { name: 'Menu do perfil' }).click()
  await page.getByRole('menuitem', { name: 'Alterar senha' }).click()
  const dialog = page.getByRole('dialog', { name: 'Alterar senha' })
  await dialog.getByLabel('Senha atual').fill('senha-errada')
  await dialog.getByLabel('Nova senha', { exact: true }).fill('novaSenha123')
  await dialog.getByLabel('Confirmar nova senha').fill('outraSenha123')
  await dialog.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(dialog.getByText('Senhas diferentes')).toBeVisible()

  await dialog.getByLabel('Confirmar nova senha').fill('novaSenha123')
  await dialog.getByRole('button', { name: 'Alterar senha' }).click()
  await expect(page.getByTestId('snackbar')).toHaveText('Senha atual incorreta')
  await expect(dialog).toBeVisible()
})

test('axe finds no serious or critical violation on the catalogue, nor with the period menu open', async ({ page }) => {
  expect(await seriousViolations(page)).toEqual([])
  await new CataloguePage(page).rangeFilter.openMenu()
  expect(await seriousViolations(page)).toEqual([])
})
