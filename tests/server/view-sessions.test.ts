import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/contracts/paths'
import { roomPaths } from '../../src/contracts/room-paths'
import { VIEW_READ_ONLY } from '../../src/contracts/session'
import { demo, seededApp } from './harness'

/**
 * Issue 36 finding 6: 'Ver como cliente' opened a full read-write session of the client (staff posted a chat
 * message recorded as the client) and a view outlived the revocation of the advisor who opened it. A view now
 * only reads, and lives only while the session that opened it does.
 */
const { app, db, login } = await seededApp()
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (method: Method, url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url,
    headers: { authorization: token, 'idempotency-key': randomUUID() },
    ...(payload ? { payload } : {}),
  })
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0]

const clara = await one<{ id: number }>(
  sql`select c.id from usuarios u join clientes c on c.id_escritorio = u.id_escritorio and c.id = u.id_cliente
      where u.email = ${demo.cliente}`,
)
/** A client of the demo advisor's own book who can log in. */
const ofAdvisor = await one<{ id: number }>(
  sql`select c.id from clientes c
      join usuarios a on a.id_escritorio = 3 and a.id_profissional = c.id_profissional and a.email = ${demo.assessor}
      join usuarios u on u.id_escritorio = 3 and u.id_cliente = c.id and u.ativo
      where c.id_escritorio = 3 order by c.id limit 1`,
)
const advisor = await one<{ id_profissional: number }>(
  sql`select id_profissional from usuarios where email = ${demo.assessor}`,
)

async function openView(viewer: string, client: number) {
  const res = await call('POST', paths.viewsClient, viewer, { id_escritorio: 3, id_cliente: client })
  expect(res.statusCode).toBe(200)
  return res.json().value.token as string
}
const messageCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from salas_mensagens`)).n
const refusalsAudited = async () =>
  (await one<{ n: number }>(sql`select count(*)::int as n from auditoria where acao = 'escrita-em-visualizacao'`)).n

describe('a view session only reads', () => {
  it("refuses a chat message posted from 'Ver como cliente', writes nothing and audits the attempt", async () => {
    const gestor = await login(demo.gestor)
    const view = await openView(gestor, clara.id)
    const rooms = await call('GET', roomPaths.rooms(3), view)
    expect(rooms.statusCode).toBe(200)
    const [room] = rooms.json().value as { token_sala: string }[]
    expect(room).toBeDefined()
    const before = { messages: await messageCount(), audits: await refusalsAudited() }

    const res = await call('POST', roomPaths.roomMessages(3, room.token_sala), view, { id: randomUUID(), texto: 'Oi' })
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(VIEW_READ_ONLY)
    expect(await messageCount()).toBe(before.messages)
    expect(await refusalsAudited()).toBe(before.audits + 1)
    const audit = await one<{ id_usuario: number; depois: { metodo: string; rota: string } }>(
      sql`select a.id_usuario, a.depois from auditoria a where a.acao = 'escrita-em-visualizacao' order by a.id desc limit 1`,
    )
    const gestorId = await one<{ id: number }>(sql`select id_interno as id from usuarios where email = ${demo.gestor}`)
    // Recorded against the person who opened the view, not the client.
    expect(audit).toMatchObject({ id_usuario: gestorId.id, depois: { metodo: 'POST' } })

    // The client's own session still posts.
    const own = await call('POST', roomPaths.roomMessages(3, room.token_sala), await login(demo.cliente), {
      id: randomUUID(),
      texto: 'Oi',
    })
    expect(own.statusCode, own.body).toBeLessThan(300)
  })

  it('refuses the sync batch (queued edits) and every other write from a view, and lets the view end', async () => {
    const gestor = await login(demo.gestor)
    const view = await openView(gestor, clara.id)
    const before = await messageCount()
    const batch = await call('POST', paths.syncBatch, view, {
      entries: [{ id: randomUUID(), method: 'PUT', url: paths.notificationRead(1), body: '' }],
    })
    expect(batch.statusCode).toBe(403)
    expect(batch.json().message).toBe(VIEW_READ_ONLY)
    for (const [method, url] of [
      ['PUT', paths.notificationRead(1)],
      ['POST', paths.suggestions],
      ['POST', paths.changePasswordClient],
      ['POST', '/v2/api/push/subscriptions'],
      ['DELETE', '/v2/api/push/subscriptions'],
    ] as const) {
      const res = await call(method, url, view, {})
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().message).toBe(VIEW_READ_ONLY)
    }
    expect(await messageCount()).toBe(before)
    expect((await call('GET', paths.profile, view)).statusCode).toBe(200)
    // The way back: the app logs the view out.
    expect((await call('POST', paths.logout, view)).statusCode).toBe(200)
    expect((await call('GET', paths.profile, view)).statusCode).toBe(401)
    expect((await call('GET', paths.profile, gestor)).statusCode).toBe(200)
  })
})

describe("a view ends with its viewer's session or access", () => {
  it('ends when the advisor who opened it logs out', async () => {
    const assessor = await login(demo.assessor)
    const view = await openView(assessor, ofAdvisor.id)
    expect((await call('GET', paths.profile, view)).statusCode).toBe(200)
    expect((await call('POST', paths.logout, assessor)).statusCode).toBe(200)
    expect((await call('GET', paths.profile, view)).statusCode).toBe(401)
  })

  it("ends when the advisor's access is revoked", async () => {
    const assessor = await login(demo.assessor)
    const view = await openView(assessor, ofAdvisor.id)
    const gestor = await login(demo.gestor)
    const revoke = await call('DELETE', paths.professionalAccess(3, advisor.id_profissional), gestor)
    expect(revoke.statusCode).toBe(200)
    expect((await call('GET', paths.profile, view)).statusCode).toBe(401)
    expect((await call('GET', paths.clients(3), view)).statusCode).toBe(401)
  })

  it('ends when the viewer is deactivated, even with their session not yet revoked', async () => {
    const staff = await login(demo.equipe)
    const view = await openView(staff, clara.id)
    await db.execute(sql`update usuarios set ativo = false where email = ${demo.equipe}`)
    try {
      expect((await call('GET', paths.profile, view)).statusCode).toBe(401)
    } finally {
      await db.execute(sql`update usuarios set ativo = true where email = ${demo.equipe}`)
    }
    expect((await call('GET', paths.profile, view)).statusCode).toBe(200)
  })
})
