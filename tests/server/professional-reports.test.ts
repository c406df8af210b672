import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/contracts/paths'
import { MY_REPORTS_ROUTE, REPORT_NOT_RELEASED } from '../../src/contracts/report-services'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  planejador: await login(demo.planejador),
  cliente: await login(demo.cliente),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens
type Service = { codigo: string; liberado: boolean; id_profissional: number }

const get = (who: Who, query: string) =>
  app.inject({
    method: 'GET',
    url: `${paths.servicesForProfessional}?${query}`,
    headers: { authorization: tokens[who] },
  })
const released = async (who: Who, query = 'id_escritorio=3') => {
  const res = await get(who, query)
  expect(res.statusCode).toBe(200)
  return (res.json().value as Service[]).filter((s) => s.liberado).map((s) => s.codigo)
}
const profOf = async (email: string) =>
  (await db.execute<{ id: number }>(sql`select id_profissional as id from usuarios where email = ${email}`)).rows[0].id
const release = (servico: string, prof: number, liberar: boolean) =>
  app.inject({
    method: 'POST',
    url: paths.releaseReport,
    headers: { authorization: tokens.gestor },
    payload: { id_escritorio: 3, servico, ids_profissionais: JSON.stringify([prof]), liberar },
  })

describe("a professional's own released reports ('Meus relatórios')", () => {
  it('answers the signed-in professional their own releases without naming themself (demo: DRE, commissions, client book)', async () => {
    const andre = await profOf(demo.assessor)
    const res = await get('assessor', 'id_escritorio=3')
    expect(res.statusCode).toBe(200)
    const value = res.json().value as Service[]
    expect(value.map((s) => s.codigo)).toEqual(['dre-profissional', 'comissoes', 'carteira-clientes', 'metas'])
    expect(value.every((s) => s.id_profissional === andre)).toBe(true)
    expect(await released('assessor')).toEqual(['dre-profissional', 'comissoes', 'carteira-clientes'])
    expect(await released('assessor', `id_escritorio=3&id_profissional=${andre}`)).toEqual([
      'dre-profissional',
      'comissoes',
      'carteira-clientes',
    ])
    expect(await released('planejador')).toEqual(['carteira-clientes'])
  })

  it("refuses another professional's id (403) and another office (403), and a client altogether", async () => {
    const gestorProf = await profOf(demo.gestor)
    const andre = await profOf(demo.assessor)
    const other = await get('assessor', `id_escritorio=3&id_profissional=${gestorProf}`)
    expect(other.statusCode).toBe(403)
    expect((await get('planejador', `id_escritorio=3&id_profissional=${andre}`)).statusCode).toBe(403)
    expect((await get('assessor', 'id_escritorio=1')).statusCode).toBe(403)
    expect((await get('aurora', 'id_escritorio=3')).statusCode).toBe(403)
    expect((await get('aurora', `id_escritorio=3&id_profissional=${andre}`)).statusCode).toBe(403)
    expect((await get('cliente', 'id_escritorio=3')).statusCode).toBe(403)
    // A manager reads anyone's of their own office.
    expect(await released('gestor', `id_escritorio=3&id_profissional=${andre}`)).toEqual([
      'dre-profissional',
      'comissoes',
      'carteira-clientes',
    ])
  })

  it('staff, who are no professional, must name one; bad ids are a 400 in pt-BR', async () => {
    const none = await get('equipe', 'id_escritorio=3')
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Seu usuário não está ligado a um profissional do escritório.')
    const andre = await profOf(demo.assessor)
    expect(await released('equipe', `id_escritorio=3&id_profissional=${andre}`)).toEqual([
      'dre-profissional',
      'comissoes',
      'carteira-clientes',
    ])
    for (const bad of ['abc', '-1', '0']) {
      const res = await get('assessor', `id_escritorio=3&id_profissional=${bad}`)
      expect(res.statusCode, bad).toBe(400)
    }
  })

  it("a withdrawn report leaves the professional's list; releasing it again notifies with a link to 'Meus relatórios'", async () => {
    const andre = await profOf(demo.assessor)
    expect((await release('dre-profissional', andre, false)).statusCode).toBe(200)
    expect(await released('assessor')).toEqual(['comissoes', 'carteira-clientes'])
    expect((await release('dre-profissional', andre, true)).statusCode).toBe(200)
    expect(await released('assessor')).toEqual(['dre-profissional', 'comissoes', 'carteira-clientes'])
    const inbox = await app.inject({ url: paths.notifications, headers: { authorization: tokens.assessor } })
    const notice = (inbox.json().value.items as { titulo: string; corpo: string; rota: string | null }[]).find(
      (n) => n.corpo === 'DRE por profissional foi liberado para você.',
    )
    expect(notice).toMatchObject({
      titulo: 'Relatório liberado',
      rota: `${MY_REPORTS_ROUTE}?relatorio=dre-profissional`,
    })
  })
})

describe("the release gates the report's data for advisors and planners", () => {
  const dreBase = '/v2/interno/api/admin/financial/office'
  const range = 'begin_date=2025-01&end_date=2025-12'
  const routes = {
    'dre-profissional': (office = 3) => [
      `${dreBase}/${office}/dre/profissional?${range}`,
      `${dreBase}/${office}/dre-summary/professionals?${range}`,
      `${dreBase}/${office}/dre/download?begin_date=2025-01&end_date=2025-03&DRE=profissional`,
      `${dreBase}/${office}/result-lines`,
    ],
    comissoes: (office = 3) => [
      `/v2/api/office/${office}/comissoes/apuracoes/2025-10`,
      `/v2/api/office/${office}/comissoes/apuracoes/2025-10/linhas`,
      `/v2/api/office/${office}/comissoes/apuracoes/2025-10/exportar`,
    ],
  }
  const open = (who: Who, url: string) => app.inject({ url, headers: { authorization: tokens[who] } })

  it('refuses (403, pt-BR, no figures) a report withdrawn from the advisor, and opens it again at once when released', async () => {
    const andre = await profOf(demo.assessor)
    for (const [servico, urls] of Object.entries(routes)) {
      for (const url of urls()) expect((await open('assessor', url)).statusCode, url).toBeLessThan(300)
      expect((await release(servico, andre, false)).statusCode).toBe(200)
      for (const url of urls()) {
        const res = await open('assessor', url)
        expect([res.statusCode, res.json()], url).toEqual([403, { status: 403, message: REPORT_NOT_RELEASED }])
      }
      // Only this report: the other one still opens.
      const other = servico === 'comissoes' ? routes['dre-profissional']()[0] : routes.comissoes()[0]
      expect((await open('assessor', other)).statusCode).toBe(200)
      expect((await release(servico, andre, true)).statusCode).toBe(200)
      for (const url of urls()) expect((await open('assessor', url)).statusCode, url).toBeLessThan(300)
    }
  })

  it("keeps the office's gestor and staff open whatever was released to them; another office stays refused", async () => {
    const gestorProf = await profOf(demo.gestor)
    expect((await release('dre-profissional', gestorProf, false)).statusCode).toBe(200)
    for (const who of ['gestor', 'equipe'] as const)
      for (const url of [...routes['dre-profissional'](), ...routes.comissoes()])
        expect((await open(who, url)).statusCode, `${who} ${url}`).toBeLessThan(300)
    expect((await release('dre-profissional', gestorProf, true)).statusCode).toBe(200)
    // André's releases are in office 3: office 1's data stays closed to him, and to office 1's gestor office 3's.
    for (const url of [...routes['dre-profissional'](1), ...routes.comissoes(1)])
      expect((await open('assessor', url)).statusCode, url).toBe(403)
    for (const url of [...routes['dre-profissional'](), ...routes.comissoes()])
      expect((await open('aurora', url)).statusCode, url).toBe(403)
  })

  it("refuses an advisor with nothing released (Bruno Duarte, the demo office's second advisor)", async () => {
    const [bruno] = (
      await db.execute<{ id: number }>(
        sql`select id from profissionais where id_escritorio = 3 and cargo = 'ASSESSOR' order by id offset 1 limit 1`,
      )
    ).rows
    const email = `bruno.${Date.now()}@demo.local`
    await db.execute(
      sql`insert into usuarios (email, nome, tipo_usuario, id_escritorio, id_profissional, senha_hash)
          select ${email}, 'Bruno Duarte', 'ASSESSOR', 3, ${bruno.id}, senha_hash from usuarios where email = ${demo.assessor}`,
    )
    const token = await login(email)
    for (const url of [...routes['dre-profissional'](), ...routes.comissoes()]) {
      const res = await app.inject({ url, headers: { authorization: token } })
      expect([res.statusCode, res.json().message], url).toEqual([403, REPORT_NOT_RELEASED])
    }
    const mine = await app.inject({
      url: `${paths.servicesForProfessional}?id_escritorio=3`,
      headers: { authorization: token },
    })
    expect((mine.json().value as Service[]).filter((s) => s.liberado)).toEqual([])
  })
})
