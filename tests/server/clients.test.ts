import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { type ClientItem, hasIncompleteAssets } from '../../src/contracts/clients'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const get = async (url: string, email: string) => app.inject({ url, headers: { authorization: await login(email) } })
const [me] = (
  await db.execute<{ id: number }>(sql`select id_cliente as id from usuarios where email = ${demo.cliente}`)
).rows

describe('clients and portfolios', () => {
  it('lists the whole office to a gestor, only their book to an advisor and only themself to a client', async () => {
    const all = (await get('/v2/api/office/3/clients', demo.gestor)).json().value
    const [{ n }] = (
      await db.execute<{ n: number }>(sql`select count(*)::int as n from clientes where id_escritorio = 3`)
    ).rows
    expect(all).toHaveLength(n)
    const [{ prof }] = (
      await db.execute<{ prof: number }>(
        sql`select id_profissional as prof from usuarios where email = ${demo.assessor}`,
      )
    ).rows
    const book = (await get('/v2/api/office/3/clients', demo.assessor)).json().value
    expect(book.length).toBeGreaterThan(0)
    expect(book.every((c: { id_profissional: number }) => c.id_profissional === prof)).toBe(true)
    const self = (await get('/v2/api/office/3/clients', demo.cliente)).json().value
    expect(self.map((c: { id: number }) => c.id)).toEqual([me.id])
  })

  it('searches accent-insensitively', async () => {
    const [{ nome }] = (
      await db.execute<{ nome: string }>(
        sql`select nome_cliente as nome from clientes where id_escritorio = 3 and nome_cliente ~ '[áéíóúçã]' limit 1`,
      )
    ).rows
    const plain = nome
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
    const found = (await get(`/v2/api/office/3/clients?q=${encodeURIComponent(plain)}`, demo.gestor)).json().value
    expect(found.map((c: { nome_cliente: string }) => c.nome_cliente)).toContain(nome)
  })

  it('shows a client its portfolio with the incomplete-assets flag; professionals get null', async () => {
    const mine = (await get(`/v2/api/office/3/clients/${me.id}`, demo.cliente)).json().value
    expect(mine.ativos.length).toBeGreaterThan(2)
    expect(mine.has_incompletes_assets).toBe(hasIncompleteAssets(mine.ativos))
    expect(mine.ativos[0]).toHaveProperty('campos_faltantes')
    const asGestor = (await get(`/v2/api/office/3/clients/${me.id}`, demo.gestor)).json().value
    expect(asGestor.has_incompletes_assets).toBeNull()
  })

  it("gives every demo client one wealth: /clientes, the portfolio's total and home's sum agree", async () => {
    const token = await login(demo.equipe)
    const read = async (url: string) => (await app.inject({ url, headers: { authorization: token } })).json().value
    const offices = await read('/v2/interno/api/admin/offices')
    for (const { id_escritorio: office } of offices as { id_escritorio: number }[]) {
      const list = (await read(`/v2/api/office/${office}/clients`)) as ClientItem[]
      expect(list.length).toBeGreaterThan(0)
      let sum = 0n
      for (const c of list) {
        const detail = await read(`/v2/api/office/${office}/clients/${c.id}`)
        const positions = detail.ativos.reduce(
          (s: bigint, a: { valor_centavos: string }) => s + BigInt(a.valor_centavos),
          0n,
        )
        expect([c.patrimonio_centavos, detail.cliente.patrimonio_centavos]).toEqual([
          String(positions),
          String(positions),
        ])
        sum += positions
      }
      const home = await read(`/v2/interno/api/admin/office/${office}/overview`)
      expect(home.patrimonio_centavos).toBe(String(sum))
    }
  })

  it("refuses a client another client's portfolio and communications", async () => {
    const [other] = (
      await db.execute<{ id: number }>(sql`select id from clientes where id_escritorio = 3 and id <> ${me.id} limit 1`)
    ).rows
    expect((await get(`/v2/api/office/3/clients/${other.id}`, demo.cliente)).statusCode).toBe(404)
    expect((await get(`/v2/api/office/3/clients/${other.id}/communications`, demo.cliente)).statusCode).toBe(404)
    expect((await get(`/v2/api/office/1/clients/${me.id}`, demo.cliente)).statusCode).toBe(403)
  })

  it('ignores the §9 categories when flagging incomplete assets', () => {
    expect(hasIncompleteAssets([{ tipo: 'Poupança', campos_faltantes: ['referencia'] }])).toBe(false)
    // Accents, case and spacing do not matter.
    for (const tipo of ['Poupanca', 'POUPANÇA', 'Saldo  em Conta', 'PROVENTOS'])
      expect(hasIncompleteAssets([{ tipo, campos_faltantes: ['referencia'] }]), tipo).toBe(false)
    expect(hasIncompleteAssets([{ tipo: 'renda fixa', campos_faltantes: ['indexador'] }])).toBe(true)
    expect(hasIncompleteAssets([{ tipo: 'renda fixa', campos_faltantes: [] }])).toBe(false)
  })

  it('sends a communication that the client reads, with a notification', async () => {
    const token = await login(demo.gestor)
    const sent = await app.inject({
      method: 'POST',
      url: `/v2/api/office/3/clients/${me.id}/communications`,
      headers: { authorization: token },
      payload: { nome: 'Aviso', conteudo: JSON.stringify(['Linha 1', 'Linha 2']) },
    })
    expect(sent.statusCode).toBe(201)
    const list = (await get(`/v2/api/office/3/clients/${me.id}/communications`, demo.cliente)).json().value
    expect(list[0]).toMatchObject({ nome: 'Aviso', conteudo: ['Linha 1', 'Linha 2'] })
    const notes = (await get('/v2/api/notifications', demo.cliente)).json().value
    expect(notes.items.some((n: { titulo: string }) => n.titulo === 'Aviso')).toBe(true)
  })
})
