import { describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import type { Db } from '../../server/db/connection'
import { type EndpointRule, endpointMatrix } from '../../server/modules/permissions/endpoint-matrix'
import type { AccessRole } from '../../src/contracts/features'
import { missingRules, type RegisteredRoute, registeredRoutes, routeKey, staleRules } from './access-matrix-routes'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()

type Actor = { name: string; role: AccessRole | null; token: string | null; office: number }
const actors: Actor[] = [
  { name: 'anônimo', role: null, token: null, office: 3 },
  { name: 'equipe', role: 'equipe', token: await login(demo.equipe), office: 3 },
  { name: 'gestor', role: 'gestor', token: await login(demo.gestor), office: 3 },
  { name: 'assessor', role: 'assessor', token: await login(demo.assessor), office: 3 },
  { name: 'planejador', role: 'planejador', token: await login(demo.planejador), office: 3 },
  { name: 'cliente', role: 'cliente', token: await login(demo.cliente), office: 3 },
]
const intruder: Actor = {
  name: 'gestor de outro escritório',
  role: 'gestor',
  token: await login(demo.gestorAurora),
  office: 3,
}

const rows = (sql: string) => db.$client.query(sql).then((r) => r.rows as Record<string, number>[])
const [demoClient] = await rows(`select id_cliente as id from usuarios where email = '${demo.cliente}'`)
const [demoProf] = await rows(`select id_profissional as id from usuarios where email = '${demo.assessor}'`)

/** A value for each path parameter; mutations point at ids that do not exist so the walk changes nothing. */
function urlFor(route: RegisteredRoute, office: number): string {
  const write = route.method !== 'GET'
  const parts = route.path.split('/')
  return parts
    .map((part, i) => {
      if (!part.startsWith(':')) return part
      const names = part.split('|').map((n) => n.slice(1))
      const before = parts[i - 1]
      if (names.includes('office') || ['office', 'office-permission', 'theme', 'export'].includes(before)) return office
      if (before === 'detail') return office
      if (names.includes('client')) return write ? 999_999 : demoClient.id
      if (names.includes('prof')) return 999_999
      if (names.includes('noteId')) return '00000000-0000-7000-8000-000000000000'
      if (names.includes('job')) return '00000000-0000-4000-8000-000000000000'
      if (names.includes('sha')) return 'a'.repeat(64)
      if (names.includes('codigo')) return write ? 'teste-matriz' : 'geral'
      if (names.includes('kind')) return before === 'theme' ? 'logo' : 'profissional'
      if (names.includes('type')) return 'pj'
      return 999_999
    })
    .join('/')
}

async function call(route: RegisteredRoute, actor: Actor, office: number, extra?: string) {
  const query = `?id_escritorio=${office}&id_profissional=${demoProf.id}${extra ? `&${extra}` : ''}`
  // Logging out would end the session the walk still needs: a fresh one is used.
  const token =
    route.path === '/logout' && actor.role
      ? await login(demo[actor.name as keyof typeof demo] ?? demo.gestorAurora)
      : actor.token
  return app.inject({
    method: route.method as 'GET',
    url: `${urlFor(route, office)}${query}`,
    headers: token ? { authorization: token } : {},
    ...(route.method === 'GET' ? {} : { payload: { id_escritorio: office } }),
  })
}

const routes = registeredRoutes(app)
const ruleOf = (r: RegisteredRoute): EndpointRule =>
  Object.entries(endpointMatrix).find(
    ([k]) => routeKey(k.split(' ')[0], k.split(' ')[1]) === routeKey(r.method, r.path),
  )?.[1] ?? { roles: [], scope: 'global' }

describe('role matrix: every registered endpoint', () => {
  it('has a rule, and every rule has an endpoint', () => {
    expect(routes.length).toBeGreaterThan(50)
    expect(missingRules(routes, endpointMatrix)).toEqual([])
    expect(staleRules(routes, endpointMatrix)).toEqual([])
  })

  it('fails for an endpoint added without a rule', async () => {
    const extra = await buildApp({ db: {} as Db, config: { SESSION_TTL_HOURS: 1, LOG_LEVEL: 'silent' } })
    extra.get('/v2/api/nova-rota', { config: { access: 'authenticated' } }, async () => ({}))
    await extra.ready()
    const before = new Set(missingRules(routes, endpointMatrix))
    const missing = missingRules(registeredRoutes(extra), endpointMatrix).filter((r) => !before.has(r))
    expect(missing).toEqual(['GET /v2/api/nova-rota'])
    await extra.close()
  })

  it('answers each role as the matrix says', async () => {
    const wrong: string[] = []
    for (const route of routes) {
      const rule = ruleOf(route)
      for (const actor of actors) {
        const res = await call(route, actor, actor.office)
        const allowed = rule.roles === 'public' || (actor.role !== null && rule.roles.includes(actor.role))
        const narrowed = actor.role !== null && rule.narrowed?.includes(actor.role)
        const ok = !allowed
          ? res.statusCode === (actor.role === null ? 401 : 403)
          : res.statusCode !== 401 && (res.statusCode !== 403 || narrowed) && res.statusCode < 500
        if (!ok)
          wrong.push(`${route.method} ${route.path} as ${actor.name}: ${res.statusCode} ${res.body.slice(0, 120)}`)
        // Partly allowed: with the rule's own query the narrowed role gets through (a refused one would not).
        if (narrowed && rule.allowedQuery) {
          const partly = await call(route, actor, actor.office, rule.allowedQuery)
          if (partly.statusCode === 403 || partly.statusCode >= 500)
            wrong.push(`${route.method} ${route.path}?${rule.allowedQuery} as ${actor.name}: ${partly.statusCode}`)
        }
      }
    }
    expect(wrong).toEqual([])
  }, 120_000)

  it('never lets a user of another office reach or see office 3', async () => {
    const leaks: string[] = []
    const markers = ['AAWZ Assessoria', 'escritorio3@demo.local', '"id_escritorio":3', demo.cliente]
    for (const route of routes) {
      const rule = ruleOf(route)
      if (rule.roles === 'public') continue // theme colours and images are public by design (no name, no data)
      const res = await call(route, intruder, 3)
      const allowed = rule.roles.includes('gestor')
      if (allowed && rule.scope === 'office' && ![400, 403, 404].includes(res.statusCode)) {
        leaks.push(`${route.method} ${route.path}: ${res.statusCode}`)
      }
      const marker = markers.find((m) => res.body.includes(m))
      if (marker) leaks.push(`${route.method} ${route.path}: body shows ${marker}`)
    }
    expect(leaks).toEqual([])
  })
})
