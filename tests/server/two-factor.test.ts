import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/db/seed'
import { hashPassword } from '../../server/modules/auth/passwords'
import {
  CHALLENGE_EXPIRED,
  CODE_REUSED,
  ENROL_FIRST,
  TOO_MANY_CODES,
  TWO_FACTOR_REQUIRED,
  WRONG_CODE,
} from '../../src/contracts/security'
import { securityPaths } from '../../src/contracts/security-paths'
import { totpCodes } from '../support/demo-sign-in'
import { demo, seededApp } from './harness'

const { app, db, login, codes: staffCodes } = await seededApp()

const post = (url: string, payload: object, token?: string) =>
  app.inject({ method: 'POST', url, payload, headers: token ? { authorization: token } : {} })
const get = (url: string, token: string) => app.inject({ url, headers: { authorization: token } })
const passwordStep = async (email: string, password = DEMO_PASSWORD) =>
  (await post('/login', { email, password })).json()
const secondStep = (desafio: string, codigo: string) => post(securityPaths.loginSecondFactor, { desafio, codigo })
const sessionsOf = async (email: string) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from sessoes s join usuarios u on u.id_interno = s.id_usuario where u.email = ${email}`,
    )
  ).rows[0].n
const WRONG = '000000'

/** Enrols `email` through the API: its secret (as the page shows it as text), its codes and recovery codes. */
async function enrol(email: string) {
  const token = await login(email)
  const started = await post(securityPaths.twoFactorEnrol, {}, token)
  expect(started.statusCode).toBe(200)
  const { segredo, uri, qr } = started.json().value
  expect(uri).toMatch(/^otpauth:\/\/totp\//)
  expect(uri).toContain(`secret=${segredo}`)
  expect(qr).toMatch(/^data:image\/png;base64,/)
  const codes = totpCodes(segredo)
  const confirmed = await post(securityPaths.twoFactorConfirm, { codigo: await codes() }, token)
  expect(confirmed.statusCode, confirmed.body).toBe(200)
  return { token, segredo, codes, recovery: confirmed.json().value.codigos_recuperacao as string[] }
}

async function newUser(email: string, tipo: string, office: number | null) {
  await db.execute(
    sql`insert into usuarios (email, nome, tipo_usuario, id_escritorio, senha_hash)
        values (${email}, 'Nova Pessoa', ${tipo}, ${office}, ${await hashPassword(DEMO_PASSWORD)})`,
  )
}

describe('login with a second factor', () => {
  it('asks staff for the code after the password: a challenge, no session, then the session for a right code', async () => {
    const before = await sessionsOf(demo.equipe)
    const first = await passwordStep(demo.equipe)
    expect(first).toMatchObject({ segundo_fator: true, desafio: expect.any(String), expira_em: expect.any(String) })
    expect(first.token).toBeUndefined()
    expect(await sessionsOf(demo.equipe)).toBe(before)
    // The challenge is no session.
    expect((await get('/api/assessor/dados_pessoais', first.desafio)).statusCode).toBe(401)

    const res = await secondStep(first.desafio, await staffCodes())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({ email: demo.equipe, IS_EQUIPE: true, token: expect.any(String) })
    expect((await get('/api/assessor/dados_pessoais', res.json().token)).statusCode).toBe(200)
    // A challenge opens one session only.
    expect((await secondStep(first.desafio, WRONG)).json().message).toBe(CHALLENGE_EXPIRED)
  })

  it('refuses a wrong code and a code already used (replay), opening no session', async () => {
    const code = await staffCodes()
    const first = await passwordStep(demo.equipe)
    const wrong = await secondStep(first.desafio, WRONG)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().message).toBe(WRONG_CODE)
    expect((await secondStep(first.desafio, code)).statusCode).toBe(200)

    const before = await sessionsOf(demo.equipe)
    const again = await passwordStep(demo.equipe)
    const replay = await secondStep(again.desafio, code)
    expect(replay.statusCode).toBe(401)
    expect(replay.json().message).toBe(CODE_REUSED)
    expect(await sessionsOf(demo.equipe)).toBe(before)
  })

  it('refuses an expired challenge', async () => {
    const first = await passwordStep(demo.equipe)
    await db.execute(sql`update desafios_login set expira_em = now() - interval '1 second'`)
    const res = await secondStep(first.desafio, WRONG)
    expect(res.statusCode).toBe(401)
    expect(res.json().message).toBe(CHALLENGE_EXPIRED)
  })

  it('limits codes per challenge (5) and per user (10 in 15 minutes), even when the code is right', async () => {
    const { codes } = await enrol(demo.planejador)
    const first = await passwordStep(demo.planejador)
    for (let i = 0; i < 5; i++) expect((await secondStep(first.desafio, WRONG)).statusCode).toBe(401)
    const blocked = await secondStep(first.desafio, await codes())
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().message).toBe(TOO_MANY_CODES)

    const second = await passwordStep(demo.planejador)
    for (let i = 0; i < 4; i++) expect((await secondStep(second.desafio, WRONG)).statusCode).toBe(401)
    // Ten wrong codes for the user over two challenges: a fresh challenge gets no more tries either.
    const third = await passwordStep(demo.planejador)
    expect((await secondStep(third.desafio, WRONG)).statusCode).toBe(401)
    const userBlocked = await secondStep(third.desafio, await codes())
    expect(userBlocked.statusCode).toBe(429)
    expect(await sessionsOf(demo.planejador)).toBe(1)
  })
})

describe('enrolment, recovery codes and disabling (optional for office professionals)', () => {
  it('enrols by a first right code; the secret is never shown again; 10 recovery codes, each signs in once', async () => {
    const notYet = await passwordStep(demo.assessor)
    expect(notYet.token).toEqual(expect.any(String))
    expect(notYet.inscrever_segundo_fator).toBeUndefined()

    const token = await login(demo.assessor)
    const wrong = await post(securityPaths.twoFactorEnrol, {}, token).then(() =>
      post(securityPaths.twoFactorConfirm, { codigo: WRONG }, token),
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(WRONG_CODE)
    expect((await get(securityPaths.twoFactor, token)).json().value).toMatchObject({ ativo: false })

    const { recovery, token: enrolled } = await enrol(demo.assessor)
    expect(recovery).toHaveLength(10)
    expect(new Set(recovery).size).toBe(10)
    for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    const status = await get(securityPaths.twoFactor, enrolled)
    expect(status.json().value).toMatchObject({ ativo: true, obrigatorio: false, codigos_restantes: 10 })
    expect(status.body).not.toMatch(/segredo|otpauth/)
    const again = await post(securityPaths.twoFactorEnrol, {}, enrolled)
    expect(again.statusCode).toBe(409)
    // Only hashes are stored.
    const stored = await db.execute<{ codigo_hash: string }>(sql`select codigo_hash from codigos_recuperacao`)
    expect(JSON.stringify(stored.rows)).not.toContain(recovery[0])

    const first = await passwordStep(demo.assessor)
    expect(first.segundo_fator).toBe(true)
    const typed = ` ${recovery[0].toUpperCase()} `
    const res = await secondStep(first.desafio, typed)
    expect(res.statusCode, res.body).toBe(200)
    const reuse = await secondStep((await passwordStep(demo.assessor)).desafio, recovery[0])
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().message).toBe(WRONG_CODE)
    expect((await get(securityPaths.twoFactor, enrolled)).json().value.codigos_restantes).toBe(9)
  })

  it('disables only with the password and a code', async () => {
    const { token, codes } = await enrol(demo.cliente)
    const disable = (senha: string, codigo: string) => post(securityPaths.twoFactorDisable, { senha, codigo }, token)
    const badPassword = await disable('errada', await codes())
    expect(badPassword.statusCode).toBe(400)
    expect(badPassword.json().message).toBe('Senha incorreta.')
    const badCode = await disable(DEMO_PASSWORD, WRONG)
    expect(badCode.statusCode).toBe(400)
    expect((await get(securityPaths.twoFactor, token)).json().value.ativo).toBe(true)

    expect((await disable(DEMO_PASSWORD, await codes())).statusCode).toBe(200)
    expect((await get(securityPaths.twoFactor, token)).json().value).toMatchObject({
      ativo: false,
      codigos_restantes: 0,
    })
    expect((await passwordStep(demo.cliente)).token).toEqual(expect.any(String))
    const audit = await db.execute<{ acao: string }>(
      sql`select acao from auditoria where acao like '%segundo_fator' order by id desc limit 2`,
    )
    expect(audit.rows.map((r) => r.acao)).toEqual(['desativar_segundo_fator', 'ativar_segundo_fator'])
  })

  it('staff cannot disable it', async () => {
    const staff = await login(demo.equipe)
    const res = await post(securityPaths.twoFactorDisable, { senha: DEMO_PASSWORD, codigo: WRONG }, staff)
    expect(res.statusCode).toBe(403)
    expect(res.json().message).toBe(TWO_FACTOR_REQUIRED)
    expect((await get(securityPaths.twoFactor, staff)).json().value).toMatchObject({ ativo: true, obrigatorio: true })
  })
})

describe('required enrolment', () => {
  it('takes staff without a second factor to enrolment before anything else', async () => {
    await newUser('nova.equipe@demo.local', 'EQUIPE', null)
    const answer = await passwordStep('nova.equipe@demo.local')
    expect(answer).toMatchObject({ inscrever_segundo_fator: true, token: expect.any(String) })
    const token = answer.token as string
    const offices = await get('/v2/interno/api/admin/offices', token)
    expect(offices.statusCode).toBe(403)
    expect(offices.json().message).toBe(ENROL_FIRST)
    expect((await post('/v2/api/general/suggestions', { texto: 'x' }, token)).statusCode).toBe(403)
    expect((await get('/api/assessor/dados_pessoais', token)).json().value.inscrever_segundo_fator).toBe(true)

    const { segredo } = (await post(securityPaths.twoFactorEnrol, {}, token)).json().value
    const confirmed = await post(securityPaths.twoFactorConfirm, { codigo: await totpCodes(segredo)() }, token)
    expect(confirmed.statusCode).toBe(200)
    // The same session is now a full one.
    expect((await get('/v2/interno/api/admin/offices', token)).statusCode).toBe(200)
    expect((await get('/api/assessor/dados_pessoais', token)).json().value.inscrever_segundo_fator).toBeUndefined()
    expect((await passwordStep('nova.equipe@demo.local')).segundo_fator).toBe(true)
  })

  it('an office can require it of its gestores: only a gestor who has it may ask, and then cannot turn it off', async () => {
    const gestor = await login(demo.gestor)
    const require = (token: string, exigir: boolean, office = 3) =>
      app.inject({
        method: 'PUT',
        url: securityPaths.officeTwoFactor(office),
        headers: { authorization: token },
        payload: { exigir },
      })
    const early = await require(gestor, true)
    expect(early.statusCode).toBe(400)
    expect(early.json().message).toMatch(/Ative a verificação em duas etapas na sua conta/)
    expect((await require(await login(demo.gestorAurora), true)).statusCode).toBe(403)
    expect((await require(await login(demo.cliente), true)).statusCode).toBe(403)

    const { token, codes } = await enrol(demo.gestor)
    expect((await require(token, true)).statusCode).toBe(200)
    expect((await get(securityPaths.twoFactor, token)).json().value).toMatchObject({
      obrigatorio: true,
      exigido_pelo_escritorio: true,
    })
    const off = await post(securityPaths.twoFactorDisable, { senha: DEMO_PASSWORD, codigo: await codes() }, token)
    expect(off.statusCode).toBe(403)

    await newUser('outro.gestor@demo.local', 'GESTOR', 3)
    expect(await passwordStep('outro.gestor@demo.local')).toMatchObject({ inscrever_segundo_fator: true })
    // Advisors of the office are not concerned, nor gestores of other offices.
    await newUser('outro.assessor@demo.local', 'ASSESSOR', 3)
    expect((await passwordStep('outro.assessor@demo.local')).inscrever_segundo_fator).toBeUndefined()
    expect((await passwordStep(demo.gestorAurora)).inscrever_segundo_fator).toBeUndefined()

    expect((await require(token, false)).statusCode).toBe(200)
    expect((await passwordStep('outro.gestor@demo.local')).inscrever_segundo_fator).toBeUndefined()
  })
})
