import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const base = '/v2/api/office/3/disclaimers'

const put = (codigo: string, payload: object, key?: string) =>
  app.inject({
    method: 'PUT',
    url: `${base}/${codigo}`,
    payload,
    headers: { authorization: gestor, ...(key ? { 'idempotency-key': key } : {}) },
  })
const stored = async (codigo: string) =>
  (
    await db.execute<{ texto: string; version: number }>(
      sql`select texto, version from disclaimers where id_escritorio = 3 and codigo = ${codigo}`,
    )
  ).rows
const audits = async (codigo: string) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'disclaimer' and id_entidade = ${codigo}`,
    )
  ).rows[0].n

describe('disclaimers edited through the outbox', () => {
  it('a replay with the same Idempotency-Key returns the first answer and changes nothing', async () => {
    const codigo = `teste-${randomUUID().slice(0, 8)}`
    await put(codigo, { texto: 'v1', version: 0 })
    const key = randomUUID()
    const first = await put(codigo, { texto: 'v2', version: 1 }, key)
    expect(first.statusCode).toBe(200)
    expect(first.json().value).toEqual({ codigo, texto: 'v2', version: 2 })
    const replay = await put(codigo, { texto: 'v2', version: 1 }, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect(await stored(codigo)).toEqual([{ texto: 'v2', version: 2 }])
    expect(await audits(codigo)).toBe(2)
  })

  it('a stale version answers 409 with the current text and keeps it', async () => {
    const codigo = `teste-${randomUUID().slice(0, 8)}`
    await put(codigo, { texto: 'original', version: 0 })
    expect((await put(codigo, { texto: 'do colega', version: 1 }, randomUUID())).statusCode).toBe(200)
    const stale = await put(codigo, { texto: 'meu', version: 1 }, randomUUID())
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({ status: 409, current: { codigo, texto: 'do colega', version: 2 } })
    expect(await stored(codigo)).toEqual([{ texto: 'do colega', version: 2 }])
  })

  it('a new text (version 0) does not overwrite one a colleague created meanwhile', async () => {
    const codigo = `teste-${randomUUID().slice(0, 8)}`
    expect((await put(codigo, { texto: 'do colega', version: 0 }, randomUUID())).statusCode).toBe(200)
    const mine = await put(codigo, { texto: 'meu', version: 0 }, randomUUID())
    expect(mine.statusCode).toBe(409)
    expect(mine.json().current).toEqual({ codigo, texto: 'do colega', version: 1 })
  })
})
