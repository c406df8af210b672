import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const url = '/v2/interno/api/admin/office/3'

const read = async () => (await app.inject({ url, headers: { authorization: gestor } })).json().value
const dataOf = (o: Record<string, string | null>, changes: Record<string, string>) => ({
  nome_escritorio: o.nome_escritorio,
  login: o.login,
  cnpj: o.cnpj,
  email_escritorio: o.email_escritorio ?? 'contato@demo.local',
  telefone: o.telefone ?? '',
  nome_responsavel: o.nome_responsavel ?? '',
  ...changes,
})
const put = (payload: object, key?: string) =>
  app.inject({
    method: 'PUT',
    url,
    payload,
    headers: { authorization: gestor, ...(key ? { 'idempotency-key': key } : {}) },
  })
const audits = async () =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'escritorio' and id_entidade = '3'`,
    )
  ).rows[0].n

describe("the office's own data (/escritorio) sent from the outbox", () => {
  it('a replay with the same Idempotency-Key returns the first answer and changes nothing', async () => {
    const current = await read()
    const key = randomUUID()
    const body = { office_data: dataOf(current, { nome_responsavel: 'Responsável A' }), version: current.version }
    const first = await put(body, key)
    expect(first.statusCode).toBe(200)
    expect(first.json().value).toMatchObject({ nome_responsavel: 'Responsável A', version: current.version + 1 })
    const before = await audits()
    const replay = await put(body, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect((await read()).version).toBe(current.version + 1)
    expect(await audits()).toBe(before)
  })

  it('a stale version answers 409 with the current row and keeps it', async () => {
    const current = await read()
    const colleague = await put(
      { office_data: dataOf(current, { nome_responsavel: 'Do colega' }), version: current.version },
      randomUUID(),
    )
    expect(colleague.statusCode).toBe(200)
    const stale = await put(
      { office_data: dataOf(current, { nome_responsavel: 'Meu' }), version: current.version },
      randomUUID(),
    )
    expect(stale.statusCode).toBe(409)
    expect(stale.json()).toMatchObject({
      status: 409,
      current: { id_escritorio: 3, nome_responsavel: 'Do colega', version: current.version + 1 },
    })
    expect((await read()).nome_responsavel).toBe('Do colega')
  })

  it("another office's CNPJ is refused as a plain 4xx (listed as failed, not as a conflict)", async () => {
    const current = await read()
    const other = (
      await app.inject({ url: '/v2/interno/api/admin/office/1', headers: { authorization: await login(demo.equipe) } })
    ).json().value
    const res = await put(
      { office_data: dataOf(current, { cnpj: other.cnpj }), version: current.version },
      randomUUID(),
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().message).toBe('Já existe um escritório com este CNPJ.')
    expect((await read()).version).toBe(current.version)
  })
})
