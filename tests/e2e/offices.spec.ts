import { expect, test } from '@playwright/test'
import { ClientsPortfolio } from './pages/clients-portfolio'
import { installSession, LoginPage, signInByApi } from './pages/login-page'
import { brandColor, OfficesSettings } from './pages/offices-settings'
import { Shell } from './pages/shell'

const office = {
  nome: 'Cerrado Investimentos',
  cnpj: '11.444.777/0001-61',
  email: 'contato@cerrado.demo.local',
  login: 'gestor@cerrado.demo.local',
  primaria: '#0E7490',
  secundaria: '#475569',
}
const shot = (name: string) => `test-results/offices-${name}.png`

test.describe
  .serial('offices, theme, permissions and roles', () => {
    let password = ''
    let officeId = 0

    test("the 'Escritório' dialog shows each §5 rule and stores nothing", async ({ page }) => {
      await installSession(page, 'equipe')
      const settings = new OfficesSettings(page)
      await settings.open()
      // Counted once the list has arrived (the demo offices are in it), not while it loads.
      await expect(page.getByRole('row', { name: /AAWZ Assessoria/ })).toBeVisible()
      const rows = await page.getByRole('row').count()
      await page.getByRole('button', { name: 'Novo escritório' }).click()
      const d = settings.dialog
      await d.getByLabel('CNPJ').fill('11.444.777/0001-62')
      await d.getByLabel('Login (e-mail do gestor)').fill('gestor')
      await d.getByLabel('Sufixo de e-mail').fill('cerrado.com.br')
      await d.getByRole('button', { name: 'Salvar' }).click()
      await expect(d.locator('#office_data-cnpj-erro')).toHaveText('CNPJ inválido')
      await expect(d.locator('#office_data-login-erro')).toHaveText('Formato inválido')
      await expect(d.locator('#office_data-email_escritorio-erro')).toHaveText('Campo obrigatório')
      await expect(d.locator('#office_data-sufixo_email_escritorio-erro')).toHaveText("Necessário iniciar com '@'")
      await page.screenshot({ path: shot('0-form-rules') })
      await d.getByRole('button', { name: 'Cancelar' }).click()
      await expect(page.getByRole('row')).toHaveCount(rows)
    })

    test('staff create an office with colours; the shell and the login page take its colours and logo', async ({
      page,
    }) => {
      await installSession(page, 'equipe')
      const settings = new OfficesSettings(page)
      await settings.open()
      password = await settings.create(office)
      expect(password).toMatch(/^[\w-]{12}$/)
      await settings.select(office.nome)
      await expect.poll(() => brandColor(page)).toBe(office.primaria.toLowerCase())
      officeId = Number(await page.evaluate(() => document.documentElement.dataset.escritorioTema))
      // Any real PNG will do: a picture of the office's own button, so the new logo is easy to spot.
      const buffer = await page.getByRole('button', { name: 'Novo escritório' }).screenshot()
      await settings.uploadLogo(office.nome, { name: 'logo.png', mimeType: 'image/png', buffer })
      await expect(page.getByTestId('logo-escritorio').first()).toHaveAttribute(
        'src',
        /\/v2\/api\/files\/[0-9a-f]{64}$/,
      )
      await page.screenshot({ path: shot('1-shell-staff') })

      await new Shell(page).logout()
      await expect(page).toHaveURL(/\/admin\/login/)
      await expect.poll(() => brandColor(page)).toBe(office.primaria.toLowerCase())
      await expect(page.getByTestId('logo-escritorio')).toHaveAttribute('src', /\/v2\/api\/files\//)
      await page.screenshot({ path: shot('2-login') })
    })

    test("the new office's gestor is sent to the set-up, which resumes where it stopped and ends at home", async ({
      page,
    }) => {
      const setupShot = async (name: string) => {
        for (const size of [
          { width: 1440, height: 900 },
          { width: 390, height: 844 },
        ]) {
          await page.setViewportSize(size)
          expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0)
          await page.screenshot({ path: shot(`setup-${name}-${size.width}`), fullPage: true })
        }
        await page.setViewportSize({ width: 1440, height: 900 })
      }
      const login = new LoginPage(page)
      await login.open()
      await login.signIn(office.login, password)
      await expect(page).toHaveURL(/\/admin\/parametrizacao$/)
      // Any other address sends them back while the set-up is open.
      await page.goto('clientes')
      await expect(page).toHaveURL(/\/admin\/parametrizacao$/)
      const current = page.locator('[aria-current="step"]')
      await expect(current).toHaveText(/Plano de contas/)
      await setupShot('1-plano')
      await page.getByRole('button', { name: 'Criar plano de contas e continuar' }).click()

      await expect(current).toHaveText(/Contas correntes/)
      await page.getByLabel('Nome da conta').fill('Conta movimento')
      await page.getByLabel('Banco (código)').fill('341')
      await page.getByRole('button', { name: 'Adicionar conta' }).click()
      await expect(page.getByRole('list', { name: 'Contas cadastradas' })).toContainText('Conta movimento')
      await setupShot('2-contas')
      await page.getByRole('button', { name: 'Salvar e continuar' }).click()
      await expect(current).toHaveText(/Saldos iniciais/)

      // Leaving and coming back resumes at the step where it stopped.
      await page.reload()
      await expect(current).toHaveText(/Saldos iniciais/)
      await page.getByLabel('Conta movimento').fill('1500000')
      await expect(page.getByLabel('Conta movimento')).toHaveValue('R$\u00a015.000,00')
      await page.getByRole('button', { name: 'Salvar saldo' }).click()
      await expect(page.getByText('salvo: R$\u00a015.000,00')).toBeVisible()
      await setupShot('3-saldos')
      await page.getByRole('button', { name: 'Salvar e continuar' }).click()

      await expect(current).toHaveText(/Equipe/)
      await page.getByLabel('Nome').fill('Rafael Rocha')
      await page.getByLabel('E-mail').fill('rafael@cerrado.demo.local')
      await page.getByRole('button', { name: 'Adicionar à equipe' }).click()
      await expect(page.getByRole('list', { name: 'Equipe' })).toContainText('Rafael Rocha')
      await setupShot('4-equipe')
      await page.getByRole('button', { name: 'Concluir parametrização' }).click()
      await expect(page).toHaveURL(/\/admin\/home$/)
      await page.goto('clientes')
      await expect(page).toHaveURL(/\/admin\/clientes$/)
    })

    test('a feature switched off disappears from the menu of the office and its endpoint answers 403', async ({
      page,
      request,
    }) => {
      await installSession(page, 'equipe')
      const settings = new OfficesSettings(page)
      await settings.open()
      await settings.select(office.nome)
      await settings.switchFeature('DREs', false)
      await page.screenshot({ path: shot('3-permissions') })
      await new Shell(page).logout()

      const login = new LoginPage(page)
      await login.open()
      await login.signIn(office.login, password)
      await expect(page).toHaveURL(/\/admin\/home$/)
      const shell = new Shell(page)
      await expect(shell.menuLink('Financeiro')).toBeVisible()
      await expect(shell.menuLink('DREs')).toHaveCount(0)
      const token = await shell.storedToken()
      const dre = await request.get(`/v2/interno/api/admin/financial/office/${officeId}/dre/pj`, {
        headers: { authorization: token },
      })
      expect(dre.status()).toBe(403)
      expect((await dre.json()).message).toBe('Seu escritório não tem acesso a esta funcionalidade.')
      // Typing the address does not open it either.
      await page.goto('dre/dres/dre-pj')
      await expect(page).toHaveURL(/\/admin\/home$/)
    })

    test('a gestor of the new office sees only its data, in its colours', async ({ page, request }) => {
      const login = new LoginPage(page)
      await login.open()
      await login.signIn(office.login, password)
      await expect(page).toHaveURL(/\/admin\/home$/)
      const shell = new Shell(page)
      await expect(shell.selectedOffice).toHaveText(office.nome)
      await expect(shell.officeSearch).toHaveCount(0)
      await expect(shell.menuLink('BI interno')).toHaveCount(0)
      await expect.poll(() => brandColor(page)).toBe(office.primaria.toLowerCase())
      await page.goto('clientes')
      await expect(page.getByTestId('clientes-total')).toHaveText('0 de 0 clientes')
      await page.screenshot({ path: shot('4-gestor') })

      const token = await shell.storedToken()
      const offices = await request.get('/v2/interno/api/admin/offices', { headers: { authorization: token } })
      expect((await offices.json()).value).toEqual([
        expect.objectContaining({ id_escritorio: officeId, nome_escritorio: office.nome }),
      ])
      const other = await request.get('/v2/api/office/3/clients', { headers: { authorization: token } })
      expect(other.status()).toBe(403)
      expect(await other.text()).not.toContain('AAWZ Assessoria')
    })

    test('a client sees only its own portfolio', async ({ page, request }) => {
      await installSession(page, 'cliente')
      const portfolio = new ClientsPortfolio(page)
      await portfolio.open()
      await portfolio.expectOwn()
      const own = (await portfolio.clientName.textContent()) ?? ''
      expect(await portfolio.assets.count()).toBeGreaterThan(2)
      await page.screenshot({ path: shot('5-client'), fullPage: true })

      const token = await new Shell(page).storedToken()
      const list = await request.get('/v2/api/office/3/clients', { headers: { authorization: token } })
      const clients = (await list.json()).value as { id: number; nome_cliente: string }[]
      expect(clients.map((c) => c.nome_cliente)).toEqual([own])
      // A client is fixed to itself: another client's id in the address changes nothing.
      await portfolio.open(`?cliente=${clients[0].id + 1}`)
      await expect(portfolio.clientName).toHaveText(own)
      const other = await request.get(`/v2/api/office/3/clients/${clients[0].id + 1}`, {
        headers: { authorization: token },
      })
      expect(other.status()).toBe(404)
    })
  })

test('staff view the app as a client and return', async ({ page, request }) => {
  await signInByApi(page, 'equipe')
  const shell = new Shell(page)
  await shell.officeSearch.fill('AAWZ')
  await page.getByRole('option', { name: /AAWZ Assessoria/ }).click()
  const token = await shell.storedToken()
  const found = await request.get('/v2/api/office/3/clients?q=Clara', { headers: { authorization: token } })
  const [clara] = (await found.json()).value as { id: number }[]
  await new ClientsPortfolio(page).open(`?cliente=${clara.id}`)
  await page.getByRole('button', { name: 'Ver como cliente' }).click()
  const banner = page.getByRole('status').filter({ hasText: 'Visualizando como' })
  await expect(banner).toContainText('Clara Cliente')
  await expect(shell.menuLink('BI interno')).toHaveCount(0)
  await page.goto('carteira')
  await new ClientsPortfolio(page).expectOwn()
  await page.screenshot({ path: shot('6-view-as-client') })
  await banner.getByRole('button', { name: 'Voltar' }).click()
  // 'Voltar' returns to the page the view was opened from.
  await expect(page).toHaveURL(new RegExp(`/admin/carteira\\?cliente=${clara.id}$`))
  await expect(shell.menuLink('BI interno')).toBeVisible()
  await expect(banner).toHaveCount(0)
})

test('on a phone, the office list and the access list keep every action on screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const expectActionsOnScreen = async (list: string) => {
    const actions = page.getByRole('region', { name: list }).getByRole('button')
    await expect(actions.first()).toBeVisible()
    for (const action of await actions.all()) {
      await action.scrollIntoViewIfNeeded()
      await expect(action).toBeInViewport({ ratio: 1 })
    }
  }
  await installSession(page, 'equipe')
  await page.goto('settings/offices')
  await expectActionsOnScreen('Escritórios')
  // The code and the city fold under the office's name.
  await expect(page.getByTestId('escritorio-3')).toContainText('#3 · Rio de Janeiro')
  await page.screenshot({ path: shot('phone-offices') })

  await installSession(page, 'gestor')
  await page.goto('professional/acessos')
  await expectActionsOnScreen('Profissionais')
  await page.screenshot({ path: shot('phone-access') })
})
