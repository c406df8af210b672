import { expect, test } from '@playwright/test'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { layoutProblems } from './page-audit'
import { DataroomFilesPage } from './pages/dataroom-files-page'
import { signInByApi } from './pages/login-page'

const csv = (note: string) => `ativo;peso\r\n${note};1\r\n`

/** The month a year ago as 'MM/AAAA' (one of the competence choices, not consolidated by the demo data). */
function aYearAgo(): string {
  const [year, month] = todayInBrazil().split('-')
  return `${month}/${Number(year) - 1}`
}

test('staff share a file with the office, comment and consolidate a month; the gestor sees the file and sends versioned strategy bases on a phone', async ({
  page: staff,
  browser,
}) => {
  test.setTimeout(180_000)
  const stamp = Date.now()
  const shared = `relatorio-consultoria-${stamp}.csv`
  const month = aYearAgo()

  // Staff, on a wide screen: /dataroom_interno with the demo office chosen.
  await staff.setViewportSize({ width: 1440, height: 900 })
  await signInByApi(staff, 'equipe')
  const internal = new DataroomFilesPage(staff)
  await internal.openStaff('AAWZ Assessoria')
  await internal.send('Repositório do escritório', shared, csv('consultoria'))
  await expect(internal.fileRows(shared)).toContainText('Equipe Plataforma')
  await expect(internal.fileRows(shared)).toContainText('v1')

  const note = `Cobrar o extrato de ${month} (${stamp})`
  await internal.comment(note)
  await expect(internal.comments(note)).toContainText('Equipe Plataforma')

  await internal.consolidate(month)
  const progress = staff.getByRole('progressbar', { name: `Consolidação de ${month}` })
  await expect(progress).toBeVisible()
  await expect(staff.getByTestId('processamento').filter({ hasText: `Consolidação de ${month}` })).toContainText(
    'Consolidação concluída',
  )
  await expect(internal.consolidation(month)).toContainText('Concluída')
  expect(await layoutProblems(staff)).toEqual([])

  // The office's gestor, on a phone: the file in the repository, the consolidation, strategy bases versioned.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const gestor = await phone.newPage()
  await signInByApi(gestor, 'gestor')
  const office = new DataroomFilesPage(gestor)
  await office.openTab('Interno', 'Dataroom · Interno')
  await expect(office.fileRows(shared)).toBeVisible()
  await expect(gestor.locator('input[type=file]')).toHaveCount(0)
  const download = gestor.waitForEvent('download')
  await office
    .fileRows(shared)
    .getByRole('button', { name: `Baixar ${shared} (versão 1)` })
    .click()
  expect((await download).suggestedFilename()).toBe(shared)
  await expect(office.consolidation(month)).toContainText('Concluída')
  expect(await layoutProblems(gestor)).toEqual([])

  await office.switchTab('Bases de estratégia', 'Dataroom · Bases de estratégia')
  const base = `base-alocacao-${stamp}.csv`
  await office.send('Bases de estratégia', base, csv('v1'))
  await expect(office.fileRows(base)).toHaveCount(1)
  await office.send('Bases de estratégia', base, csv('v2'))
  await expect(office.fileRows(base)).toHaveCount(2)
  await expect(office.fileRows(base).first()).toContainText('v2')
  await expect(office.fileRows(base).last()).toContainText('v1')
  await gestor.screenshot({ path: 'test-results/dataroom-bases-390.png', fullPage: true })
  expect(await layoutProblems(gestor)).toEqual([])
  await phone.close()
})
