import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const url = '/v2/api/office/3/notes'

const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, key?: string, token = gestor) =>
  app.inject({
    method,
    url: path,
    payload,
    headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) },
  })

const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from anotacoes`)).rows[0].n

describe('office notes through idempotent, versioned mutations', () => {
  it('creates a note once however often the same Idempotency-Key is replayed', async () => {
    const id = randomUUID()
    const key = randomUUID()
    const before = await count()
    const first = await send('POST', url, { id, texto: 'Ligar para o cliente' }, key)
    expect(first.statusCode).toBe(201)
    const replays = await Promise.all(
      [1, 2, 3].map(() => send('POST', url, { id, texto: 'Ligar para o cliente' }, key)),
    )
    for (const r of replays) {
      expect(r.statusCode).toBe(201)
      expect(r.json()).toEqual(first.json())
    }
    expect(await count()).toBe(before + 1)
    const audits = await db.execute(sql`select 1 from auditoria where entidade = 'anotacao' and id_entidade = ${id}`)
    expect(audits.rowCount).toBe(1)
  })

  it('answers 409 with the current row when the edit is based on a stale version', async () => {
    const id = randomUUID()
    await send('POST', url, { id, texto: 'v1' })
    const ok = await send('PUT', `${url}/${id}`, { texto: 'v2 (colega)', version: 1 }, randomUUID())
    expect(ok.statusCode).toBe(200)
    expect(ok.json().value.version).toBe(2)
    const stale = await send('PUT', `${url}/${id}`, { texto: 'v2 (eu)', version: 1 }, randomUUID())
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ status: 409, current: { texto: 'v2 (colega)', version: 2 } })
    const stored = await db.execute<{ texto: string }>(sql`select texto from anotacoes where id = ${id}`)
    expect(stored.rows[0].texto).toBe('v2 (colega)')
  })

  it('deletes only the version the client saw', async () => {
    const id = randomUUID()
    await send('POST', url, { id, texto: 'apagar' })
    expect((await send('DELETE', `${url}/${id}?version=9`)).statusCode).toBe(409)
    expect((await send('DELETE', `${url}/${id}?version=1`)).statusCode).toBe(200)
    expect((await send('DELETE', `${url}/${id}?version=1`)).statusCode).toBe(404)
  })

  it("lets the author and the managers remove a note, never a planner the gestor's note", async () => {
    const planejador = await login(demo.planejador)
    const gestorNote = randomUUID()
    expect((await send('POST', url, { id: gestorNote, texto: 'Reunião de sócios' })).statusCode).toBe(201)
    const refused = await send('DELETE', `${url}/${gestorNote}?version=1`, undefined, randomUUID(), planejador)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().message).toBe('Só quem escreveu a anotação ou o gestor do escritório pode alterá-la.')
    const kept = await db.execute(sql`select 1 from anotacoes where id = ${gestorNote}`)
    expect(kept.rowCount).toBe(1)
    const own = randomUUID()
    await send('POST', url, { id: own, texto: 'Minha anotação' }, undefined, planejador)
    expect((await send('DELETE', `${url}/${own}?version=1`, undefined, randomUUID(), planejador)).statusCode).toBe(200)
    const planned = randomUUID()
    await send('POST', url, { id: planned, texto: 'Do planejador' }, undefined, planejador)
    expect((await send('DELETE', `${url}/${planned}?version=1`, undefined, randomUUID())).statusCode).toBe(200)
  })

  it('rejects bad input with a pt-BR message and stores nothing', async () => {
    const before = await count()
    const empty = await send('POST', url, { id: randomUUID(), texto: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toMatch(/Campo obrigatório/)
    const badId = await send('POST', url, { id: 'nao-e-uuid', texto: 'x' })
    expect(badId.statusCode).toBe(400)
    const badKey = await send('POST', url, { id: randomUUID(), texto: 'x' }, 'curta')
    expect(badKey.statusCode).toBe(400)
    expect(await count()).toBe(before)
  })

  it('refuses a key reused for another operation or another body', async () => {
    const key = randomUUID()
    await send('POST', url, { id: randomUUID(), texto: 'a' }, key)
    const other = await send('POST', '/v2/api/office/3/notes', { id: randomUUID(), texto: 'b' }, key)
    expect(other.statusCode).toBe(422) // same method and route, another body: not a replay
    const id = randomUUID()
    await send('POST', url, { id, texto: 'c' })
    const reused = await send('PUT', `${url}/${id}`, { texto: 'd', version: 1 }, key)
    expect(reused.statusCode).toBe(422)
  })

  it("keeps office A's notes away from office B", async () => {
    const aurora = await login(demo.gestorAurora)
    const read = await app.inject({ url, headers: { authorization: aurora } })
    expect(read.statusCode).toBe(403)
    expect(read.body).not.toContain('Ligar para o cliente')
    const write = await send('POST', url, { id: randomUUID(), texto: 'invasão' }, undefined, aurora)
    expect(write.statusCode).toBe(403)
    const client = await login(demo.cliente)
    expect((await app.inject({ url, headers: { authorization: client } })).statusCode).toBe(403)
  })

  it("refuses a professional editing another's note (403), directly and as a queued edit; the author and a gestor may", async () => {
    const planejador = await login(demo.planejador)
    const id = randomUUID()
    expect((await send('POST', url, { id, texto: 'Do gestor' })).statusCode).toBe(201)
    const direct = await send('PUT', `${url}/${id}`, { texto: 'Reescrita', version: 1 }, randomUUID(), planejador)
    expect(direct.statusCode).toBe(403)
    expect(direct.json().message).toBe('Só quem escreveu a anotação ou o gestor do escritório pode alterá-la.')
    const batch = await app.inject({
      method: 'POST',
      url: '/v2/api/sync/batch',
      headers: { authorization: planejador },
      payload: {
        entries: [
          {
            id: randomUUID(),
            method: 'PUT',
            url: `${url}/${id}`,
            body: JSON.stringify({ texto: 'Reescrita na fila', version: 1 }),
            contentType: 'application/json',
          },
        ],
      },
    })
    expect(batch.statusCode).toBe(200)
    expect(batch.json().results[0]).toMatchObject({ outcome: 'refused', status: 403 })
    const stored = await db.execute<{ texto: string; version: number }>(
      sql`select texto, version from anotacoes where id = ${id}`,
    )
    expect(stored.rows[0]).toEqual({ texto: 'Do gestor', version: 1 })

    const own = randomUUID()
    await send('POST', url, { id: own, texto: 'Do planejador' }, undefined, planejador)
    expect(
      (await send('PUT', `${url}/${own}`, { texto: 'Editada', version: 1 }, randomUUID(), planejador)).statusCode,
    ).toBe(200)
    // The gestor moderates every note of the office.
    expect((await send('PUT', `${url}/${own}`, { texto: 'Moderada', version: 2 }, randomUUID())).statusCode).toBe(200)
  })
})
