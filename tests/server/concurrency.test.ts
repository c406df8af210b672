import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { KEY_REUSED } from '../../server/http/idempotency'
import { demo, seededApp } from './harness'

// Parallel requests against the real server and database (Promise.all of inject calls).
const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)
const notes = '/v2/api/office/3/notes'
const PARALLEL = 8

const send = (method: 'POST' | 'PUT', url: string, payload: object, key?: string, token = gestor) =>
  app.inject({ method, url, payload, headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) } })
const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  (await db.execute<T>(query)).rows
const times = <T>(n: number, fn: () => Promise<T>) => Promise.all(Array.from({ length: n }, fn))

describe('one Idempotency-Key sent several times at once', () => {
  it('creates one note and gives every copy the same answer', async () => {
    const id = randomUUID()
    const key = randomUUID()
    const answers = await times(PARALLEL, () => send('POST', notes, { id, texto: 'Ligar para o cliente' }, key))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(201))
    for (const a of answers) expect(a.json()).toEqual(answers[0].json())
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(PARALLEL - 1)
    expect(await rows(sql`select texto, version from anotacoes where id = ${id}`)).toEqual([
      { texto: 'Ligar para o cliente', version: 1 },
    ])
  })

  it('applies an edit once: no copy is turned into a stale-version conflict', async () => {
    const id = randomUUID()
    expect((await send('POST', notes, { id, texto: 'Primeira versão' })).statusCode).toBe(201)
    const key = randomUUID()
    const answers = await times(PARALLEL, () => send('PUT', `${notes}/${id}`, { texto: 'Segunda', version: 1 }, key))
    expect(answers.map((a) => a.statusCode)).toEqual(Array(PARALLEL).fill(200))
    for (const a of answers) expect(a.json()).toEqual(answers[0].json())
    expect(await rows(sql`select texto, version from anotacoes where id = ${id}`)).toEqual([
      { texto: 'Segunda', version: 2 },
    ])
  })

  it('refuses the key reused with another body (422) and keeps the first effect', async () => {
    const id = randomUUID()
    const key = randomUUID()
    expect((await send('POST', notes, { id, texto: 'Original' }, key)).statusCode).toBe(201)
    const other = await send('POST', notes, { id, texto: 'Outro texto' }, key)
    expect(other.statusCode).toBe(422)
    expect(other.json()).toEqual({ status: 422, message: KEY_REUSED })
    const otherPath = await send('POST', '/v2/api/office/3/notes', { id: randomUUID(), texto: 'Original' }, key)
    expect(otherPath.statusCode).toBe(422)
    // The same body with its keys in another order is the same request: a replay.
    const same = await send('POST', notes, { texto: 'Original', id }, key)
    expect(same.statusCode).toBe(201)
    expect(same.headers['idempotent-replayed']).toBe('true')
    expect(await rows(sql`select texto from anotacoes where id = ${id}`)).toEqual([{ texto: 'Original' }])
  })
})

describe('unique business keys hold under parallel creates', () => {
  it('identical add-office requests at once: one office, the others 409', async () => {
    const data = {
      nome_escritorio: 'Paralelo Investimentos',
      login: 'gestor@paralelo.demo.local',
      cnpj: '11.444.777/0001-61',
      cpf: '',
      telefone: '(61) 99876-5432',
      nome_responsavel: 'Paula Paralelo',
      email_escritorio: 'contato@paralelo.demo.local',
      sufixo_email_escritorio: '@paralelo.demo.local',
      subdominio_escritorio: 'paralelo',
    }
    const payload = { office_data: JSON.stringify(data), office_colors_data: '{}' }
    const answers = await times(PARALLEL, () =>
      send('POST', '/v2/interno/api/admin/notebooks/add-office', payload, undefined, staff),
    )
    const statuses = answers.map((a) => a.statusCode).sort()
    expect(statuses).toEqual([201, ...Array(PARALLEL - 1).fill(409)])
    for (const a of answers.filter((r) => r.statusCode === 409)) expect(a.json().message).toMatch(/^Já existe/)
    expect(await rows(sql`select count(*)::int as n from escritorios where cnpj = ${data.cnpj}`)).toEqual([{ n: 1 }])
    expect(await rows(sql`select count(*)::int as n from usuarios where email = ${data.login}`)).toEqual([{ n: 1 }])
  })

  it('parallel add-professional with one e-mail: one professional, the others 409; later ones too', async () => {
    const payload = { id_escritorio: 3, nome: 'Rita Paralela', email: 'rita.paralela@demo.local', cargo: 'ASSESSOR' }
    const answers = await times(PARALLEL, () =>
      send('POST', '/v2/interno/api/admin/notebooks/add-professional', payload),
    )
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, ...Array(PARALLEL - 1).fill(409)])
    const again = await send('POST', '/v2/interno/api/admin/notebooks/add-professional', {
      ...payload,
      email: 'RITA.PARALELA@demo.local',
    })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toEqual({
      status: 409,
      message: 'Já existe um profissional com este e-mail neste escritório.',
    })
    expect(
      await rows(sql`select count(*)::int as n from profissionais where lower(email) = 'rita.paralela@demo.local'`),
    ).toEqual([{ n: 1 }])
  })
})
