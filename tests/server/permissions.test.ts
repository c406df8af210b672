import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)

const put = (id: string | number, payload: object, token = staff) =>
  app.inject({
    method: 'PUT',
    url: `/v2/interno/api/admin/office-permission/${id}`,
    headers: { authorization: token },
    payload,
  })
const list = (token: string, id?: number) =>
  app.inject({ url: `/v2/interno/api/admin/office-permission${id ? `/${id}` : ''}`, headers: { authorization: token } })

describe('office permissions (§5, §8)', () => {
  for (const [name, id, body] of [
    ['office id 0', 0, { funcionalidade: 'dre', possui_acesso: false }],
    ['negative office id', -3, { funcionalidade: 'dre', possui_acesso: false }],
    ['office id that is not a number', 'abc', { funcionalidade: 'dre', possui_acesso: false }],
    ['office that does not exist', 999, { funcionalidade: 'dre', possui_acesso: false }],
    ['missing feature name', 3, { possui_acesso: false }],
  ] as const) {
    it(`answers 404 'Escritório não encontrado' with value false for ${name}`, async () => {
      const res = await put(id, body)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ status: 404, message: 'Escritório não encontrado', value: false })
    })
  }

  it('lists every feature for the office; a gestor reads only their own office', async () => {
    const own = (await list(gestor)).json().value
    expect(own.id_escritorio).toBe(3)
    expect(own.permissoes.find((p: { funcionalidade: string }) => p.funcionalidade === 'dre').possui_acesso).toBe(true)
    expect((await list(gestor, 1)).statusCode).toBe(403)
    const office2 = (await list(staff, 2)).json().value.permissoes
    expect(office2.find((p: { funcionalidade: string }) => p.funcionalidade === 'comissoes').possui_acesso).toBe(false)
  })

  it('only staff switch features', async () => {
    expect((await put(3, { funcionalidade: 'dre', possui_acesso: false }, gestor)).statusCode).toBe(403)
  })

  it('a feature switched off answers 403 to the office users and comes back when switched on', async () => {
    const dre = '/v2/interno/api/admin/financial/office/3/dre-summary/professionals'
    const clients = '/v2/api/office/3/clients'
    expect((await app.inject({ url: clients, headers: { authorization: assessor } })).statusCode).toBe(200)
    expect((await put(3, { funcionalidade: 'clientes', possui_acesso: 'false' })).statusCode).toBe(200)
    const refused = await app.inject({ url: clients, headers: { authorization: assessor } })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Seu escritório não tem acesso a esta funcionalidade.')
    // Staff still reach it (they configure the office); other features are untouched.
    expect((await app.inject({ url: clients, headers: { authorization: staff } })).statusCode).toBe(200)
    expect((await app.inject({ url: dre, headers: { authorization: gestor } })).statusCode).toBe(200)
    await put(3, { funcionalidade: 'clientes', possui_acesso: true })
    expect((await app.inject({ url: clients, headers: { authorization: assessor } })).statusCode).toBe(200)
  })

  it('updates several features at once (notebooks/office/update-features) and audits before and after', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/notebooks/office/update-features',
      headers: { authorization: staff },
      payload: { id_escritorio: 4, features: JSON.stringify([{ funcionalidade: 'bpo', possui_acesso: false }]) },
    })
    expect(res.statusCode).toBe(200)
    const audit = await app.inject({
      url: '/v2/interno/api/admin/audit?id_escritorio=4&entidade=permissao',
      headers: { authorization: staff },
    })
    const [entry] = audit.json().value
    expect(entry.usuario).toBe('Equipe Plataforma')
    expect(entry.depois.find((p: { funcionalidade: string }) => p.funcionalidade === 'bpo').possui_acesso).toBe(false)
    expect(entry.antes.find((p: { funcionalidade: string }) => p.funcionalidade === 'bpo').possui_acesso).toBe(true)
  })
})
