import { expect, test } from '@playwright/test'
import { signInByApi } from './pages/login-page'

// WCAG 2.4.3: a dialog opened from a menu item gives focus back to the menu's button when Escape closes it
// (the item itself is gone with the menu).
for (const [item, dialog] of [
  ['Enviar sugestão', 'Enviar sugestão'],
  ['Alterar senha', 'Alterar senha'],
] as const) {
  test(`Escape on '${dialog}', opened from the profile menu, returns focus to the menu button`, async ({ page }) => {
    await signInByApi(page, 'gestor')
    const menuButton = page.getByRole('button', { name: 'menu do perfil' })
    await menuButton.focus()
    await page.keyboard.press('Enter')
    await page.getByRole('menuitem', { name: item }).press('Enter')
    const opened = page.getByRole('dialog', { name: dialog })
    await expect(opened).toBeVisible()
    await expect(opened.locator(':focus')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(opened).toHaveCount(0)
    await expect(menuButton).toBeFocused()
    // and by mouse
    await menuButton.click()
    await page.getByRole('menuitem', { name: item }).click()
    await expect(opened).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(opened).toHaveCount(0)
    await expect(menuButton).toBeFocused()
  })
}
