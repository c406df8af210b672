import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)

const validData = {
  nome_escritorio: 'Cerrado Investimentos',
  login: 'gestor@cerrado.demo.local',
  cnpj: '11.444.777/0001-61',
  cpf: '',
  telefone: '(61) 99876-5432',
  nome_responsavel: 'Cecília Cerrado',
  email_escritorio: 'contato@cerrado.demo.local',
  sufixo_email_escritorio: '@cerrado.demo.local',
  subdominio_escritorio: 'cerrado',
}
const colors = { primaria: '#0e7490', secundaria: '#475569' }

const addOffice = (data: Record<string, string>, token = staff) =>
  app.inject({
    method: 'POST',
    url: '/v2/interno/api/admin/notebooks/add-office',
    headers: { authorization: token, 'content-type': 'application/x-www-form-urlencoded' },
    // §7: form data with object values as JSON text.
    payload: new URLSearchParams({
      office_data: JSON.stringify(data),
      office_colors_data: JSON.stringify(colors),
    }).toString(),
  })
const officeCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from escritorios`)).rows[0].n

describe("'Escritório' dialog on the server (§5 office form)", () => {
  const rejections: [string, Record<string, string>, string][] = [
    ['office e-mail missing', { email_escritorio: '' }, 'Campo obrigatório'],
    ['office e-mail invalid', { email_escritorio: 'contato@' }, 'Formato inválido'],
    ['login missing', { login: '' }, 'Campo obrigatório'],
    ['login invalid', { login: 'gestor' }, 'Formato inválido'],
    ['cnpj missing', { cnpj: '' }, 'Campo obrigatório'],
    ['cnpj short', { cnpj: '11.444.777/0001' }, 'Formato inválido'],
    ['cnpj with wrong check digits', { cnpj: '11.444.777/0001-62' }, 'CNPJ inválido'],
    ['cpf given and wrong', { cpf: '123.456.789-00' }, 'CPF inválido'],
    ['phone given and short', { telefone: '(61) 9987' }, 'Formato inválido'],
    ['suffix without @', { sufixo_email_escritorio: 'cerrado.demo.local' }, "Necessário iniciar com '@'"],
  ]
  for (const [name, change, message] of rejections) {
    it(`rejects ${name} with '${message}' and stores nothing`, async () => {
      const before = await officeCount()
      const res = await addOffice({ ...validData, ...change })
      expect(res.statusCode).toBe(400)
      expect(res.json().message).toContain(message)
      expect(await officeCount()).toBe(before)
    })
  }

  it('refuses the office form to anyone but staff', async () => {
    expect((await addOffice(validData, gestor)).statusCode).toBe(403)
  })

  it('creates the office, its colours, a GESTOR login and audit rows; the login works and sees only it', async () => {
    const res = await addOffice(validData)
    expect(res.statusCode).toBe(201)
    const { id_escritorio, senha_temporaria } = res.json().value
    expect(senha_temporaria).toMatch(/^[\w-]{12}$/)
    const theme = await app.inject({ url: `/v2/api/theme/${id_escritorio}` })
    expect(theme.json().value.cores).toEqual(colors)
    const audit = await db.execute<{ entidade: string }>(
      sql`select entidade from auditoria where id_escritorio = ${id_escritorio} order by id`,
    )
    expect(audit.rows.map((r) => r.entidade)).toEqual(['escritorio', 'usuario'])
    const newGestor = await login(validData.login, senha_temporaria)
    const offices = await app.inject({ url: '/v2/interno/api/admin/offices', headers: { authorization: newGestor } })
    expect(offices.json().value).toEqual([expect.objectContaining({ id_escritorio })])
    const again = await addOffice(validData)
    expect(again.statusCode).toBe(409)
  })

  it('edits with the version read and answers 409 to a stale version', async () => {
    const url = '/v2/interno/api/admin/office/4'
    const current = (await app.inject({ url, headers: { authorization: staff } })).json().value
    const data = { ...validData, nome_escritorio: 'Ipê Wealth', login: 'contato@ipe.demo.local', cnpj: current.cnpj }
    const put = (version: number) =>
      app.inject({ method: 'PUT', url, headers: { authorization: staff }, payload: { office_data: data, version } })
    const ok = await put(current.version)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().value.nome_escritorio).toBe('Ipê Wealth')
    expect((await put(current.version)).statusCode).toBe(409)
  })

  it('generates and reads default partner data, and downloads the office report', async () => {
    const url = '/v2/interno/api/admin/office/1/default-partner-data'
    expect((await app.inject({ url, headers: { authorization: staff } })).json().value).toEqual({})
    const made = await app.inject({ method: 'POST', url, headers: { authorization: staff } })
    expect(made.json().value.codigo_parceiro).toBe('AAWZ-00001')
    expect((await app.inject({ url, headers: { authorization: staff } })).json().value.subdominio).toBe('aurora')
    const report = await app.inject({
      url: '/v2/interno/api/admin/office/3/report',
      headers: { authorization: gestor },
    })
    const { base64, name, extension } = report.json().value
    expect([name, extension]).toEqual(['relatorio-escritorio-3', 'csv'])
    expect(Buffer.from(base64, 'base64').toString('utf8')).toContain('AAWZ Assessoria')
  })

  it('defuses formulas an office registered in its fields, a leading TAB or CR included', async () => {
    await db.execute(sql`update escritorios set cidade = ${'\t=HYPERLINK("http://evil.example")'},
                         cnpj = ${'\r@SUM(1+1)'} where id_escritorio = 3`)
    const report = await app.inject({
      url: '/v2/interno/api/admin/office/3/report',
      headers: { authorization: gestor },
    })
    const csv = Buffer.from(report.json().value.base64, 'base64').toString('utf8')
    expect(csv).toContain(`\nCidade;"'\t=HYPERLINK(""http://evil.example"")"\n`)
    expect(csv).toContain(`\nCNPJ;"'\r@SUM(1+1)"\n`)
    expect(csv).not.toMatch(/;"?[\t\r=+@]/)
  })
})

describe('colours and theme images', () => {
  it('answers empty colours when there is no office id', async () => {
    const res = await app.inject({ url: '/v2/interno/api/admin/office/0/colors', headers: { authorization: staff } })
    expect(res.json()).toEqual({ status: 200, value: {} })
  })

  it('saves colours sent as data, rejects a bad hex, and a gestor of a non-white-label office is refused', async () => {
    const url = '/v2/interno/api/admin/office/1/colors'
    const put = (data: object, token = staff) =>
      app.inject({ method: 'PUT', url, headers: { authorization: token }, payload: { data: JSON.stringify(data) } })
    expect((await put({ primaria: '#123' })).statusCode).toBe(400)
    expect((await put({ primaria: '#112233', nav_bg: '#000000' })).statusCode).toBe(200)
    const got = await app.inject({ url, headers: { authorization: staff } })
    expect(got.json().value).toEqual({ primaria: '#112233', nav_bg: '#000000' })
    const aurora = await login(demo.gestorAurora)
    const refused = await put({ primaria: '#445566' }, aurora)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toContain('whitelabel')
  })

  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  )
  const upload = (body: Buffer, filename: string, type: string) => {
    const boundary = 'x-boundary'
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      body,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ])
    return app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/office/3/theme/logo',
      headers: { authorization: gestor, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    })
  }

  it('stores an image by its sha256 and serves it publicly while a theme uses it', async () => {
    const res = await upload(png, 'logo.png', 'image/png')
    expect(res.statusCode).toBe(201)
    const logo = res.json().value.logo as string
    expect(logo).toMatch(/^\/v2\/api\/files\/[0-9a-f]{64}$/)
    const file = await app.inject({ url: logo })
    expect(file.headers['content-type']).toBe('image/png')
    expect(file.rawPayload.equals(png)).toBe(true)
    expect((await app.inject({ url: `/v2/api/files/${'0'.repeat(64)}` })).statusCode).toBe(404)
  })

  it('refuses a file that is not an image whatever its name says', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload(svg, 'logo.png', 'image/png')).statusCode).toBe(415)
  })
})
