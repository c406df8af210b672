import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const url = '/v2/api/general/suggestions'

const post = (payload: object, key?: string, token = gestor) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
  })
const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from sugestoes`)).rows[0].n

describe("'Enviar sugestão' sent from the outbox", () => {
  it('stores a suggestion once however often the same Idempotency-Key is replayed, answering the full row', async () => {
    const id = randomUUID()
    const key = randomUUID()
    const before = await count()
    const body = { id, subject: 'Exportar em PDF', report: 'No DRE', origem: '/home' }
    const first = await post(body, key)
    expect(first.statusCode).toBe(201)
    expect(first.json().value).toMatchObject({ id, subject: 'Exportar em PDF', report: 'No DRE', origem: '/home' })
    expect(first.json().value.autor).toBeTruthy()
    const replays = await Promise.all([1, 2, 3].map(() => post(body, key)))
    for (const r of replays) {
      expect(r.statusCode).toBe(201)
      expect(r.json()).toEqual(first.json())
    }
    // The same key with another body is not a replay: refused, and nothing changes.
    expect((await post({ ...body, subject: 'Outro título' }, key)).statusCode).toBe(422)
    expect(await count()).toBe(before + 1)
    const stored = await db.execute<{ subject: string }>(sql`select subject from sugestoes where id = ${id}`)
    expect(stored.rows[0].subject).toBe('Exportar em PDF')
  })

  it('the same id under another key changes nothing; another user cannot take that id', async () => {
    const id = randomUUID()
    await post({ id, subject: 'Primeira' }, randomUUID())
    const again = await post({ id, subject: 'Segunda' }, randomUUID())
    expect(again.statusCode).toBe(200)
    expect(again.json().value.subject).toBe('Primeira')
    const other = await post({ id, subject: 'Alheia' }, randomUUID(), await login(demo.assessor))
    expect(other.statusCode).toBe(422)
    const stored = await db.execute<{ subject: string }>(sql`select subject from sugestoes where id = ${id}`)
    expect(stored.rows.map((r) => r.subject)).toEqual(['Primeira'])
  })

  it('rejects a missing title with a pt-BR message and stores nothing', async () => {
    const before = await count()
    const res = await post({ id: randomUUID(), subject: '  ' }, randomUUID())
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/Campo obrigatório/)
    expect(await count()).toBe(before)
  })
})
