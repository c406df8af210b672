import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)

const url = (office: number) => `/v2/interno/api/admin/office/${office}/colors`
const put = (office: number, data: object, version: number | undefined, key?: string) =>
  app.inject({
    method: 'PUT',
    url: url(office),
    payload: { data: JSON.stringify(data), ...(version === undefined ? {} : { version }) },
    headers: { authorization: staff, ...(key ? { 'idempotency-key': key } : {}) },
  })
const read = async (office: number) =>
  (await app.inject({ url: url(office), headers: { authorization: staff } })).json()
const stored = async (office: number) =>
  (
    await db.execute<{ cores: object; version: number }>(
      sql`select cores, version from escritorios_tema where id_escritorio = ${office}`,
    )
  ).rows

describe('office colours saved through the outbox', () => {
  it('a replay with the same Idempotency-Key returns the first answer and changes nothing', async () => {
    const { version } = await read(3)
    const key = randomUUID()
    const first = await put(3, { primaria: '#102030' }, version, key)
    expect(first.statusCode, first.body).toBe(200)
    // The answer is the row the outbox keeps locally: colours and the new version.
    expect(first.json().value).toEqual({ id_escritorio: 3, cores: { primaria: '#102030' }, version: version + 1 })
    const replay = await put(3, { primaria: '#102030' }, version, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect(await stored(3)).toEqual([{ cores: { primaria: '#102030' }, version: version + 1 }])
    expect(await read(3)).toEqual({ status: 200, value: { primaria: '#102030' }, version: version + 1 })
  })

  it('a stale version answers 409 with the current row and keeps it', async () => {
    const { version } = await read(3)
    expect((await put(3, { primaria: '#aaaaaa' }, version, randomUUID())).statusCode).toBe(200)
    const stale = await put(3, { primaria: '#bbbbbb' }, version, randomUUID())
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      status: 409,
      message: 'As cores foram alteradas por outra pessoa. Recarregue e tente novamente.',
      current: { id_escritorio: 3, cores: { primaria: '#aaaaaa' }, version: version + 1 },
    })
    expect(await stored(3)).toEqual([{ cores: { primaria: '#aaaaaa' }, version: version + 1 }])
  })

  it('an office without colours yet is version 0; a second first save meets a conflict', async () => {
    await db.execute(sql`delete from escritorios_tema where id_escritorio = 2`)
    expect((await read(2)).version).toBe(0)
    const mine = await put(2, { nav_bg: '#000000' }, 0, randomUUID())
    expect(mine.json().value).toEqual({ id_escritorio: 2, cores: { nav_bg: '#000000' }, version: 1 })
    const theirs = await put(2, { nav_bg: '#ffffff' }, 0, randomUUID())
    expect(theirs.statusCode).toBe(409)
    expect(theirs.json().current).toEqual({ id_escritorio: 2, cores: { nav_bg: '#000000' }, version: 1 })
  })

  it('bad input answers 400 in pt-BR and stores nothing', async () => {
    const before = await stored(3)
    const key = randomUUID()
    const badHex = await put(3, { primaria: '#12' }, before[0].version, key)
    expect(badHex.statusCode).toBe(400)
    expect(badHex.json().message).toMatch(/inválid|formato/i)
    const badVersion = await put(3, { primaria: '#123456' }, -1, key)
    expect(badVersion.statusCode).toBe(400)
    expect(await stored(3)).toEqual(before)
    const keys = await db.execute<{ n: number }>(sql`select count(*)::int as n from idempotencia where chave = ${key}`)
    expect(keys.rows[0].n).toBe(0)
  })
})
