import { createECDH, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import ece from 'http_ece'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { demo, seededApp } from './harness'

// Rooms live streams last 1.5 s here: long enough to have a room open while a message arrives.
const { app, db, login } = await seededApp({ allowLoopbackPush: true, roomStreamMs: 1500 })

/** A stand-in push service on loopback: records what arrives and answers 201. */
const received: { url: string | undefined; headers: Record<string, string | string[] | undefined>; body: Buffer }[] = []
const pushService = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on('data', (c) => chunks.push(c))
  req.on('end', () => {
    received.push({ url: req.url, headers: req.headers, body: Buffer.concat(chunks) })
    res.statusCode = req.url?.includes('gone') ? 410 : 201
    res.end()
  })
})
await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve))
const base = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`
afterAll(() => new Promise((resolve) => pushService.close(resolve)))

/** A browser's subscription keys: the receiver's ECDH pair and auth secret. */
function browserKeys() {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const authSecret = randomBytes(16).toString('base64url')
  return { ecdh, authSecret, p256dh: ecdh.getPublicKey().toString('base64url') }
}

describe('web push', () => {
  it('keeps one VAPID key pair across calls', async () => {
    const token = await login(demo.assessor)
    const a = (await app.inject({ url: '/v2/api/push/public-key', headers: { authorization: token } })).json().value
    const b = (await app.inject({ url: '/v2/api/push/public-key', headers: { authorization: token } })).json().value
    expect(a).toMatch(/^[\w-]{80,}$/)
    expect(b).toBe(a)
  })

  it('stores the notification for each professional and pushes an encrypted payload that decrypts to it', async () => {
    const assessor = await login(demo.assessor)
    const keys = browserKeys()
    const endpoint = `${base}/push/assessor-${randomBytes(4).toString('hex')}`
    const sub = await app.inject({
      method: 'POST',
      url: '/v2/api/push/subscriptions',
      headers: { authorization: assessor },
      payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } },
    })
    expect(sub.statusCode).toBe(201)

    const gestor = await login(demo.gestor)
    const sent = await app.inject({
      method: 'POST',
      url: '/v2/api/notifications/send',
      headers: { authorization: gestor },
      payload: {
        publico: 'profissionais',
        id_escritorio: 3,
        tipo: 'warning',
        titulo: 'Fechamento',
        corpo: 'Envie o extrato.',
        rota: '/bpo/extrato',
      },
    })
    expect(sent.statusCode).toBe(201)
    expect(sent.json().value.push).toBe(1)

    const delivery = received.find((r) => r.headers['content-encoding'] === 'aes128gcm')!
    expect(delivery.headers.authorization).toMatch(/^vapid t=/)
    const plain = ece.decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: keys.ecdh,
      authSecret: keys.authSecret,
    })
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      tipo: 'warning',
      titulo: 'Fechamento',
      corpo: 'Envie o extrato.',
      rota: '/bpo/extrato',
    })

    const inbox = (await app.inject({ url: '/v2/api/notifications', headers: { authorization: assessor } })).json()
      .value
    expect(inbox.kind).toBe('sistema')
    expect(inbox.items[0]).toMatchObject({ titulo: 'Fechamento', lida: false })
    const clientInbox = (
      await app.inject({ url: '/v2/api/notifications', headers: { authorization: await login(demo.cliente) } })
    ).json().value
    expect(clientInbox.items.some((n: { titulo: string }) => n.titulo === 'Fechamento')).toBe(false)
  })

  it('sends client communications only to the office clients, and drops gone subscriptions', async () => {
    const cliente = await login(demo.cliente)
    const keys = browserKeys()
    await app.inject({
      method: 'POST',
      url: '/v2/api/push/subscriptions',
      headers: { authorization: cliente },
      payload: { endpoint: `${base}/gone/cliente`, keys: { p256dh: keys.p256dh, auth: keys.authSecret } },
    })
    const res = await app.inject({
      method: 'POST',
      url: '/v2/api/notifications/send',
      headers: { authorization: await login(demo.gestor) },
      payload: { publico: 'clientes', id_escritorio: 3, nome: 'Comunicado', conteudo: ['Linha 1', 'Linha 2'] },
    })
    expect(res.statusCode).toBe(201)
    const inbox = (await app.inject({ url: '/v2/api/notifications', headers: { authorization: cliente } })).json().value
    expect(inbox.kind).toBe('comunicados')
    expect(inbox.items[0]).toMatchObject({ titulo: 'Comunicado', corpo: 'Linha 1\nLinha 2' })
    const left = await db.execute(sql`select 1 from inscricoes_push where endpoint like '%/gone/%'`)
    expect(left.rowCount).toBe(0)
  })

  it('refuses sending to another office, by advisors, and bad input', async () => {
    const payload = { publico: 'profissionais', id_escritorio: 1, titulo: 'x', corpo: 'y' }
    const gestor = await login(demo.gestor)
    const other = await app.inject({
      method: 'POST',
      url: '/v2/api/notifications/send',
      headers: { authorization: gestor },
      payload,
    })
    expect(other.statusCode).toBe(403)
    const assessor = await login(demo.assessor)
    const byAdvisor = await app.inject({
      method: 'POST',
      url: '/v2/api/notifications/send',
      headers: { authorization: assessor },
      payload: { ...payload, id_escritorio: 3 },
    })
    expect(byAdvisor.statusCode).toBe(403)
    const empty = await app.inject({
      method: 'POST',
      url: '/v2/api/notifications/send',
      headers: { authorization: gestor },
      payload: { ...payload, id_escritorio: 3, titulo: '' },
    })
    expect(empty.statusCode).toBe(400)
    const count = await db.execute<{ n: number }>(sql`select count(*)::int as n from notificacoes where titulo = 'x'`)
    expect(count.rows[0].n).toBe(0)
  })
})

describe('push subscriptions that cannot be delivered', () => {
  const subscribe = (target: typeof app, token: string, endpoint: string, keys = browserKeys()) =>
    target.inject({
      method: 'POST',
      url: '/v2/api/push/subscriptions',
      headers: { authorization: token },
      payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } },
    })

  it('refuses at registration an endpoint that is not a public https host, and a key off the P-256 curve', async () => {
    // The app as main.ts builds it: no loopback stand-in allowed.
    const strict = await buildApp({ db, config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent' } })
    const token = await login(demo.assessor)
    const refused = [
      ['http://push.example.com/x', /https/],
      [`${base}/push/loopback`, /https/],
      ['https://127.0.0.1/x', /endereço público/],
      ['https://localhost/x', /endereço público/],
      ['https://[::1]/x', /endereço público/],
      ['https://10.0.0.8/x', /endereço público/],
      ['https://169.254.169.254/latest', /endereço público/],
    ] as const
    for (const [endpoint, message] of refused) {
      const res = await subscribe(strict, token, endpoint)
      expect(res.statusCode, endpoint).toBe(400)
      expect(res.json().message, endpoint).toMatch(message)
    }
    const offCurve = {
      ...browserKeys(),
      p256dh: Buffer.concat([Buffer.from([4]), randomBytes(64)]).toString('base64url'),
    }
    const badKey = await subscribe(app, token, `${base}/push/bad-key`, offCurve)
    expect(badKey.statusCode).toBe(400)
    expect(badKey.json().message).toBe('Chave da inscrição inválida')
    const shortAuth = await app.inject({
      method: 'POST',
      url: '/v2/api/push/subscriptions',
      headers: { authorization: token },
      payload: { endpoint: `${base}/push/short`, keys: { p256dh: browserKeys().p256dh, auth: 'curto' } },
    })
    expect(shortAuth.statusCode).toBe(400)
    const stored = await db.execute(
      sql`select 1 from inscricoes_push where endpoint like '%/x' or endpoint like '%/latest' or endpoint like '%/bad-key' or endpoint like '%/short' or endpoint like '%/loopback'`,
    )
    expect(stored.rowCount).toBe(0)
    await strict.close()
  })

  it('delivers to the good subscription once when another is malformed and another dead, and drops both', async () => {
    await db.execute(sql`delete from inscricoes_push`)
    const assessor = await login(demo.assessor)
    const good = browserKeys()
    const goodEndpoint = `${base}/push/good-${randomBytes(4).toString('hex')}`
    expect((await subscribe(app, assessor, goodEndpoint, good)).statusCode).toBe(201)
    expect((await subscribe(app, await login(demo.planejador), `${base}/gone/planejador`)).statusCode).toBe(201)
    // Stored before registration checked keys: a key web-push cannot encrypt for.
    const [{ id }] = (
      await db.execute<{ id: number }>(sql`select id_interno as id from usuarios where email = ${demo.gestor}`)
    ).rows
    await db.execute(
      sql`insert into inscricoes_push (endpoint, id_usuario, p256dh, auth) values (${`${base}/push/malformed`}, ${id}, 'nao-e-chave', 'x')`,
    )

    const before = received.length
    const res = await app.inject({
      method: 'POST',
      url: '/v2/api/notifications/send',
      headers: { authorization: await login(demo.gestor), 'idempotency-key': `push-${randomBytes(6).toString('hex')}` },
      payload: { publico: 'profissionais', id_escritorio: 3, titulo: 'Reunião', corpo: 'Sexta às 10h.' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json().value.push).toBe(1)
    const deliveries = received.slice(before)
    expect(deliveries.filter((r) => r.url === new URL(goodEndpoint).pathname)).toHaveLength(1)
    const plain = ece.decrypt(deliveries.find((r) => r.url === new URL(goodEndpoint).pathname)!.body, {
      version: 'aes128gcm',
      privateKey: good.ecdh,
      authSecret: good.authSecret,
    })
    expect(JSON.parse(plain.toString('utf8')).titulo).toBe('Reunião')

    const left = await db.execute(
      sql`select endpoint from inscricoes_push where endpoint like '%/gone/%' or endpoint like '%/malformed'`,
    )
    expect(left.rowCount).toBe(0)
    const stored = await db.execute<{ n: number; people: number }>(
      sql`select count(*)::int as n, count(distinct id_usuario)::int as people from notificacoes where titulo = 'Reunião'`,
    )
    expect(stored.rows[0].n).toBe(stored.rows[0].people)
    expect(stored.rows[0].n).toBeGreaterThan(1)
  })

  it('pushes a new room message to the members not viewing the room, never to its author', async () => {
    const subscribe = async (email: string) => {
      const token = await login(email)
      const keys = browserKeys()
      const endpoint = `${base}/push/sala-${randomBytes(4).toString('hex')}`
      const res = await app.inject({
        method: 'POST',
        url: '/v2/api/push/subscriptions',
        headers: { authorization: token },
        payload: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.authSecret } },
      })
      expect(res.statusCode).toBe(201)
      return { token, keys, path: new URL(endpoint).pathname }
    }
    const [gestor, assessor, planejador] = [
      await subscribe(demo.gestor),
      await subscribe(demo.assessor),
      await subscribe(demo.planejador),
    ]
    const rooms = await app.inject({ url: '/v2/api/office/3/rooms', headers: { authorization: gestor.token } })
    const team = rooms.json().value.find((r: { nome: string }) => r.nome === 'Equipe AAWZ')
    // Paula has the room open in a tab; André does not.
    const watching = app.inject({
      url: `/v2/api/office/3/rooms/events?sala=${team.token_sala}`,
      headers: { authorization: planejador.token },
    })
    await new Promise((resolve) => setTimeout(resolve, 300))
    const sent = await app.inject({
      method: 'POST',
      url: `/v2/api/office/3/rooms/messages/${team.token_sala}`,
      headers: { authorization: gestor.token },
      payload: { id: crypto.randomUUID(), texto: 'Relatório trimestral enviado.' },
    })
    expect(sent.statusCode).toBe(201)
    await watching
    await expect.poll(() => received.some((r) => r.url === assessor.path)).toBe(true)
    const delivery = received.find((r) => r.url === assessor.path)!
    const plain = ece.decrypt(delivery.body, {
      version: 'aes128gcm',
      privateKey: assessor.keys.ecdh,
      authSecret: assessor.keys.authSecret,
    })
    expect(JSON.parse(plain.toString('utf8'))).toEqual({
      titulo: 'Nova mensagem em Equipe AAWZ',
      corpo: 'Gabriela Gestora: Relatório trimestral enviado.',
      rota: `/salas/${team.token_sala}`,
      tipo: 'info',
    })
    expect(received.filter((r) => r.url === planejador.path || r.url === gestor.path)).toEqual([])
  })
})
