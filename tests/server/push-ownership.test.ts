import { createECDH, randomBytes } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { PUSH_ENDPOINT_TAKEN } from '../../server/modules/push/routes'
import { MAX_PUSH_SUBSCRIPTIONS } from '../../server/modules/push/subscriptions'
import { paths } from '../../src/contracts/paths'
import { demo, seededApp } from './harness'

/**
 * Issue 36 finding 7: push subscriptions were uncapped per user, and re-registering another user's endpoint moved it
 * (and the notifications meant for it) to the caller. Now at most MAX_PUSH_SUBSCRIPTIONS per user, the oldest
 * replaced, and an endpoint stays with the user who registered it.
 */
const { app, db, login } = await seededApp({ allowLoopbackPush: true })
const p256dh = () => {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  return ecdh.getPublicKey().toString('base64url')
}
const register = (token: string, endpoint: string) =>
  app.inject({
    method: 'POST',
    url: paths.pushSubscriptions,
    headers: { authorization: token },
    payload: { endpoint, keys: { p256dh: p256dh(), auth: randomBytes(16).toString('base64url') } },
  })
const endpointOf = (name: string) => `http://127.0.0.1:9/push/${name}-${randomBytes(4).toString('hex')}`
const rowsOf = async (email: string) =>
  (
    await db.execute<{ endpoint: string }>(
      sql`select p.endpoint from inscricoes_push p join usuarios u on u.id_interno = p.id_usuario
          where u.email = ${email} order by p.endpoint`,
    )
  ).rows.map((r) => r.endpoint)

describe('push subscriptions', () => {
  it("refuses to move another user's endpoint to the caller (409), leaving it and its keys with its owner", async () => {
    const owner = await login(demo.assessor)
    const endpoint = endpointOf('assessor')
    expect((await register(owner, endpoint)).statusCode).toBe(201)
    const [before] = (
      await db.execute(sql`select id_usuario, p256dh, auth from inscricoes_push where endpoint = ${endpoint}`)
    ).rows

    const attacker = await login(demo.planejador)
    const res = await register(attacker, endpoint)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(PUSH_ENDPOINT_TAKEN)
    const [after] = (
      await db.execute(sql`select id_usuario, p256dh, auth from inscricoes_push where endpoint = ${endpoint}`)
    ).rows
    expect(after).toEqual(before)
    expect(await rowsOf(demo.planejador)).not.toContain(endpoint)

    // Nor can the other user remove it.
    await app.inject({
      method: 'DELETE',
      url: paths.pushSubscriptions,
      headers: { authorization: attacker },
      payload: { endpoint },
    })
    expect(await rowsOf(demo.assessor)).toContain(endpoint)
    // Its owner registers it again (new keys): accepted, still one row.
    expect((await register(owner, endpoint)).statusCode).toBe(201)
    expect((await rowsOf(demo.assessor)).filter((e) => e === endpoint)).toHaveLength(1)
  })

  it(`keeps at most ${MAX_PUSH_SUBSCRIPTIONS} subscriptions per user, replacing the oldest`, async () => {
    const token = await login(demo.gestor)
    const endpoints = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS + 15 }, (_, i) => endpointOf(`gestor-${i}`))
    for (const endpoint of endpoints) {
      expect((await register(token, endpoint)).statusCode).toBe(201)
      // Each registration is the newest: the next one is stored after it.
      await db.execute(
        sql`update inscricoes_push set data_criacao = data_criacao - interval '1 second' where endpoint <> ${endpoint}`,
      )
    }
    const kept = await rowsOf(demo.gestor)
    expect(kept).toHaveLength(MAX_PUSH_SUBSCRIPTIONS)
    expect(kept).toEqual(endpoints.slice(-MAX_PUSH_SUBSCRIPTIONS).sort())
    // Other users' subscriptions are untouched.
    expect(await rowsOf(demo.assessor)).toHaveLength(1)
  })
})
