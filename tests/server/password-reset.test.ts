import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { RESET_BY_MAIL_OFF, RESET_INVALID, RESET_REQUESTED } from '../../src/contracts/password-reset'
import { PASSWORD_TOO_SHORT } from '../../src/contracts/rules'
import { startTestSmtp } from '../support/test-smtp'
import { demo, seededApp } from './harness'

const smtp = await startTestSmtp()
afterAll(() => smtp.close())
const PUBLIC_URL = 'https://backoffice.example.com'
const mailConfig = { SMTP_HOST: '127.0.0.1', SMTP_PORT: smtp.port }
const { app, db, login } = await seededApp({ config: { ...mailConfig, PUBLIC_URL } })
/** The same database served under other configurations. */
const appWith = async (config: object) => {
  const other = await buildApp({ db, config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent', ...config } })
  afterAll(() => other.close())
  return other
}
const post = (url: string, payload: object, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress })
const request = (email: string) => post('/v2/api/password-reset/request', { email })
const confirm = (token: string, password: string, confirmation = password) =>
  post('/v2/api/password-reset/confirm', { token, new_password: password, confirm_new_password: confirmation })
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type Mail = { destinatario: string; corpo: string; enviado_em: Date | null }
const records = async () =>
  (await db.execute<Mail>(sql`select destinatario, corpo, enviado_em from emails_saida order by id`)).rows
/** The next mail the SMTP server receives (they are sent after the answer). */
async function nextMail(count = smtp.received.length + 1) {
  for (let i = 0; i < 200 && smtp.received.length < count; i++) await new Promise((r) => setTimeout(r, 25))
  const mail = smtp.received[count - 1]
  if (!mail) throw new Error('nenhum e-mail recebido')
  return { to: mail.to, text: mail.text ?? '' }
}
const linkOf = (text: string) => /(\S+\/admin\/redefinir-senha\?token=)(\S+)/.exec(text)
const tokenOf = (text: string) => decodeURIComponent(linkOf(text)?.[2] ?? '')
const loginStatus = async (email: string, password: string) => (await post('/login', { email, password })).statusCode

describe("'Esqueci minha senha'", () => {
  it('answers the same for a known and an unknown e-mail, and sends a message only to the known one', async () => {
    const known = await request('Planejador@Demo.local')
    const unknown = await request('ninguem@demo.local')
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202])
    expect(known.body).toBe(unknown.body)
    expect(known.json().value.mensagem).toBe(RESET_REQUESTED)
    const sent = await nextMail()
    expect(sent.text).toContain(`${PUBLIC_URL}/admin/redefinir-senha?token=`)
    const recorded = await records()
    expect(recorded.map((m) => m.destinatario)).toEqual([demo.planejador])
    // only the token's hash is stored
    const token = tokenOf(sent.text)
    const stored = await db.execute<{ token_hash: string }>(sql`select token_hash from redefinicoes_senha`)
    expect(stored.rows.map((r) => r.token_hash)).toEqual([sha256(token)])
    expect(smtp.received).toHaveLength(1)
  })

  it('sets the new password once through the link and ends every session of the user', async () => {
    const session = await login(demo.assessor)
    await request(demo.assessor)
    const token = tokenOf((await nextMail()).text)

    const short = await confirm(token, 'curta')
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe(PASSWORD_TOO_SHORT)
    expect(await loginStatus(demo.assessor, 'demo1234')).toBe(200)

    expect((await confirm(token, 'nova-senha-123')).statusCode).toBe(200)
    expect(await loginStatus(demo.assessor, 'nova-senha-123')).toBe(200)
    expect(await loginStatus(demo.assessor, 'demo1234')).toBe(401)
    const old = await app.inject({ url: '/v2/api/general/data/self/get', headers: { authorization: session } })
    expect(old.statusCode).toBe(401)

    const again = await confirm(token, 'outra-senha-456')
    expect(again.statusCode).toBe(400)
    expect(again.json().message).toBe(RESET_INVALID)
    expect(await loginStatus(demo.assessor, 'nova-senha-123')).toBe(200)
  })

  it('refuses an expired link, a replaced link and a made-up one', async () => {
    await request(demo.cliente)
    const first = tokenOf((await nextMail()).text)
    await request(demo.cliente)
    const second = tokenOf((await nextMail()).text)
    expect((await confirm(first, 'nova-senha-123')).json().message).toBe(RESET_INVALID)
    await db.execute(sql`update redefinicoes_senha set expira_em = now() - interval '1 minute'
                         where token_hash = ${sha256(second)}`)
    expect((await confirm(second, 'nova-senha-123')).statusCode).toBe(400)
    expect((await confirm('inventado', 'nova-senha-123')).json().message).toBe(RESET_INVALID)
    expect(await loginStatus(demo.cliente, 'demo1234')).toBe(200)
  })

  it('rejects a malformed e-mail with a pt-BR message and queues nothing', async () => {
    const before = (await records()).length
    const res = await request('nao-e-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('E-mail inválido')
    expect((await records()).length).toBe(before)
  })
})

describe('reset links cannot be steered or lifted (issue 36)', () => {
  it("takes the link's address from PUBLIC_URL whatever the request's Host says", async () => {
    const res = await post('/v2/api/password-reset/request', { email: demo.gestor }, { host: 'evil.example' })
    expect(res.statusCode).toBe(202)
    const { text } = await nextMail()
    expect(linkOf(text)?.[1]).toBe(`${PUBLIC_URL}/admin/redefinir-senha?token=`)
    expect(text).not.toContain('evil.example')
  })

  it('keeps no usable token in the record of the mail: what it holds resets nothing', async () => {
    await request(demo.gestor)
    const live = tokenOf((await nextMail()).text)
    const recorded = (await records()).at(-1) as Mail
    expect(recorded.corpo).not.toContain(live)
    expect(recorded.corpo).not.toContain(encodeURIComponent(live))
    expect(recorded.enviado_em).not.toBeNull()
    const lifted = tokenOf(recorded.corpo)
    expect(lifted).toBe('[removido]')
    const tried = await confirm(lifted, 'senha-do-atacante-1')
    expect(tried.json().message).toBe(RESET_INVALID)
    expect(await loginStatus(demo.gestor, 'senha-do-atacante-1')).toBe(401)
    // every record's body, not only the last, is free of live tokens
    for (const row of await records()) expect(tokenOf(row.corpo)).toBe('[removido]')
  })

  it("outside production without PUBLIC_URL: the server's own address, never the Host", async () => {
    const dev = await appWith({ ...mailConfig, PORT: 8123 })
    const res = await dev.inject({
      method: 'POST',
      url: '/v2/api/password-reset/request',
      payload: { email: demo.assessor },
      headers: { host: 'evil.example' },
    })
    expect(res.statusCode).toBe(202)
    expect(linkOf((await nextMail()).text)?.[1]).toBe('http://localhost:8123/admin/redefinir-senha?token=')
  })

  it('in production without PUBLIC_URL, or without SMTP, reset by e-mail is refused for any e-mail and nothing is kept', async () => {
    const production = await appWith({ ...mailConfig, NODE_ENV: 'production' })
    const noSmtp = await appWith({ PUBLIC_URL })
    const before = {
      records: (await records()).length,
      tokens: (await db.execute(sql`select 1 from redefinicoes_senha`)).rows.length,
    }
    for (const server of [production, noSmtp]) {
      for (const email of [demo.planejador, 'ninguem@demo.local']) {
        const res = await server.inject({ method: 'POST', url: '/v2/api/password-reset/request', payload: { email } })
        expect(res.statusCode).toBe(409)
        expect(res.json().message).toBe(RESET_BY_MAIL_OFF)
      }
    }
    const after = {
      records: (await records()).length,
      tokens: (await db.execute(sql`select 1 from redefinicoes_senha`)).rows.length,
    }
    expect(after).toEqual(before)
  })
})

describe('one address rotating e-mails or guessing links is stopped (issue 36)', () => {
  it('reset requests and reset confirmations count per address whatever the e-mail or token', async () => {
    const limited = await appWith({ ...mailConfig, PUBLIC_URL, AUTH_ATTEMPTS_PER_ADDRESS: 3 })
    const from = (remoteAddress: string, url: string, payload: object) =>
      limited.inject({ method: 'POST', url, payload, remoteAddress })
    const asks = []
    for (const i of [1, 2, 3, 4])
      asks.push((await from('10.7.7.7', '/v2/api/password-reset/request', { email: `x${i}@demo.local` })).statusCode)
    expect(asks).toEqual([202, 202, 202, 429])
    const guesses = []
    for (const i of [1, 2, 3, 4]) {
      const body = { token: `chute-${i}`, new_password: 'nova-senha-123', confirm_new_password: 'nova-senha-123' }
      guesses.push((await from('10.7.7.7', '/v2/api/password-reset/confirm', body)).statusCode)
    }
    expect(guesses).toEqual([400, 400, 400, 429])
    const refused = await from('10.7.7.7', '/v2/api/password-reset/confirm', {
      token: 'chute-5',
      new_password: 'nova-senha-123',
      confirm_new_password: 'nova-senha-123',
    })
    expect(refused.json().message).toMatch(/Muitas tentativas de redefinir a senha/)
    expect((await from('10.7.7.8', '/v2/api/password-reset/request', { email: 'x1@demo.local' })).statusCode).toBe(202)
  })
})
