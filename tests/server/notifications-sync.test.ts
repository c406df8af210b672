import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)

const put = (id: number, key?: string, token = gestor) =>
  app.inject({
    method: 'PUT',
    url: `/v2/api/notifications/${id}/read`,
    headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
  })

async function newNotification(titulo: string) {
  const sent = await app.inject({
    method: 'POST',
    url: '/v2/api/notifications/send',
    headers: { authorization: gestor },
    payload: { publico: 'profissionais', id_escritorio: 3, tipo: 'info', titulo, corpo: 'Corpo', rota: '/home' },
  })
  expect(sent.statusCode).toBe(201)
  const inbox = (await app.inject({ url: '/v2/api/notifications', headers: { authorization: gestor } })).json()
  return inbox.value.items.find((n: { titulo: string }) => n.titulo === titulo) as { id: number; lida: boolean }
}

const audits = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from idempotencia`)).rows[0].n

describe('mark as read sent from the outbox', () => {
  it('answers the read row; a replay with the same key returns the first answer and stores nothing more', async () => {
    const n = await newNotification(`Lida ${randomUUID()}`)
    expect(n.lida).toBe(false)
    const key = randomUUID()
    const first = await put(n.id, key)
    expect(first.statusCode).toBe(200)
    expect(first.json().value).toMatchObject({ id: n.id, lida: true })
    const stored = await audits()
    const replay = await put(n.id, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await audits()).toBe(stored)
    const inbox = (await app.inject({ url: '/v2/api/notifications', headers: { authorization: gestor } })).json()
    expect(inbox.value.items.find((i: { id: number }) => i.id === n.id).lida).toBe(true)
  })

  it('needs no version: a second mark from another device answers the row as it is', async () => {
    const n = await newNotification(`Duas vezes ${randomUUID()}`)
    expect((await put(n.id, randomUUID())).statusCode).toBe(200)
    const again = await put(n.id, randomUUID())
    expect(again.statusCode).toBe(200)
    expect(again.json().value.lida).toBe(true)
  })

  it("someone else's notification is not found (a 4xx the outbox lists as failed)", async () => {
    const n = await newNotification(`Alheia ${randomUUID()}`)
    const res = await put(n.id, randomUUID(), await login(demo.gestorAurora))
    expect(res.statusCode).toBe(404)
    const row = await db.execute<{ lida: boolean }>(sql`select lida from notificacoes where id = ${n.id}`)
    expect(row.rows[0].lida).toBe(false)
  })
})

describe("'Minhas notificações' page by page (newest first, `antes` = the last one shown)", () => {
  it('walks every notification once, in order, and counts every unread one', async () => {
    const planejador = await login(demo.planejador)
    const [me] = (
      await db.execute<{ id: number }>(sql`select id_interno as id from usuarios where email = ${demo.planejador}`)
    ).rows
    // 230 notifications, several sharing one instant: the cursor orders by (date, id).
    await db.execute(sql`insert into notificacoes (id_usuario, titulo, corpo, data_criacao)
      select ${me.id}, 'Aviso ' || i, 'Corpo', now() - ((i / 3) || ' minutes')::interval from generate_series(1, 230) i`)
    const all = await db.execute<{ id: number }>(
      sql`select id from notificacoes where id_usuario = ${me.id} order by data_criacao desc, id desc`,
    )
    const unread = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from notificacoes where id_usuario = ${me.id} and not lida`,
    )
    const seen: number[] = []
    let antes: number | undefined
    for (;;) {
      const res = await app.inject({
        url: `/v2/api/notifications${antes ? `?antes=${antes}` : ''}`,
        headers: { authorization: planejador },
      })
      expect(res.statusCode, res.body).toBe(200)
      const page = res.json().value as { items: { id: number }[]; mais: boolean; unread: number }
      expect(page.items.length).toBeLessThanOrEqual(100)
      expect(page.unread).toBe(unread.rows[0].n)
      seen.push(...page.items.map((n) => n.id))
      if (!page.mais) break
      antes = page.items.at(-1)?.id
    }
    expect(seen).toEqual(all.rows.map((r) => r.id))
    expect(seen.length).toBeGreaterThan(200)
  })

  it("a page is read off the (user, date, id) index, newest first, with no sort of the user's whole list", async () => {
    const [me] = (
      await db.execute<{ id: number }>(sql`select id_interno as id from usuarios where email = ${demo.assessor}`)
    ).rows
    await db.execute(sql`insert into notificacoes (id_usuario, titulo, corpo, data_criacao)
      select u.id_interno, 'Aviso ' || i, 'Corpo', now() - (i || ' seconds')::interval
      from generate_series(1, 4000) i cross join usuarios u`)
    await db.execute(sql`analyze notificacoes`)
    const plan = await db.execute<{ 'QUERY PLAN': string }>(sql`explain
      select * from notificacoes where id_usuario = ${me.id}
        and (data_criacao, id) < (select n.data_criacao, n.id from notificacoes n where n.id = 100)
      order by data_criacao desc, id desc limit 101`)
    const text = plan.rows.map((r) => r['QUERY PLAN']).join('\n')
    expect(text).toMatch(/Index Scan Backward using notificacoes_usuario_recentes_idx on notificacoes/)
    expect(text).not.toMatch(/\bSort\b/)
  })

  it("another user's notification as the cursor is a 404, a malformed one a 400 (pt-BR), and nothing changes", async () => {
    const n = await newNotification(`Cursor ${randomUUID()}`)
    const aurora = await login(demo.gestorAurora)
    const other = await app.inject({ url: `/v2/api/notifications?antes=${n.id}`, headers: { authorization: aurora } })
    expect(other.statusCode).toBe(404)
    expect(other.json().message).toBe('Notificação não encontrada')
    for (const bad of ['abc', '0', '-1', '99999999999']) {
      const res = await app.inject({ url: `/v2/api/notifications?antes=${bad}`, headers: { authorization: gestor } })
      expect(res.statusCode, bad).toBe(400)
    }
    const row = await db.execute<{ lida: boolean }>(sql`select lida from notificacoes where id = ${n.id}`)
    expect(row.rows[0].lida).toBe(false)
  })
})
