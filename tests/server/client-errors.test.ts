import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { loadConfig } from '../../server/config'
import { parseDsn } from '../../server/modules/client-errors/sentry'
import { REPORTS_PER_WINDOW, TOO_MANY_REPORTS } from '../../server/modules/client-errors/service'
import type { ClientErrorGroup } from '../../src/contracts/client-errors'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const equipe = await login(demo.equipe)
const assessor = await login(demo.assessor)
const planejador = await login(demo.planejador)

const url = '/v2/api/client-errors'
const frame = 'at loadDre (https://app.example.com/static/vue-interno/assets/dre-page-Cx1.js:12:345)'
/** Reports go as form data, like every call of the app. */
const report = (fields: Record<string, string>, token?: string, remoteAddress = '10.1.1.1') =>
  app.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: token } : {}),
    },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress,
  })
const stored = async (where: string) =>
  (
    await db.execute<{
      mensagem: string
      pilha: string | null
      rota: string
      release: string
      fingerprint: string
      id_usuario: number | null
      id_escritorio: number | null
      status_http: number | null
    }>(
      sql.raw(`select mensagem, pilha, rota, release, fingerprint, id_usuario, id_escritorio, status_http
      from erros_cliente where ${where} order by id`),
    )
  ).rows

describe('POST /v2/api/client-errors stores a scrubbed report', () => {
  it('stores user, office, route, release and a fingerprint; never tokens, Authorization or form values', async () => {
    const token = 'Zk3q9XbT0pL2mN8vR4sW6yU1cE5gH7jA-_aBcDeFgHi'
    const res = await report(
      {
        tipo: 'erro',
        mensagem: `TypeError: falhou com token=${token} para joao.silva@cliente.com, CPF 529.982.247-25`,
        pilha: `TypeError: x\n    ${frame}\n    at fetch (Authorization: Bearer ${token})`,
        rota: `/admin/redefinir-senha?token=${token}#senha=segredo123`,
        release: 'abc1234',
      },
      gestor,
    )
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await stored(`release = 'abc1234'`)
    const all = JSON.stringify(row)
    expect(all).not.toContain(token)
    expect(all).not.toContain('joao.silva@cliente.com')
    expect(all).not.toContain('529.982.247-25')
    expect(all).not.toContain('segredo123')
    expect(row.mensagem).toBe('TypeError: falhou com token=[removido] para [e-mail], CPF [documento]')
    expect(row.pilha).toContain(frame)
    expect(row.rota).toBe('/admin/redefinir-senha')
    expect(row.id_escritorio).toBe(3)
    expect(row.id_usuario).not.toBeNull()
    expect(row.fingerprint).toMatch(/^[0-9a-f]{32}$/)
    expect(res.json().value.fingerprint).toBe(row.fingerprint)
  })

  it('cuts long messages; the same message and top frame share a fingerprint, another frame does not', async () => {
    const base = { tipo: 'rejeicao', mensagem: 'falha '.repeat(600), pilha: `Error\n    ${frame}`, release: 'fp-test' }
    const first = await report(base, gestor)
    const again = await report({ ...base, rota: '/admin/dre' }, gestor)
    const other = await report({ ...base, pilha: 'Error\n    at outra (x.js:1:1)' }, gestor)
    for (const r of [first, again, other]) expect(r.statusCode, r.body).toBe(201)
    const rows = await stored(`release = 'fp-test'`)
    expect(Array.from(rows[0].mensagem).length).toBe(500)
    expect(rows[0].fingerprint).toBe(rows[1].fingerprint)
    expect(rows[2].fingerprint).not.toBe(rows[0].fingerprint)
  })

  it('keeps the HTTP status of a failed call, and works before login (no user, no office)', async () => {
    const res = await report(
      { tipo: 'http', mensagem: 'GET /v2/api/notifications respondeu 502', status_http: '502', release: 'anon' },
      undefined,
      '10.2.2.2',
    )
    expect(res.statusCode, res.body).toBe(201)
    const [row] = await stored(`release = 'anon'`)
    expect(row).toMatchObject({ status_http: 502, id_usuario: null, id_escritorio: null })
  })

  it('refuses bad input with 400 and a pt-BR message', async () => {
    const bads: Record<string, string>[] = [
      { mensagem: 'sem tipo' },
      { tipo: 'desconhecido', mensagem: 'x' },
      { tipo: 'erro', mensagem: '' },
      { tipo: 'http', mensagem: 'x', status_http: 'abc' },
      { tipo: 'erro', mensagem: 'x', release: 'r'.repeat(65) },
    ]
    for (const bad of bads) {
      const res = await report(bad, gestor)
      expect(res.statusCode, JSON.stringify(bad)).toBe(400)
      expect(typeof res.json().message).toBe('string')
    }
  })

  it(`limits each user, and each address before login, to ${REPORTS_PER_WINDOW} reports in the window`, async () => {
    const one = { tipo: 'erro', mensagem: 'laço de erros', release: 'limite' }
    const answers = []
    for (let i = 0; i < REPORTS_PER_WINDOW + 1; i++) answers.push((await report(one, assessor)).statusCode)
    expect(answers.slice(0, REPORTS_PER_WINDOW).every((s) => s === 201)).toBe(true)
    const refused = await report(one, assessor)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().message).toMatch(/Muitos relatórios de erro/)
    expect(answers.at(-1)).toBe(429)
    const stored429 = await stored(`release = 'limite'`)
    expect(stored429).toHaveLength(REPORTS_PER_WINDOW)
    // Another user from the same address is not held back by it.
    expect((await report(one, planejador)).statusCode).toBe(201)

    for (let i = 0; i < REPORTS_PER_WINDOW; i++) await report(one, undefined, '10.3.3.3')
    expect((await report(one, undefined, '10.3.3.3')).statusCode).toBe(429)
    expect((await report(one, undefined, '10.4.4.4')).statusCode).toBe(201)
  })
})

describe('an unauthenticated flood of maximal reports (the event-loop freeze of issue 36)', () => {
  // Runs of letters without an '@' made the e-mail regex backtrack: ~0.5 s of main thread per report.
  const hostile = { tipo: 'erro', mensagem: 'a'.repeat(4000), pilha: 'a.'.repeat(8000), release: 'ataque' }

  it('is scrubbed in one pass, stops at the limit with 429, and /healthz answers all along', async () => {
    const flood = Array.from({ length: REPORTS_PER_WINDOW + 10 }, () => report(hostile, undefined, '10.9.9.9'))
    const health = app.inject({ url: '/healthz' })
    const answers = await Promise.all(flood)
    expect((await health).statusCode).toBe(200)
    const codes = answers.map((a) => a.statusCode).sort()
    expect(codes.filter((c) => c === 201)).toHaveLength(REPORTS_PER_WINDOW)
    expect(codes.filter((c) => c === 429)).toHaveLength(10)
    const [row] = await stored(`release = 'ataque'`)
    expect(row.mensagem).toBe('[removido]')
  })

  it('a refused report is answered before its body is read: a malformed body gets the 429, not a 400', async () => {
    const before = (await stored(`release = 'ataque'`)).length
    const broken = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"tipo": [[[[',
      remoteAddress: '10.9.9.9',
    })
    expect(broken.statusCode).toBe(429)
    expect(broken.json().message).toBe(TOO_MANY_REPORTS)
    expect(await stored(`release = 'ataque'`)).toHaveLength(before)
    // The same broken body from an address under its limit is read, and refused for what it is.
    const elsewhere = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json' },
      payload: '{"tipo": [[[[',
      remoteAddress: '10.9.9.10',
    })
    expect(elsewhere.statusCode).toBe(400)
  })
})

describe('GET /v2/interno/api/admin/client-errors', () => {
  const list = (token: string | null, query = '') =>
    app.inject({ url: `/v2/interno/api/admin/client-errors${query}`, headers: token ? { authorization: token } : {} })

  it('only staff list the reports', async () => {
    expect((await list(gestor)).statusCode).toBe(403)
    expect((await list(assessor)).statusCode).toBe(403)
    expect((await list(null)).statusCode).toBe(401)
    expect((await list(equipe)).statusCode).toBe(200)
  })

  it('groups by fingerprint: count, users, last seen, latest route and user', async () => {
    const res = await list(equipe)
    const groups = res.json().value as ClientErrorGroup[]
    const repeated = groups.find((g) => g.release === 'fp-test' && g.quantidade === 2)
    expect(repeated).toMatchObject({
      tipo: 'rejeicao',
      usuarios: 1,
      rota: '/admin/dre',
      usuario: demo.gestor,
      escritorio: 'AAWZ Assessoria',
    })
    expect(Date.parse(repeated?.ultima ?? '')).toBeGreaterThanOrEqual(Date.parse(repeated?.primeira ?? ''))
    const limited = groups.find((g) => g.mensagem === 'laço de erros')
    expect(limited?.quantidade).toBe(2 * REPORTS_PER_WINDOW + 2)
    expect(limited?.usuarios).toBe(4)
    // Newest first.
    const times = groups.map((g) => Date.parse(g.ultima))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
  })

  it('filters by office and refuses a bad period with 400', async () => {
    const aurora = (await list(equipe, '?id_escritorio=1')).json().value as ClientErrorGroup[]
    expect(aurora).toEqual([])
    const bad = await list(equipe, '?dias=0')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toBe('Período inválido')
  })
})

describe('a Sentry-compatible DSN (optional configuration)', () => {
  it('is parsed into the store endpoint and its auth header; a malformed one stops the start', () => {
    expect(parseDsn('https://abc123@erros.example.com/relay/42')).toEqual({
      storeUrl: 'https://erros.example.com/relay/api/42/store/',
      auth: 'Sentry sentry_version=7, sentry_client=aawz-backoffice/1.0, sentry_key=abc123',
    })
    expect(parseDsn('https://erros.example.com/42')).toBeNull()
    expect(() => loadConfig({ ERROR_REPORTING_DSN: 'nao-e-um-dsn' })).toThrow('ERROR_REPORTING_DSN: DSN inválido')
    expect(loadConfig({}).ERROR_REPORTING_DSN).toBeUndefined()
  })

  it('receives each stored report, scrubbed like the database copy, with its fingerprint', async () => {
    // A stand-in service on loopback records what it is sent.
    const received: Received = []
    const service = createServer((req, res) => {
      let body = ''
      req.on('data', (chunk) => {
        body += chunk
      })
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body })
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"id":"x"}')
      })
    })
    await new Promise<void>((done) => service.listen(0, '127.0.0.1', done))
    const { port } = service.address() as AddressInfo
    const forwarding = await buildApp({
      db,
      config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent', ERROR_REPORTING_DSN: `http://chave@127.0.0.1:${port}/7` },
    })
    try {
      await reportThrough(forwarding, received)
    } finally {
      await forwarding.close()
      await new Promise<void>((done) => service.close(() => done()))
    }
  })
})

type Received = { url: string; headers: IncomingHttpHeaders; body: string }[]
/** Sends one report through an app that forwards to the stand-in service, and checks what the service got. */
async function reportThrough(forwarding: Awaited<ReturnType<typeof buildApp>>, received: Received) {
  const token = 'Zk3q9XbT0pL2mN8vR4sW6yU1cE5gH7jA-_aBcDeFgHi'
  const res = await forwarding.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: gestor },
    payload: new URLSearchParams({
      tipo: 'erro',
      mensagem: `Falhou com Bearer ${token}`,
      rota: `/admin/home?token=${token}`,
      release: 'sentry',
    }).toString(),
    remoteAddress: '10.5.5.5',
  })
  expect(res.statusCode, res.body).toBe(201)
  await expect.poll(() => received.length).toBe(1)
  const [sent] = received
  expect(sent.url).toBe('/api/7/store/')
  expect(sent.headers['x-sentry-auth']).toContain('sentry_key=chave')
  expect(sent.body).not.toContain(token)
  const event = JSON.parse(sent.body)
  expect(event).toMatchObject({
    level: 'error',
    release: 'sentry',
    message: { formatted: 'Falhou com Bearer [removido]' },
    fingerprint: [res.json().value.fingerprint],
    tags: { tipo: 'erro', rota: '/admin/home', id_escritorio: '3' },
  })
}
