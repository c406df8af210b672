import { expect, test } from '@playwright/test'
import { installSession } from './pages/login-page'

const shot = (name: string) => `test-results/screens/bpo-anexos-${name}.png`

for (const width of [1440, 390]) {
  test(`/bpo/anexos at ${width} px: the office's files with links, filters in the URL, PDF and image preview`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: width > 400 ? 900 : 844 })
    await installSession(page, 'gestor')
    const token = (
      await (await request.post('/login', { form: { email: 'gestor@demo.local', password: 'demo1234' } })).json()
    ).token as string
    // A receipt photo on a demo request, so there is an image to preview.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
      'base64',
    )
    const name = `recibo-${width}.png`
    const upload = await request.post('/v2/api/office/3/bpo/requisicoes/01936d2a-0000-7000-8000-000000000004/anexos', {
      headers: { authorization: token },
      multipart: { file: { name, mimeType: 'image/png', buffer: png } },
    })
    expect(upload.status()).toBe(201)

    await page.goto('bpo/anexos')
    await expect(page.getByRole('heading', { level: 1, name: 'Anexos' })).toBeVisible()
    const row = (text: string) => page.getByTestId('anexo').filter({ hasText: text })
    // A bill's boleto (demo) and a request's document, each linking to where it belongs.
    await expect(row('boleto-energia.pdf')).toBeVisible()
    await expect(
      row('boleto-energia.pdf').getByRole('link', { name: /Requisição: Pagar a conta de energia/ }),
    ).toBeVisible()
    await page.screenshot({ path: shot(`lista-${width}`), fullPage: true })

    await row('boleto-energia.pdf').getByRole('button', { name: 'Visualizar boleto-energia.pdf' }).click()
    const preview = page.getByRole('dialog', { name: 'boleto-energia.pdf' })
    const frame = preview.getByTestId('previa-pdf')
    await expect(frame).toHaveAttribute('src', /^blob:/)
    // The browser's own PDF viewer opened it (the page's CSP lets blob: frames in).
    await expect
      .poll(() => frame.evaluate((el) => (el as HTMLIFrameElement).contentDocument?.contentType))
      .toBe('application/pdf')
    await page.screenshot({ path: shot(`previa-pdf-${width}`) })
    await page.keyboard.press('Escape')

    // Filters live in the URL: only requests' files, only images.
    await page.getByLabel('Origem').selectOption({ label: 'Requisições' })
    await page.getByLabel('Tipo de arquivo').selectOption({ label: 'PNG' })
    await expect(page).toHaveURL(/origem=requisicao/)
    await expect(page).toHaveURL(/tipo=png/)
    await expect(row(name)).toBeVisible()
    await expect(row('boleto-energia.pdf')).toHaveCount(0)
    for (const text of await page.getByTestId('anexo').allTextContents()) expect(text).toMatch(/\.png/i)
    await row(name)
      .getByRole('button', { name: `Visualizar ${name}` })
      .click()
    const image = page.getByRole('dialog', { name }).getByTestId('previa-imagem')
    await expect(image).toBeVisible()
    expect(await image.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(2)
  })
}
