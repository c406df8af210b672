import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { RESET_INVALID, RESET_REQUESTED } from '../../src/contracts/password-reset'
import { PASSWORD_TOO_SHORT } from '../../src/contracts/rules'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const post = (url: string, payload: object) => app.inject({ method: 'POST', url, payload })
const request = (email: string) => post('/v2/api/password-reset/request', { email })
const confirm = (token: string, password: string, confirmation = password) =>
  post('/v2/api/password-reset/confirm', { token, new_password: password, confirm_new_password: confirmation })
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

type Mail = { destinatario: string; corpo: string }
const mails = async () => (await db.execute<Mail>(sql`select destinatario, corpo from emails_saida order by id`)).rows
const tokenOf = (mail: Mail) => decodeURIComponent(/token=([^\s]+)/.exec(mail.corpo)?.[1] ?? '')
const loginStatus = async (email: string, password: string) => (await post('/login', { email, password })).statusCode

describe("'Esqueci minha senha'", () => {
  it('answers the same for a known and an unknown e-mail, and queues a message only for the known one', async () => {
    const known = await request('Planejador@Demo.local')
    const unknown = await request('ninguem@demo.local')
    expect([known.statusCode, unknown.statusCode]).toEqual([202, 202])
    expect(known.body).toBe(unknown.body)
    expect(known.json().value.mensagem).toBe(RESET_REQUESTED)
    const queued = await mails()
    expect(queued.map((m) => m.destinatario)).toEqual([demo.planejador])
    expect(queued[0].corpo).toContain('/admin/redefinir-senha?token=')
    // only the token's hash is stored
    const token = tokenOf(queued[0])
    const stored = await db.execute<{ token_hash: string }>(sql`select token_hash from redefinicoes_senha`)
    expect(stored.rows.map((r) => r.token_hash)).toEqual([sha256(token)])
  })

  it('sets the new password once through the link and ends every session of the user', async () => {
    const session = await login(demo.assessor)
    await request(demo.assessor)
    const token = tokenOf((await mails()).at(-1) as Mail)

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
    const first = tokenOf((await mails()).at(-1) as Mail)
    await request(demo.cliente)
    const second = tokenOf((await mails()).at(-1) as Mail)
    expect((await confirm(first, 'nova-senha-123')).json().message).toBe(RESET_INVALID)
    await db.execute(sql`update redefinicoes_senha set expira_em = now() - interval '1 minute'
                         where token_hash = ${sha256(second)}`)
    expect((await confirm(second, 'nova-senha-123')).statusCode).toBe(400)
    expect((await confirm('inventado', 'nova-senha-123')).json().message).toBe(RESET_INVALID)
    expect(await loginStatus(demo.cliente, 'demo1234')).toBe(200)
  })

  it('rejects a malformed e-mail with a pt-BR message and queues nothing', async () => {
    const before = (await mails()).length
    const res = await request('nao-e-email')
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('E-mail inválido')
    expect((await mails()).length).toBe(before)
  })
})
