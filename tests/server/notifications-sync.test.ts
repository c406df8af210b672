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
