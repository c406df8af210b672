import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { TOO_MANY_ATTEMPTS } from '../../server/modules/auth/service'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
// The same database with AUTH_ATTEMPTS_PER_ADDRESS set low, so the limit's tests do not hash 50 passwords each.
const ATTEMPTS_PER_ADDRESS = 5
const limited = await buildApp({
  db,
  config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent', AUTH_ATTEMPTS_PER_ADDRESS: ATTEMPTS_PER_ADDRESS },
})
afterAll(() => limited.close())

describe('POST /login', () => {
  it('answers the current user with token, flags and office for every demo account', async () => {
    for (const [role, email] of Object.entries(demo)) {
      const res = await app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `email=${encodeURIComponent(email)}&password=demo1234`,
      })
      expect(res.statusCode, role).toBe(200)
      const user = res.json()
      // Staff sign in with a second factor (two-factor.test.ts): the password step answers a challenge instead.
      if (email === demo.equipe) {
        expect(user).toMatchObject({ segundo_fator: true, desafio: expect.stringMatching(/^[\w-]{40,}$/) })
        expect(user.token).toBeUndefined()
        continue
      }
      expect(user.token).toMatch(/^[\w-]{40,}$/)
      expect(user.email).toBe(email)
    }
    const gestor = (
      await app.inject({ method: 'POST', url: '/login', payload: { email: demo.gestor, password: 'demo1234' } })
    ).json()
    expect(gestor).toMatchObject({ tipo_usuario: 'GESTOR', IS_GESTOR: true, IS_ASSESSOR: true, IS_CLIENTE: false })
    expect(gestor.escritorio).toMatchObject({ id: 3, id_interno: 3 })
  })

  it('logs in the same way under the admin paths (§7 …/admin/login)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `email=${encodeURIComponent(demo.gestor)}&password=demo1234`,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: demo.gestor, IS_GESTOR: true })
    const self = await app.inject({ url: '/api/assessor/dados_pessoais', headers: { authorization: res.json().token } })
    expect(self.statusCode).toBe(200)
    const wrong = await app.inject({
      method: 'POST',
      url: '/v2/interno/api/admin/login',
      payload: { email: demo.equipe, password: 'errada' },
    })
    expect(wrong.statusCode).toBe(401)
  })

  it('refuses a wrong password with a pt-BR message and creates no session', async () => {
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from sessoes`)
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: demo.assessor, password: 'errada' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('E-mail ou senha incorretos.')
    const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from sessoes`)
    expect(after.rows[0].n).toBe(before.rows[0].n)
  })

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: 'ninguem@demo.local', password: 'x' },
    })
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe('E-mail ou senha incorretos.')
  })

  it('rejects a malformed body with 400 and a pt-BR message', async () => {
    const res = await app.inject({ method: 'POST', url: '/login', payload: { email: 'sem-arroba', password: '' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toMatch(/email|Formato inválido|Campo obrigatório/i)
  })

  it('rate-limits 20 rapid wrong logins, even when the right password follows', async () => {
    const codes: number[] = []
    for (let i = 0; i < 20; i++) {
      const res = await app.inject({
        method: 'POST',
        url: '/login',
        payload: { email: demo.planejador, password: `x${i}` },
      })
      codes.push(res.statusCode)
    }
    expect(codes.slice(0, 10).every((c) => c === 401)).toBe(true)
    expect(codes.slice(10).every((c) => c === 429)).toBe(true)
    const blocked = await app.inject({
      method: 'POST',
      url: '/login',
      payload: { email: demo.planejador, password: 'demo1234' },
    })
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toMatch(/Muitas tentativas/)
  })
})

describe('one address trying many e-mails (the argon2 CPU of issue 36)', () => {
  const tryLogin = (email: string, password: string, remoteAddress: string) =>
    limited.inject({ method: 'POST', url: '/login', payload: { email, password }, remoteAddress })

  it('stops an address after its failed logins whatever the e-mails, before any password is checked', async () => {
    const codes: number[] = []
    for (let i = 0; i < ATTEMPTS_PER_ADDRESS + 5; i++) {
      codes.push((await tryLogin(`alvo${i}@demo.local`, 'chute', '10.6.6.6')).statusCode)
    }
    expect(codes.slice(0, ATTEMPTS_PER_ADDRESS).every((c) => c === 401)).toBe(true)
    expect(codes.slice(ATTEMPTS_PER_ADDRESS).every((c) => c === 429)).toBe(true)
    // The right password of a real account is refused too: the limit answers before the password is hashed.
    const right = await tryLogin(demo.assessor, 'demo1234', '10.6.6.6')
    expect(right.statusCode).toBe(429)
    expect(right.json().message).toBe(TOO_MANY_ATTEMPTS)
    expect((await tryLogin(demo.assessor, 'demo1234', '10.6.6.7')).statusCode).toBe(200)
  })

  it('parallel tries cannot slip past the limit, and logins that succeed do not count against the address', async () => {
    const burst = await Promise.all(
      Array.from({ length: ATTEMPTS_PER_ADDRESS + 10 }, (_, i) => tryLogin(`rajada${i}@demo.local`, 'x', '10.6.6.8')),
    )
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(10)

    for (let i = 0; i < ATTEMPTS_PER_ADDRESS + 5; i++) {
      expect((await tryLogin(demo.cliente, 'demo1234', '10.6.6.9')).statusCode).toBe(200)
    }
    expect((await tryLogin('ninguem@demo.local', 'x', '10.6.6.9')).statusCode).toBe(401)
  })
})

describe('session validation and logout', () => {
  it('accepts the token with or without the Bearer prefix', async () => {
    const token = await login(demo.gestor)
    for (const authorization of [token, `Bearer ${token}`]) {
      const res = await app.inject({ url: '/api/assessor/dados_pessoais', headers: { authorization } })
      expect(res.statusCode).toBe(200)
      expect(res.json().value.email).toBe(demo.gestor)
    }
  })

  it('answers 401 without a token or with a made-up one', async () => {
    expect((await app.inject({ url: '/v2/api/general/data/self/get' })).statusCode).toBe(401)
    const res = await app.inject({ url: '/v2/api/general/data/self/get', headers: { authorization: 'inventado' } })
    expect(res.statusCode).toBe(401)
  })

  it('revokes the token on logout', async () => {
    const token = await login(demo.cliente)
    const out = await app.inject({ method: 'POST', url: '/logout', headers: { authorization: token } })
    expect(out.statusCode).toBe(200)
    const after = await app.inject({ url: '/api/assessor/dados_pessoais', headers: { authorization: token } })
    expect(after.statusCode).toBe(401)
  })

  it('refuses an expired token', async () => {
    const token = await login(demo.assessor)
    await db.execute(sql`update sessoes set expira_em = now() - interval '1 minute'`)
    const res = await app.inject({ url: '/api/assessor/dados_pessoais', headers: { authorization: token } })
    expect(res.statusCode).toBe(401)
  })

  it('stores passwords as argon2id hashes and tokens only hashed', async () => {
    const token = await login(demo.equipe)
    const users = await db.execute<{ senha_hash: string }>(sql`select senha_hash from usuarios`)
    expect(users.rows.every((u) => u.senha_hash.startsWith('$argon2id$'))).toBe(true)
    const raw = await db.execute(sql`select 1 from sessoes where token_hash = ${token}`)
    expect(raw.rowCount).toBe(0)
  })
})
