import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/contracts/paths'
import { MY_REPORTS_ROUTE } from '../../src/contracts/report-services'
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
  it('answers the signed-in professional their own releases without naming themself (demo: the client book)', async () => {
    const andre = await profOf(demo.assessor)
    const res = await get('assessor', 'id_escritorio=3')
    expect(res.statusCode).toBe(200)
    const value = res.json().value as Service[]
    expect(value.map((s) => s.codigo)).toEqual(['dre-profissional', 'comissoes', 'carteira-clientes', 'metas'])
    expect(value.every((s) => s.id_profissional === andre)).toBe(true)
    expect(await released('assessor')).toEqual(['carteira-clientes'])
    expect(await released('assessor', `id_escritorio=3&id_profissional=${andre}`)).toEqual(['carteira-clientes'])
    expect(await released('planejador')).toEqual([])
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
    expect(await released('gestor', `id_escritorio=3&id_profissional=${andre}`)).toEqual(['carteira-clientes'])
  })

  it('staff, who are no professional, must name one; bad ids are a 400 in pt-BR', async () => {
    const none = await get('equipe', 'id_escritorio=3')
    expect(none.statusCode).toBe(404)
    expect(none.json().message).toBe('Seu usuário não está ligado a um profissional do escritório.')
    const andre = await profOf(demo.assessor)
    expect(await released('equipe', `id_escritorio=3&id_profissional=${andre}`)).toEqual(['carteira-clientes'])
    for (const bad of ['abc', '-1', '0']) {
      const res = await get('assessor', `id_escritorio=3&id_profissional=${bad}`)
      expect(res.statusCode, bad).toBe(400)
    }
  })

  it("a release notifies with a link to 'Meus relatórios'; a withdrawn report leaves the professional's list", async () => {
    const andre = await profOf(demo.assessor)
    expect((await release('dre-profissional', andre, true)).statusCode).toBe(200)
    expect(await released('assessor')).toEqual(['dre-profissional', 'carteira-clientes'])
    const inbox = await app.inject({ url: paths.notifications, headers: { authorization: tokens.assessor } })
    const notice = (inbox.json().value.items as { titulo: string; corpo: string; rota: string | null }[]).find(
      (n) => n.corpo === 'DRE por profissional foi liberado para você.',
    )
    expect(notice).toMatchObject({
      titulo: 'Relatório liberado',
      rota: `${MY_REPORTS_ROUTE}?relatorio=dre-profissional`,
    })
    expect((await release('dre-profissional', andre, false)).statusCode).toBe(200)
    expect(await released('assessor')).toEqual(['carteira-clientes'])
  })
})
