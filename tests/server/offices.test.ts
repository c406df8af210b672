import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const get = (url: string, token: string) => app.inject({ url, headers: { authorization: token } })

describe('office list and scope', () => {
  it('shows staff every office and an office user only its own', async () => {
    const staff = (await get('/v2/interno/api/admin/offices', await login(demo.equipe))).json()
    expect(staff.value.map((o: { id_escritorio: number }) => o.id_escritorio).sort()).toEqual([1, 2, 3, 4])
    const gestor = (await get('/v2/interno/api/admin/offices', await login(demo.gestor))).json()
    expect(gestor.value).toEqual([expect.objectContaining({ id_escritorio: 3 })])
  })

  it("refuses a token of office 3 reading office 1's figures, and leaks nothing of it", async () => {
    const res = await get('/v2/interno/api/admin/office/1/overview', await login(demo.gestor))
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('Aurora')
    const own = await get('/v2/interno/api/admin/office/1/overview', await login(demo.gestorAurora))
    expect(own.statusCode).toBe(200)
    expect(own.json().value.nome_escritorio).toBe('Aurora Investimentos')
  })

  it('refuses clients the professional endpoints', async () => {
    const token = await login(demo.cliente)
    expect((await get('/v2/interno/api/admin/offices', token)).statusCode).toBe(403)
    expect((await get('/v2/interno/api/admin/office/3/overview', token)).statusCode).toBe(403)
  })

  it('computes the home figures in the database, matching the rows', async () => {
    const res = (await get('/v2/interno/api/admin/office/3/overview', await login(demo.gestor))).json().value
    const counted = await db.execute<{ n: number; total: string }>(
      sql`select (select count(*)::int from clientes where id_escritorio = 3) as n,
          (select sum(valor_centavos)::text from posicoes_clientes where id_escritorio = 3) as total`,
    )
    expect(res.clientes).toBe(counted.rows[0].n)
    expect(res.patrimonio_centavos).toBe(counted.rows[0].total)
    const perProfessional = res.clientes_por_profissional.reduce(
      (s: number, p: { clientes: number }) => s + p.clientes,
      0,
    )
    expect(perProfessional).toBe(res.clientes)
  })

  it("narrows an advisor's home figures to the advisor's own clients", async () => {
    const res = (await get('/v2/interno/api/admin/office/3/overview', await login(demo.assessor))).json().value
    const own = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from clientes c join usuarios u on u.id_profissional = c.id_profissional
          where c.id_escritorio = 3 and u.email = ${demo.assessor}`,
    )
    expect(res.clientes).toBe(own.rows[0].n)
    expect(res.clientes_por_profissional).toHaveLength(1)
  })

  it('mirrors the selected office on the server and refuses another office', async () => {
    const token = await login(demo.gestor)
    const ok = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/offices/filter',
      headers: { authorization: token },
      payload: { id_escritorio: 3 },
    })
    expect(ok.statusCode).toBe(200)
    const bad = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/offices/filter',
      headers: { authorization: token },
      payload: { id_escritorio: 2 },
    })
    expect(bad.statusCode).toBe(403)
    const stored = await db.execute<{ id_escritorio: number }>(
      sql`select f.id_escritorio from filtros_escritorio f join usuarios u on u.id_interno = f.id_usuario where u.email = ${demo.gestor}`,
    )
    expect(stored.rows).toEqual([{ id_escritorio: 3 }])
  })
})
