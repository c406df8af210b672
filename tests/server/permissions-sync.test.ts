import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)

const put = (payload: object, key?: string, office = 4) =>
  app.inject({
    method: 'PUT',
    url: `/v2/interno/api/admin/office-permission/${office}`,
    payload,
    headers: { authorization: staff, ...(key ? { 'idempotency-key': key } : {}) },
  })
const stored = async (funcionalidade: string) =>
  (
    await db.execute<{ possui_acesso: boolean }>(
      sql`select possui_acesso from escritorios_permissoes where id_escritorio = 4 and funcionalidade = ${funcionalidade}`,
    )
  ).rows
const audits = async (funcionalidade: string) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'permissao' and id_entidade = ${`4:${funcionalidade}`}`,
    )
  ).rows[0].n

describe('feature permissions toggled through the outbox', () => {
  it('a replay with the same Idempotency-Key returns the first answer and changes nothing', async () => {
    const key = randomUUID()
    const first = await put({ funcionalidade: 'dre', possui_acesso: false }, key)
    expect(first.statusCode).toBe(200)
    // The answer is the list's row, so the outbox keeps it as the local row.
    expect(first.json().value).toEqual({
      id_escritorio: 4,
      funcionalidade: 'dre',
      titulo: 'DREs',
      possui_acesso: false,
    })
    // Someone switches it back on; replaying the first call must not switch it off again.
    expect((await put({ funcionalidade: 'dre', possui_acesso: true }, randomUUID())).statusCode).toBe(200)
    const replay = await put({ funcionalidade: 'dre', possui_acesso: false }, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await stored('dre')).toEqual([{ possui_acesso: true }])
    expect(await audits('dre')).toBe(2)
  })

  it('is last-writer-wins: no version is asked and none answers 409', async () => {
    expect((await put({ funcionalidade: 'bpo', possui_acesso: false }, randomUUID())).statusCode).toBe(200)
    expect((await put({ funcionalidade: 'bpo', possui_acesso: true }, randomUUID())).statusCode).toBe(200)
    expect(await stored('bpo')).toEqual([{ possui_acesso: true }])
  })

  it('bad input answers 400 in pt-BR and stores nothing, not even the key', async () => {
    const key = randomUUID()
    const unknown = await put({ funcionalidade: 'nao-existe', possui_acesso: false }, key)
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().message).toBe('Funcionalidade desconhecida')
    const missing = await put({ funcionalidade: 'clientes' }, key)
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('possui_acesso: Campo obrigatório')
    const notBoolean = await put({ funcionalidade: 'clientes', possui_acesso: 'talvez' }, key)
    expect(notBoolean.statusCode).toBe(400)
    expect(await stored('clientes')).toEqual([])
    expect(await audits('clientes')).toBe(0)
    const keys = await db.execute<{ n: number }>(sql`select count(*)::int as n from idempotencia where chave = ${key}`)
    expect(keys.rows[0].n).toBe(0)
  })
})
