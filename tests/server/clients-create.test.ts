import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

/** '+ Cliente' of 'Selecionar cliente' (§2): POST /v2/api/office/{id}/clients, form-encoded as the app sends it. */
const { app, db, login } = await seededApp()

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
async function create(email: string, fields: Record<string, string>, office = 3, key?: string) {
  return app.inject({
    method: 'POST',
    url: `/v2/api/office/${office}/clients`,
    headers: {
      authorization: await login(email),
      'content-type': 'application/x-www-form-urlencoded',
      ...(key ? { 'idempotency-key': key } : {}),
    },
    payload: form(fields),
  })
}
const countIn = async (office: number) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from clientes where id_escritorio = ${office}`))
    .rows[0].n
const professionalOf = async (email: string) =>
  (await db.execute<{ id: number }>(sql`select id_profissional as id from usuarios where email = ${email}`)).rows[0].id

const valid = {
  nome_cliente: 'Helena  Vasconcelos Prado',
  email: 'Helena.Prado@Exemplo.com.br',
  cpf: '529.982.247-25',
  telefone: '(11) 98765-4321',
}

describe("'+ Cliente': creating a client", () => {
  it('creates the client in the office, with access, listed and audited', async () => {
    const res = await create(demo.gestor, valid)
    expect(res.statusCode).toBe(201)
    const created = res.json().value
    expect(created).toMatchObject({
      nome_cliente: 'Helena Vasconcelos Prado',
      email: 'helena.prado@exemplo.com.br',
      cpf: '529.982.247-25',
      telefone: '(11) 98765-4321',
      id_profissional: null,
    })
    // Selectable at once: 'Sem acesso' is for id_cadastro_cliente missing or negative.
    expect(created.id_cadastro_cliente).toBeGreaterThan(0)
    const list = (
      await app.inject({ url: '/v2/api/office/3/clients', headers: { authorization: await login(demo.gestor) } })
    ).json().value
    expect(list.map((c: { id: number }) => c.id)).toContain(created.id)
    const audit = await db.execute(
      sql`select 1 from auditoria where entidade = 'cliente' and acao = 'criar' and id_entidade = ${String(created.id)}`,
    )
    expect(audit.rows).toHaveLength(1)
  })

  it('refuses bad input with the pt-BR rule message and changes nothing', async () => {
    const before = await countIn(3)
    const cases: [Record<string, string>, string][] = [
      [{ ...valid, nome_cliente: '' }, 'Campo obrigatório'],
      [{ ...valid, nome_cliente: 'Helena' }, 'Insira seu nome completo'],
      [{ ...valid, email: 'helena@' }, 'Formato inválido'],
      [{ ...valid, cpf: '529.982.247-24' }, 'CPF inválido'],
      [{ ...valid, cpf: '52998224725' }, 'Formato inválido'],
      [{ ...valid, telefone: '(11) 9876' }, 'Formato inválido'],
    ]
    for (const [fields, message] of cases) {
      const res = await create(demo.gestor, fields)
      expect([res.statusCode, res.json().message], JSON.stringify(fields)).toEqual([400, message])
    }
    const { cpf: _cpf, ...withoutCpf } = valid
    expect((await create(demo.gestor, withoutCpf)).json().message).toBe('Campo obrigatório')
    expect(await countIn(3)).toBe(before)
  })

  it('accepts a client without phone, and one CPF once per office (409), in another office again', async () => {
    const res = await create(demo.gestor, {
      nome_cliente: 'Otávio Reis',
      email: 'otavio@exemplo.com',
      cpf: '111.444.777-35',
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().value.telefone).toBeNull()
    const before = await countIn(3)
    const again = await create(demo.planejador, {
      nome_cliente: 'Outro Nome',
      email: 'o@exemplo.com',
      cpf: '111.444.777-35',
    })
    expect([again.statusCode, again.json().message]).toEqual([
      409,
      'Já existe um cliente com este CPF neste escritório.',
    ])
    expect(await countIn(3)).toBe(before)
    const elsewhere = await create(demo.gestorAurora, { ...valid, cpf: '111.444.777-35' }, 1)
    expect(elsewhere.statusCode).toBe(201)
  })

  it("puts an advisor's new client in their own book; a planner's in the office", async () => {
    const mine = await create(demo.assessor, { ...valid, cpf: '390.533.447-05' })
    expect(mine.statusCode).toBe(201)
    expect(mine.json().value.id_profissional).toBe(await professionalOf(demo.assessor))
    const book = (
      await app.inject({ url: '/v2/api/office/3/clients', headers: { authorization: await login(demo.assessor) } })
    ).json().value
    expect(book.map((c: { id: number }) => c.id)).toContain(mine.json().value.id)
    const planner = await create(demo.planejador, { ...valid, cpf: '153.509.460-56' })
    expect([planner.statusCode, planner.json().value.id_profissional]).toEqual([201, null])
  })

  it('refuses clients, and users of another office, without creating anything', async () => {
    const before = await countIn(3)
    expect((await create(demo.cliente, { ...valid, cpf: '935.411.347-80' })).statusCode).toBe(403)
    const intruder = await create(demo.gestorAurora, { ...valid, cpf: '935.411.347-80' }, 3)
    expect([intruder.statusCode, intruder.json().message]).toEqual([403, 'Você não tem acesso a este escritório.'])
    expect((await create(demo.equipe, { ...valid, cpf: '935.411.347-80' }, 999_999)).statusCode).toBe(404)
    expect(await countIn(3)).toBe(before)
  })

  it('creates once for one Idempotency-Key sent twice', async () => {
    const before = await countIn(3)
    const fields = { ...valid, cpf: '714.602.380-01' }
    const first = await create(demo.gestor, fields, 3, '0190a5a0-0000-7000-8000-0000000000c1')
    const second = await create(demo.gestor, fields, 3, '0190a5a0-0000-7000-8000-0000000000c1')
    expect([first.statusCode, second.statusCode]).toEqual([201, 201])
    expect(second.json().value.id).toBe(first.json().value.id)
    expect(await countIn(3)).toBe(before + 1)
  })
})
