import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const staff = await login(demo.equipe)
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })
const base = '/v2/interno/api/admin'

describe('professionals of an office', () => {
  it('adds a professional, grants a login with a temporary password, resets it and revokes it', async () => {
    const added = await call('POST', `${base}/notebooks/add-professional`, gestor, {
      id_escritorio: 3,
      nome: 'Rita Nova',
      email: 'rita.nova@demo.local',
      cargo: 'PLANEJADOR',
    })
    expect(added.statusCode).toBe(201)
    const prof = added.json().value.id as number
    const granted = await call('POST', `${base}/office/3/professionals/${prof}/access`, gestor)
    expect(granted.statusCode).toBe(201)
    const first = granted.json().value.senha_temporaria as string
    const rita = await login('rita.nova@demo.local', first)
    const list = (await call('GET', `${base}/office/3/professionals`, gestor)).json().value
    expect(list.find((p: { id: number }) => p.id === prof)).toMatchObject({ possui_acesso: true, cargo: 'PLANEJADOR' })

    const reset = await call('POST', `${base}/office/3/professionals/${prof}/reset-password`, gestor)
    const second = reset.json().value.senha_temporaria as string
    expect(second).not.toBe(first)
    // The reset ends the open sessions and the old password.
    expect((await call('GET', '/api/assessor/dados_pessoais', rita)).statusCode).toBe(401)
    await expect(login('rita.nova@demo.local', first)).rejects.toThrow()
    await login('rita.nova@demo.local', second)

    expect((await call('DELETE', `${base}/office/3/professionals/${prof}/access`, gestor)).statusCode).toBe(200)
    await expect(login('rita.nova@demo.local', second)).rejects.toThrow()
    const audit = await db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade in ('profissional', 'usuario') and id_escritorio = 3 order by id`,
    )
    expect(audit.rows.map((r) => r.acao)).toEqual(['criar', 'liberar-acesso', 'redefinir-senha', 'remover-acesso'])
    expect(JSON.stringify(audit.rows)).not.toContain(second)
  })

  it("refuses a gestor another office's professionals", async () => {
    expect((await call('GET', `${base}/office/1/professionals`, gestor)).statusCode).toBe(403)
    const [prof] = (await db.execute<{ id: number }>(sql`select id from profissionais where id_escritorio = 1 limit 1`))
      .rows
    expect((await call('POST', `${base}/office/1/professionals/${prof.id}/access`, gestor)).statusCode).toBe(403)
  })

  it('releases a report to professionals and lists it as released', async () => {
    const [prof] = (
      await db.execute<{ id: number }>(
        sql`select id from profissionais where id_escritorio = 3 order by id desc limit 1`,
      )
    ).rows
    const release = await call('POST', `${base}/notebooks/release-report-to-professionals`, gestor, {
      id_escritorio: 3,
      servico: 'comissoes',
      ids_profissionais: JSON.stringify([prof.id]),
    })
    expect(release.statusCode).toBe(200)
    const services = await call(
      'GET',
      `${base}/notebooks/list-services-for-professional?id_escritorio=3&id_profissional=${prof.id}`,
      gestor,
    )
    expect(services.json().value.find((s: { codigo: string }) => s.codigo === 'comissoes').liberado).toBe(true)
    // An advisor reads only their own services.
    const assessor = await login(demo.assessor)
    expect(
      (
        await call(
          'GET',
          `${base}/notebooks/list-services-for-professional?id_escritorio=3&id_profissional=${prof.id}`,
          assessor,
        )
      ).statusCode,
    ).toBe(403)
  })

  it('stores the team data e-mail request and sends nothing', async () => {
    const res = await call('POST', `${base}/send-email-dados-equipe`, gestor, {
      id_escritorio: 3,
      destinatarios: 'a@b.com;c@d.com',
    })
    expect(res.statusCode).toBe(201)
    const bad = await call('POST', `${base}/send-email-dados-equipe`, gestor, { id_escritorio: 3, destinatarios: 'a@' })
    expect(bad.statusCode).toBe(400)
    const rows = await db.execute<{ n: number }>(sql`select count(*)::int as n from envios_dados_equipe`)
    expect(rows.rows[0].n).toBe(1)
  })
})

describe('staff views (views/client, views/professional)', () => {
  it('opens a session of the client, which sees only itself, and staff keep their own', async () => {
    const [me] = (
      await db.execute<{ id: number }>(sql`select id_cliente as id from usuarios where email = ${demo.cliente}`)
    ).rows
    const view = await call('POST', `${base}/views/client`, staff, { id_escritorio: 3, id_cliente: me.id })
    expect(view.statusCode).toBe(200)
    const { token, IS_CLIENTE } = view.json().value
    expect(IS_CLIENTE).toBe(true)
    const list = (await call('GET', '/v2/api/office/3/clients', token)).json().value
    expect(list.map((c: { id: number }) => c.id)).toEqual([me.id])
    expect((await call('GET', `${base}/offices`, staff)).statusCode).toBe(200)
    // A gestor may view a client of their office (tests/server/views.test.ts), not a professional.
    expect(
      (await call('POST', `${base}/views/professional`, gestor, { id_escritorio: 3, id_profissional: 1 })).statusCode,
    ).toBe(403)
    const [loginless] = (
      await db.execute<{ id: number }>(
        sql`select id from clientes c where id_escritorio = 3 and not exists (select 1 from usuarios u where u.id_escritorio = 3 and u.id_cliente = c.id) order by id limit 1`,
      )
    ).rows
    const noLogin = await call('POST', `${base}/views/client`, staff, { id_escritorio: 3, id_cliente: loginless.id })
    expect(noLogin.statusCode).toBe(404)
  })
})
