import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const base = '/v2/interno/api/admin/office/3/dfc'

const post = (action: 'set' | 'remove', kind: string, payload: object, key?: string) =>
  app.inject({
    method: 'POST',
    url: `${base}/${action}/${kind}`,
    payload,
    headers: { authorization: gestor, ...(key ? { 'idempotency-key': key } : {}) },
  })
const account = async () =>
  (await app.inject({ url: `${base}?begin_date=2026-01&end_date=2026-02`, headers: { authorization: gestor } })).json()
    .value.contas[0].id as number
const stored = async (conta: number, mes: string) =>
  (
    await db.execute<{ tipo: string; valor: string; descricao: string | null }>(
      sql`select tipo, valor_centavos::text as valor, descricao from saldos_dfc
        where id_escritorio = 3 and id_conta_corrente = ${conta} and mes = ${`${mes}-01`}::date order by tipo`,
    )
  ).rows
const keyCount = async (key: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from idempotencia where chave = ${key}`)).rows[0].n

describe('DFC opening balances and adjustments through the outbox', () => {
  it('a replayed set returns the first answer and changes nothing', async () => {
    const conta = await account()
    const key = randomUUID()
    const body = { id_conta_corrente: conta, mes: '2026-03', valor: '150000', descricao: 'Abertura' }
    const first = await post('set', 'balance-initial', body, key)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toEqual({ ...body, tipo: 'inicial' })
    // Changed meanwhile by someone else: the replay must not put the first value back.
    expect((await post('set', 'balance-initial', { ...body, valor: '1' }, randomUUID())).statusCode).toBe(200)
    const replay = await post('set', 'balance-initial', body, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect(await stored(conta, '2026-03')).toEqual([{ tipo: 'inicial', valor: '1', descricao: 'Abertura' }])
  })

  it('a replayed remove returns the first answer (200), not 404, and removes nothing else', async () => {
    const conta = await account()
    await post('set', 'balance-adjustment', { id_conta_corrente: conta, mes: '2026-04', valor: -2500 }, randomUUID())
    const key = randomUUID()
    const first = await post('remove', 'balance-adjustment', { id_conta_corrente: conta, mes: '04/2026' }, key)
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 200, value: null })
    await post('set', 'balance-adjustment', { id_conta_corrente: conta, mes: '2026-04', valor: 700 }, randomUUID())
    const replay = await post('remove', 'balance-adjustment', { id_conta_corrente: conta, mes: '04/2026' }, key)
    expect(replay.statusCode).toBe(200)
    expect(replay.json()).toEqual(first.json())
    expect(await stored(conta, '2026-04')).toEqual([{ tipo: 'ajuste', valor: '700', descricao: null }])
  })

  it('bad input answers 400 in pt-BR and stores nothing, not even the key', async () => {
    const conta = await account()
    const key = randomUUID()
    for (const body of [
      { id_conta_corrente: conta, mes: '13/2026', valor: '100' },
      { id_conta_corrente: conta, mes: '2026-05', valor: '1,5' },
      { id_conta_corrente: conta, mes: '2026-05' },
      { id_conta_corrente: 'abc', mes: '2026-05', valor: '100' },
    ]) {
      const res = await post('set', 'balance-initial', body, key)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).not.toMatch(/invalid|expected|required/i)
    }
    expect(await stored(conta, '2026-05')).toEqual([])
    expect(await keyCount(key)).toBe(0)
    // A failed remove (nothing to remove) stores no answer either: a later retry is judged afresh.
    expect(
      (await post('remove', 'balance-initial', { id_conta_corrente: conta, mes: '2026-05' }, key)).statusCode,
    ).toBe(404)
    expect(await keyCount(key)).toBe(0)
  })
})
