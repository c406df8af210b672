import { expect, test } from '@playwright/test'
import { DreVersionsPage } from './pages/dre-versions-page'
import { HomePage } from './pages/home-page'
import { installSession, LoginPage } from './pages/login-page'
import { Shell } from './pages/shell'

test("a planner cannot remove the gestor's note, and removing one's own asks first", async ({ page }) => {
  const login = new LoginPage(page)
  const home = new HomePage(page)
  await login.signInAs('gestor')
  await home.addNote('Reunião de sócios na sexta')
  await expect(home.pendingButton).toHaveCount(0)
  await new Shell(page).logout()

  await login.signInAs('planejador')
  await expect(home.note('Reunião de sócios na sexta')).toBeVisible()
  await expect(home.note('Reunião de sócios na sexta').getByRole('button', { name: 'Remover anotação' })).toHaveCount(0)
  await home.addNote('Ligar para a Clara')
  const mine = home.note('Ligar para a Clara')
  await mine.getByRole('button', { name: 'Remover anotação' }).click()
  const confirm = page.getByRole('dialog', { name: 'Remover anotação?' })
  await expect(confirm).toContainText('Ligar para a Clara')
  await page.screenshot({ path: 'test-results/destructive-note.png' })
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await expect(mine).toBeVisible()
  await mine.getByRole('button', { name: 'Remover anotação' }).click()
  await confirm.getByRole('button', { name: 'Remover' }).click()
  await expect(mine).toHaveCount(0)
})

test("'Descartar' a temporary version asks like 'Publicar' does", async ({ page }, testInfo) => {
  // A file name of this attempt's own: a retry finds the first attempt's version in the list too.
  const file = `descartar-${testInfo.retry}.csv`
  await installSession(page, 'gestor')
  const versions = new DreVersionsPage(page)
  await versions.open()
  await versions.upload(
    file,
    'data_competencia;data_pagamento;valor;categoria;pj;profissional;area_receita;filial;equipe;descricao\n' +
      '10/12/2026;15/12/2026;1.000,00;ISS;;;;;;Teste',
  )
  await expect(versions.imported).toContainText('Versão temporária criada')
  const row = page.getByTestId('versao-linha').filter({ hasText: file })
  await row.getByRole('button', { name: 'Descartar' }).click()
  const confirm = page.getByRole('dialog', { name: 'Descartar versão?' })
  await expect(confirm).toContainText(file)
  await page.screenshot({ path: 'test-results/destructive-discard.png' })
  await confirm.getByRole('button', { name: 'Cancelar' }).click()
  await expect(row).toContainText('Temporária')
  await row.getByRole('button', { name: 'Descartar' }).click()
  await confirm.getByRole('button', { name: 'Descartar' }).click()
  await expect(row).toContainText('Descartada')
})
