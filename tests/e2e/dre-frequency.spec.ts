import { expect, test } from '@playwright/test'
import { DreTablePage } from './pages/dre-page'
import { installSession } from './pages/login-page'

const BY_GROUP_REASON =
  "Em 'Por grupo' cada coluna soma o período inteiro: a frequência vale para 'Por período' e 'Detalhado'."

test("'Por grupo' turns the frequency off and says why; 'Por período' splits the range by the frequency chosen", async ({
  page,
}) => {
  await installSession(page, 'gestor')
  const dre = new DreTablePage(page)
  await dre.open('dre/dres/dre-profissional?inicio=2026-01&fim=2026-06')
  const frequency = page.getByRole('radiogroup', { name: 'Frequência' })
  const headers = dre.table.getByRole('columnheader')

  await expect(page.getByRole('radio', { name: 'Por grupo' })).toBeChecked()
  for (const name of ['Mensal', 'Trimestral', 'Anual'])
    await expect(frequency.getByRole('radio', { name })).toBeDisabled()
  await expect(page.getByText(BY_GROUP_REASON)).toBeVisible()
  await expect(frequency).toHaveAccessibleDescription(BY_GROUP_REASON)

  await page.getByRole('radio', { name: 'Por período' }).click()
  await expect(page.getByText(BY_GROUP_REASON)).toHaveCount(0)
  await frequency.getByRole('radio', { name: 'Mensal' }).click()
  // 'Linha do resultado', six months, 'Total', 'AV %'
  await expect(headers).toHaveCount(9)
  await frequency.getByRole('radio', { name: 'Trimestral' }).click()
  await expect(headers).toHaveCount(5)

  // The period, the view and the frequency follow the user to another grouping.
  const tabs = page.getByRole('navigation', { name: 'Agrupamentos do DRE' })
  await tabs.getByRole('link', { name: 'Por filial' }).click()
  await expect(page).toHaveURL(/\/dre\/dres\/dre-filial\?/)
  const search = new URL(page.url()).searchParams
  expect(['inicio', 'fim', 'ver', 'freq'].map((name) => search.get(name))).toEqual([
    '2026-01',
    '2026-06',
    'periodos',
    'Q',
  ])
  await expect(tabs.getByRole('link', { name: 'Por filial' })).toHaveAttribute('aria-current', 'page')
  await expect(page.getByRole('radio', { name: 'Por período' })).toBeChecked()
})
