import fc from 'fast-check'
import type { FastifySchema } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed'
import { type Post, signInWithDemoCode, totpCodes } from '../support/demo-sign-in'
import { registeredRoutes, routeKey } from './access-matrix-routes'
import { demo, freshDatabase } from './harness'

/**
 * Property: whatever a caller sends to any registered route — ids past the column, NUL bytes, lone
 * surrogates, year 0000, amounts past bigint, garbage JSON, wrong types — as any role, the answer is never a
 * 5xx. The route list comes from the app itself, and the walk fails if a route was never reached.
 */
const { db } = await freshDatabase()
await seedDemo(db)
const app = await buildApp({ db, config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent' }, roomStreamMs: 50 })
afterAll(() => app.close())

// What each request reached (the route as registered) and the field names its schemas declare.
const reached = new Set<string>()
const fields = new Map<string, { query: string[]; body: string[] }>()
const keysOf = (schema: unknown) => Object.keys((schema as { shape?: object } | undefined)?.shape ?? {})
app.addHook('onResponse', async (req) => {
  const url = req.routeOptions.url
  if (url === undefined) return
  const key = routeKey(req.method, url)
  reached.add(key)
  const schema = req.routeOptions.schema as FastifySchema | undefined
  if (!fields.has(key)) fields.set(key, { query: keysOf(schema?.querystring), body: keysOf(schema?.body) })
})
await app.ready()

const ROLES = ['equipe', 'gestor', 'assessor', 'planejador', 'cliente'] as const
type Role = (typeof ROLES)[number] | 'anônimo'
const tokens = new Map<Role, string | null>([['anônimo', null]])
const codes = totpCodes()
const post: Post = async (url, payload) => {
  const res = await app.inject({ method: 'POST', url, payload, remoteAddress: '10.9.9.9' })
  return { status: res.statusCode, body: res.json() }
}
async function login(role: Role) {
  if (role === 'anônimo') return
  tokens.set(role, (await signInWithDemoCode(post, demo[role], DEMO_PASSWORD, codes)).body.token as string)
}
for (const role of ROLES) await login(role)

const hostileText = fc.oneof(
  fc.constantFrom(
    '2147483648',
    '99999999999999999999999',
    '-1',
    '0',
    '1.5',
    '1e309',
    'NaN',
    '0000-01',
    '0000-01-01',
    '00/0000',
    '31/02/2026',
    '2026-13',
    'a\u0000b',
    '\ud800',
    'x\udfffy',
    '',
    'null',
    '[1,{"a":"\\u0000"}]',
    '{"x":',
    "' or 1=1 --",
    '3',
    '1',
    'pj',
    'logo',
    'bancos',
    '0190a5a0-0000-7000-8000-000000000000',
    'a'.repeat(64),
  ),
  fc.integer().map(String),
  fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String),
  fc.string({ unit: 'binary', maxLength: 12 }),
)
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 53 + 2, 1e300, -1e300, 0.5, true, false, null),
  fc.array(hostileText, { maxLength: 3 }),
  fc.dictionary(hostileText, hostileText, { maxKeys: 2 }),
)

/** A path value, %-encoded; a lone surrogate cannot be encoded, so it goes as the bytes of one. */
const inPath = (text: string) => {
  try {
    return encodeURIComponent(text)
  } catch {
    return '%ED%A0%80'
  }
}
const COMMON = ['id_escritorio', 'begin_date', 'end_date', 'mes', 'id', 'version', 'valor', 'texto', 'email']

type Call = { role: Role; params: string[]; query: [string, string][]; body: unknown; raw: string | null; type: string }
const callArb = (queryKeys: string[], bodyKeys: string[]): fc.Arbitrary<Call> =>
  fc.record({
    role: fc.constantFrom<Role>('anônimo', ...ROLES),
    params: fc.array(fc.oneof(hostileText.map(inPath), fc.constantFrom('%E0%A4%A', '%', '3')), {
      minLength: 4,
      maxLength: 4,
    }),
    query: fc.array(fc.tuple(fc.constantFrom(...queryKeys, ...COMMON), hostileText), { maxLength: 4 }),
    body: fc.dictionary(fc.constantFrom(...bodyKeys, ...COMMON), hostileValue, { maxKeys: 5 }),
    raw: fc.option(fc.oneof(hostileText, fc.constantFrom('{"a":1', '[', 'a=1&b=%ZZ')), { freq: 4 }),
    type: fc.constantFrom('application/json', 'application/x-www-form-urlencoded', 'text/plain', 'application/xml'),
  })

async function send(method: string, path: string, call: Call) {
  let i = 0
  const url = path.replace(/:[^/]+/g, () => call.params[i++ % call.params.length])
  const query = call.query.map(([k, v]) => `${encodeURIComponent(k)}=${inPath(v)}`).join('&')
  const token = tokens.get(call.role)
  const withBody = method !== 'GET' && method !== 'DELETE'
  const res = await app.inject({
    method: method as 'GET',
    url: query ? `${url}?${query}` : url,
    headers: {
      ...(token ? { authorization: token } : {}),
      ...(withBody ? { 'content-type': call.raw === null ? 'application/json' : call.type } : {}),
    },
    // Logins with garbage come from their own address, so the walk's own sessions are never throttled.
    remoteAddress: '10.0.0.1',
    ...(withBody ? { payload: call.raw ?? JSON.stringify(call.body) } : {}),
  })
  // A walk through /logout or a password change ends the session: take a new one for the next runs.
  if (res.statusCode === 401 && token) await login(call.role)
  return res
}

/**
 * Issue 36: bodies nested ~10,000 levels deep, as JSON and as the JSON text of form fields (§7), and NUL or lone
 * surrogates inside JSON text, sent to every route with a body as every role.
 */
const DEEP = 10_000
const deepTexts = [`${'['.repeat(DEEP)}${']'.repeat(DEEP)}`, `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`]
const unsafeJsonTexts = ['{"a":["x\\u0000y"]}', '["\\ud800"]']
function nestedCalls(bodyKeys: string[]): Omit<Call, 'role'>[] {
  const keys = bodyKeys.length ? bodyKeys : COMMON
  const asForm = (text: string): Omit<Call, 'role'> => ({
    params: ['3'],
    query: [],
    body: {},
    raw: new URLSearchParams(keys.map((k) => [k, text])).toString(),
    type: 'application/x-www-form-urlencoded',
  })
  return [
    ...deepTexts.map((raw) => ({ params: ['3'], query: [], body: {}, raw, type: 'application/json' })),
    ...[...deepTexts, ...unsafeJsonTexts].map(asForm),
  ]
}

const routes = registeredRoutes(app)
const NUM_RUNS = 25

describe('hostile input on every registered route, as every role', () => {
  // A first plain call per route teaches the walk the route's field names.
  for (const route of routes) {
    it(`${route.method} ${route.path} never answers 5xx`, async () => {
      await send(route.method, route.path, { role: 'equipe', params: ['3'], query: [], body: {}, raw: null, type: '' })
      const known = fields.get(routeKey(route.method, route.path)) ?? { query: [], body: [] }
      await fc.assert(
        fc.asyncProperty(callArb(known.query, known.body), async (call) => {
          const res = await send(route.method, route.path, call)
          expect(res.statusCode, `${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500)
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string')
        }),
        { numRuns: NUM_RUNS },
      )
      if (route.method === 'GET' || route.method === 'DELETE') return
      for (const call of nestedCalls(known.body))
        for (const role of ['anônimo', ...ROLES] as const) {
          const res = await send(route.method, route.path, { ...call, role })
          expect(res.statusCode, `${role} ${call.type} ${res.statusCode} ${res.body.slice(0, 300)}`).toBeLessThan(500)
          if (res.statusCode >= 400) expect(typeof res.json().message).toBe('string')
        }
      // The nested bodies make a route's walk longer (a logout walk signs in again after each one).
    }, 90_000)
  }

  it('reached every registered route (a new route is walked, or this fails)', () => {
    expect(routes.length).toBeGreaterThan(100)
    const missed = routes.map((r) => routeKey(r.method, r.path)).filter((k) => !reached.has(k))
    expect(missed).toEqual([])
  })
})
