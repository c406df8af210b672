import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/contracts/paths'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const dual = 'assessor.cliente@demo.local'
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0]
const clientOf = (email: string) =>
  one<{ id: number; nome: string }>(
    sql`select c.id, c.nome_cliente as nome from usuarios u join clientes c on c.id_escritorio = u.id_escritorio and c.id = u.id_cliente where u.email = ${email}`,
  )
const clara = await clientOf(demo.cliente)
const bruno = await clientOf(dual)
const other = await one<{ id: number; nome: string }>(
  sql`select id, nome_cliente as nome from clientes where id_escritorio = 1 order by id limit 1`,
)
const self = async (token: string) => (await call('GET', paths.profile, token)).json().value
const clientIds = async (token: string) =>
  (await call('GET', paths.clients(3), token)).json().value.map((c: { id: number }) => c.id)

describe('views/client for office professionals', () => {
  it('refuses an assessor a client of another advisor or another office, with no data in the body', async () => {
    const assessor = await login(demo.assessor)
    for (const body of [
      { id_escritorio: 3, id_cliente: clara.id },
      { id_escritorio: 1, id_cliente: other.id },
    ]) {
      const res = await call('POST', paths.viewsClient, assessor, body)
      expect(res.statusCode).toBe(403)
      for (const leak of [clara.nome, other.nome, demo.cliente, 'token', 'IS_CLIENTE'])
        expect(res.body).not.toContain(leak)
    }
    const gestor = await login(demo.gestor)
    const foreign = await call('POST', paths.viewsClient, gestor, { id_escritorio: 1, id_cliente: other.id })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.body).not.toContain(other.nome)
  })

  it('lets an assessor view a client of their book, as the client only (the view cannot switch profiles)', async () => {
    const assessor = await login(demo.assessor)
    const res = await call('POST', paths.viewsClient, assessor, { id_escritorio: 3, id_cliente: bruno.id })
    expect(res.statusCode).toBe(200)
    const view = res.json().value
    expect(view).toMatchObject({ IS_CLIENTE: true, IS_ASSESSOR: false, id_cliente: bruno.id })
    expect(await clientIds(view.token)).toEqual([bruno.id])
    expect((await call('POST', paths.switchToProfessional, view.token)).statusCode).toBe(403)
    expect((await self(assessor)).IS_ASSESSOR).toBe(true)
  })

  it('lets a gestor view a client of their office and return to their own session (audited)', async () => {
    const gestor = await login(demo.gestor)
    const res = await call('POST', paths.viewsClient, gestor, { id_escritorio: 3, id_cliente: clara.id })
    expect(res.statusCode).toBe(200)
    const view = res.json().value
    expect(view).toMatchObject({ IS_CLIENTE: true, IS_GESTOR: false, nome: 'Clara Cliente' })
    expect(await clientIds(view.token)).toEqual([clara.id])
    expect((await call('GET', paths.client(3, bruno.id), view.token)).statusCode).toBe(404)
    // Returning: the app logs the view session out and goes back to the kept gestor session.
    expect((await call('POST', paths.logout, view.token)).statusCode).toBe(200)
    expect((await call('GET', paths.profile, view.token)).statusCode).toBe(401)
    expect(await self(gestor)).toMatchObject({ IS_GESTOR: true, IS_CLIENTE: false })
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from auditoria a join usuarios u on u.id_interno = a.id_usuario
          where u.email = ${demo.gestor} and a.acao = 'abrir-visao'`,
    )
    expect(audit.n).toBe(1)
  })
})

describe('§6 profile switch', () => {
  it('switches a professional who is also a client to the client profile and back', async () => {
    const pro = await login(dual)
    const before = await self(pro)
    expect(before).toMatchObject({ IS_ASSESSOR: true, IS_CLIENTE: false, perfis_disponiveis: ['assessor', 'cliente'] })

    const toClient = await call('POST', paths.switchToClient, pro)
    expect(toClient.statusCode).toBe(200)
    const client = toClient.json().value
    expect(client).toMatchObject({
      IS_CLIENTE: true,
      IS_ASSESSOR: false,
      tipo_usuario: 'cliente',
      id_cliente: bruno.id,
    })
    expect(client.perfis_disponiveis).toEqual(['assessor', 'cliente'])
    expect((await call('GET', paths.profile, pro)).statusCode).toBe(401)
    expect((await self(client.token)).IS_CLIENTE).toBe(true)
    expect(await clientIds(client.token)).toEqual([bruno.id])
    expect((await call('POST', paths.switchToClient, client.token)).statusCode).toBe(403)

    const back = await call('POST', paths.switchToProfessional, client.token)
    expect(back.statusCode).toBe(200)
    const again = back.json().value
    expect(again).toMatchObject({ IS_ASSESSOR: true, IS_CLIENTE: false, tipo_usuario: 'ASSESSOR' })
    expect((await call('GET', paths.profile, client.token)).statusCode).toBe(401)
    expect((await clientIds(again.token)).length).toBeGreaterThan(1)
    const audit = await one<{ n: number }>(sql`select count(*)::int as n from auditoria where acao = 'trocar-perfil'`)
    expect(audit.n).toBe(2)
  })

  it('refuses the switch to anyone without the other profile', async () => {
    const client = await login(demo.cliente)
    const res = await call('POST', paths.switchToProfessional, client)
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('token')
    expect((await self(client)).IS_CLIENTE).toBe(true)
    expect((await call('POST', paths.switchToClient, await login(demo.gestor))).statusCode).toBe(403)
    expect((await call('POST', paths.switchToClient, await login(demo.equipe))).statusCode).toBe(403)
  })
})
