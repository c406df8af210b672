import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'
import { buildApp } from '../../server/app'
import { openDb } from '../../server/db/connection'
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed'
import { startChildServer, stopChildServer, untilHealthy } from './child-server'
import { demo, freshDatabase } from './harness'

// Two app instances on one database, as two server processes behind a load balancer would be.
const { db: dbA, url } = await freshDatabase()
await seedDemo(dbA)
const dbB = openDb(url, 5)
const config = { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent' as const }
// Rooms live streams last 1.5 s here, so a stream opened on one instance ends within the test.
const appA = await buildApp({ db: dbA, config, roomStreamMs: 1500 })
const appB = await buildApp({ db: dbB, config, roomStreamMs: 1500 })
afterAll(async () => {
  await appA.close()
  await appB.close()
  await dbB.$client.end()
})

const tryLogin = (app: typeof appA, email: string, password: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/login', headers, payload: { email, password } })

describe('two app instances on one database', () => {
  it('accepts on B a session opened on A', async () => {
    const token = (await tryLogin(appA, demo.gestor, DEMO_PASSWORD)).json().token
    const self = await appB.inject({ url: '/v2/api/general/data/self/get', headers: { authorization: token } })
    expect(self.statusCode).toBe(200)
    expect(self.json().value.email).toBe(demo.gestor)
  })

  it("answers a replayed Idempotency-Key on B with A's answer, and creates the note once", async () => {
    const token = (await tryLogin(appA, demo.assessor, DEMO_PASSWORD)).json().token
    const request = {
      method: 'POST' as const,
      url: '/v2/api/office/3/notes',
      headers: { authorization: token, 'idempotency-key': `multi-${randomBytes(6).toString('hex')}` },
      payload: { id: randomUUID(), texto: 'Anotada em A' },
    }
    const first = await appA.inject(request)
    expect(first.statusCode).toBe(201)
    const replay = await appB.inject(request)
    expect(replay.statusCode).toBe(201)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    const notes = await dbB.execute<{ n: number }>(
      sql`select count(*)::int as n from anotacoes where texto = 'Anotada em A'`,
    )
    expect(notes.rows[0].n).toBe(1)
  })

  it("delivers a room message sent on A to a live stream on B, and B's open room counts as open on A", async () => {
    const gestor = (await tryLogin(appA, demo.gestor, DEMO_PASSWORD)).json().token
    const cliente = (await tryLogin(appB, demo.cliente, DEMO_PASSWORD)).json().token
    const rooms = await appB.inject({ url: '/v2/api/office/3/rooms', headers: { authorization: cliente } })
    const peer = rooms.json().value[0]
    await appB.inject({
      method: 'PUT',
      url: `/v2/api/office/3/rooms/messages/${peer.token_sala}`,
      headers: { authorization: cliente },
    })
    const stream = appB.inject({
      url: `/v2/api/office/3/rooms/events?sala=${peer.token_sala}`,
      headers: { authorization: cliente },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const sent = await appA.inject({
      method: 'POST',
      url: `/v2/api/office/3/rooms/messages/${peer.token_sala}`,
      headers: { authorization: gestor },
      payload: { id: randomUUID(), texto: 'Enviado por outra instância.' },
    })
    expect(sent.statusCode).toBe(201)
    expect((await stream).body).toContain(`"tipo":"mensagem","token_sala":"${peer.token_sala}"`)
    const after = await appA.inject({ url: '/v2/api/office/3/rooms', headers: { authorization: cliente } })
    expect(after.json().value[0].unread_quantity).toBe(0)
  })

  it('counts failed logins across both instances: the 11th try is refused on either', async () => {
    const codes: number[] = []
    for (let i = 0; i < 10; i++) codes.push((await tryLogin(i % 2 ? appB : appA, demo.planejador, `x${i}`)).statusCode)
    expect(codes).toEqual(Array(10).fill(401))
    expect((await tryLogin(appA, demo.planejador, DEMO_PASSWORD)).statusCode).toBe(429)
    expect((await tryLogin(appB, demo.planejador, DEMO_PASSWORD)).statusCode).toBe(429)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY names the proxy, so a new address per try does not reset the count', async () => {
    const codes: number[] = []
    for (let i = 0; i < 12; i++) {
      const forwarded = { 'x-forwarded-for': `203.0.113.${i + 1}` }
      codes.push((await tryLogin(appA, demo.cliente, `y${i}`, forwarded)).statusCode)
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(codes.slice(10)).toEqual([429, 429])

    // Behind a configured proxy (here: loopback) the forwarded address is the client's.
    const proxied = await buildApp({ db: dbA, config: { ...config, TRUST_PROXY: ['loopback'] } })
    const elsewhere = await tryLogin(proxied, demo.cliente, DEMO_PASSWORD, { 'x-forwarded-for': '198.51.100.7' })
    expect(elsewhere.statusCode).toBe(200)
    await proxied.close()
  })
})

describe('several servers starting at once', () => {
  it('both come up on one empty database: migrations and demo seed run once, under a lock', async () => {
    const adminUrl = inject('adminDatabaseUrl')
    const name = `t_empty_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    const target = new URL(adminUrl)
    target.pathname = `/${name}`
    const env = { DATABASE_URL: target.toString(), SEED_DEMO: 'true' }
    const servers = await Promise.all([startChildServer(env), startChildServer(env)])
    try {
      await Promise.all(servers.map(untilHealthy))
      const check = new pg.Client({ connectionString: target.toString() })
      await check.connect()
      const offices = await check.query('select count(*)::int as n from escritorios')
      await check.end()
      expect(offices.rows[0].n).toBe(4)
      const login = await fetch(`${servers[1].url}/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: demo.gestor, password: DEMO_PASSWORD }),
      })
      // On failure, what the server printed says why (it may have been shutting down).
      expect(login.status, servers[1].output()).toBe(200)
    } finally {
      await Promise.all(servers.map(stopChildServer))
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 400_000)
})
