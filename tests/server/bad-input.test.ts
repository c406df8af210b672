import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)
const auth = (token: string) => ({ authorization: token })
const TOO_BIG_ID = '2147483648'

const count = async (table: string) =>
  (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n

/** The app's error shape: a status and a pt-BR message, never Fastify's or Node's own. */
function expectAppError(res: { statusCode: number; json: () => unknown }, status: number, message?: string | RegExp) {
  expect(res.statusCode).toBe(status)
  const body = res.json() as { status: number; message: string }
  expect(body.status).toBe(status)
  expect(Object.keys(body)).not.toContain('error')
  if (message !== undefined) expect(body.message).toMatch(message)
  return body
}

describe('ids, numbers, months and amounts are checked against their columns', () => {
  it('an id past 2³¹−1 on a public route (theme) is a 400, not a database error', async () => {
    const res = await app.inject({ url: `/v2/api/theme/${TOO_BIG_ID}` })
    expectAppError(res, 400, 'Escritório não encontrado')
    expectAppError(await app.inject({ url: '/v2/api/theme/2147483647' }), 404, 'Escritório não encontrado')
  })

  it('ids in paths, queries and bodies past the column are refused with the field named', async () => {
    const notes = await app.inject({ url: `/v2/api/office/${TOO_BIG_ID}/notes`, headers: auth(staff) })
    expectAppError(notes, 400)
    const filter = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/offices/filter',
      headers: auth(staff),
      payload: { id_escritorio: TOO_BIG_ID },
    })
    expect(expectAppError(filter, 400)).toMatchObject({ issues: [{ campo: 'id_escritorio' }] })
    const audit = await app.inject({
      url: `/v2/interno/api/admin/audit?id_escritorio=${TOO_BIG_ID}`,
      headers: auth(staff),
    })
    expectAppError(audit, 400)
  })

  it('year 0000 and impossible months are refused in every month field', async () => {
    const dfc = await app.inject({
      url: '/v2/interno/api/admin/office/3/dfc?begin_date=0000-01',
      headers: auth(gestor),
    })
    expectAppError(dfc, 400, 'Ano fora do intervalo aceito (1900 a 2999)')
    const dre = await app.inject({
      url: '/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=01/0000&end_date=2026-13',
      headers: auth(gestor),
    })
    expectAppError(dre, 400)
  })

  it('an amount beyond the limit (JSON) is refused and stores nothing', async () => {
    const before = await count('saldos_dfc')
    for (const valor of ['99999999999999999999999', '10000000000000', 1e300]) {
      const res = await app.inject({
        method: 'POST',
        url: '/v2/interno/api/admin/office/3/dfc/set/balance-initial',
        headers: auth(gestor),
        payload: { id_conta_corrente: 1, mes: '2026-01', valor },
      })
      expectAppError(res, 400)
    }
    expect(await count('saldos_dfc')).toBe(before)
  })
})

describe('text PostgreSQL or JSON cannot keep is refused before any route runs', () => {
  it('a NUL byte in a body is a 400 naming the field, and nothing is stored', async () => {
    const before = await count('anotacoes')
    const res = await app.inject({
      method: 'POST',
      url: '/v2/api/office/3/notes',
      headers: auth(gestor),
      payload: { id: randomUUID(), texto: 'antes\u0000depois' },
    })
    expect(expectAppError(res, 400, 'Texto com caracteres inválidos')).toMatchObject({ issues: [{ campo: 'texto' }] })
    expect(await count('anotacoes')).toBe(before)
  })

  it('a lone surrogate in a JSON body, a NUL in a query and in a public path are refused', async () => {
    const surrogate = await app.inject({
      method: 'POST',
      url: '/v2/api/general/suggestions',
      headers: { ...auth(gestor), 'content-type': 'application/json' },
      payload: '{"subject":"a\\ud800b"}',
    })
    expectAppError(surrogate, 400, 'Texto com caracteres inválidos')
    const query = await app.inject({ url: '/v2/api/office/3/clients?q=a%00b', headers: auth(gestor) })
    expectAppError(query, 400, 'Texto com caracteres inválidos')
    expectAppError(await app.inject({ url: '/v2/api/files/a%00b' }), 400, 'Texto com caracteres inválidos')
  })
})

describe('database refusals a request can cause', () => {
  it('staff naming an office that does not exist gets 404, not a foreign-key error', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/api/office/999999/notes',
      headers: auth(staff),
      payload: { id: randomUUID(), texto: 'Escritório fantasma' },
    })
    expectAppError(res, 404, 'Escritório não encontrado')
  })
})

describe('framework errors come in the app shape with pt-BR messages', () => {
  it('bad JSON, an empty JSON body, an unsupported media type and a body too large', async () => {
    const post = (payload: string, type: string) =>
      app.inject({
        method: 'POST',
        url: '/v2/api/general/suggestions',
        headers: { ...auth(gestor), 'content-type': type },
        payload,
      })
    expectAppError(await post('{"subject":', 'application/json'), 400, 'JSON inválido no corpo da requisição')
    expectAppError(await post('', 'application/json'), 400, 'Corpo JSON vazio')
    expectAppError(await post('<a/>', 'application/xml'), 415, /Tipo de conteúdo não aceito/)
    const huge = JSON.stringify({ subject: 'x', report: 'x'.repeat(1024 * 1024) })
    expectAppError(await post(huge, 'application/json'), 413, 'O corpo da requisição é grande demais')
  })

  it('a bad %-encoding in the path and a path parameter too long (414)', async () => {
    expectAppError(await app.inject({ url: '/v2/api/theme/%E0%A4%A' }), 400, 'Endereço inválido')
    expectAppError(await app.inject({ url: `/v2/api/files/${'a'.repeat(500)}` }), 414, 'Endereço longo demais')
  })

  it('headers too large (431) are answered by the real server in the same shape', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ port, path: '/healthz', headers: { 'x-grande': 'x'.repeat(32 * 1024) } }, (r) => {
        let body = ''
        r.on('data', (c) => {
          body += c
        })
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }))
      })
      req.on('error', reject)
      req.end()
    })
    expect(res.status).toBe(431)
    expect(JSON.parse(res.body)).toEqual({ status: 431, message: 'Cabeçalhos da requisição grandes demais' })
  })
})
