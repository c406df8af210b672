import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paths } from '../../src/contracts/paths'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()

const change = (token: string, body: Record<string, string>, url: string = paths.changePasswordProfessional) =>
  app.inject({ method: 'POST', url, headers: { authorization: token }, payload: body })

const tryLogin = (email: string, password: string) =>
  app.inject({ method: 'POST', url: '/login', payload: { email, password } })

async function userRow(email: string) {
  const { rows } = await db.execute<{ senha_hash: string; version: number }>(
    sql`select senha_hash, version from usuarios where lower(email) = lower(${email})`,
  )
  return rows[0]
}

describe('POST change_password', () => {
  it('refuses a wrong current password with 400 and a pt-BR message, changing nothing', async () => {
    const token = await login(demo.planejador)
    const before = await userRow(demo.planejador)
    const res = await change(token, {
      password: 'errada123',
      new_password: 'novaSenha1',
      confirm_new_password: 'novaSenha1',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Senha atual incorreta')
    expect(await userRow(demo.planejador)).toEqual(before)
    expect((await tryLogin(demo.planejador, 'demo1234')).statusCode).toBe(200)
  })

  it("answers 'Senhas diferentes' when the confirmation does not match", async () => {
    const token = await login(demo.planejador)
    const res = await change(token, {
      password: 'demo1234',
      new_password: 'novaSenha1',
      confirm_new_password: 'outra1234',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Senhas diferentes')
  })

  it("requires every field ('Campo obrigatório') and at least 8 characters", async () => {
    const token = await login(demo.planejador)
    const empty = await change(token, { password: '', new_password: 'x', confirm_new_password: 'x' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toBe('Campo obrigatório')
    const short = await change(token, { password: 'demo1234', new_password: 'curta', confirm_new_password: 'curta' })
    expect(short.statusCode).toBe(400)
    expect(short.json().message).toBe('A nova senha deve ter pelo menos 8 caracteres')
  })

  it('changes the password: the old one no longer logs in, the new one does, other sessions end', async () => {
    const current = await login(demo.assessor)
    const other = await login(demo.assessor)
    const before = await userRow(demo.assessor)
    const res = await change(current, {
      password: 'demo1234',
      new_password: 'senhaNova#2026',
      confirm_new_password: 'senhaNova#2026',
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 200, message: 'Senha alterada com sucesso' })

    const after = await userRow(demo.assessor)
    expect(after.version).toBe(before.version + 1)
    expect(after.senha_hash).toMatch(/^\$argon2id\$/)
    expect(after.senha_hash).not.toBe(before.senha_hash)

    expect((await tryLogin(demo.assessor, 'demo1234')).statusCode).toBe(401)
    expect((await tryLogin(demo.assessor, 'senhaNova#2026')).statusCode).toBe(200)

    const me = (token: string) => app.inject({ method: 'GET', url: paths.profile, headers: { authorization: token } })
    expect((await me(other)).statusCode).toBe(401)
    expect((await me(current)).statusCode).toBe(200)
  })

  it('serves client users on the client endpoint only, and professionals on the other', async () => {
    const client = await login(demo.cliente)
    const body = { password: 'demo1234', new_password: 'clienteNova1', confirm_new_password: 'clienteNova1' }
    expect((await change(client, body, paths.changePasswordProfessional)).statusCode).toBe(403)
    expect((await change(client, body, paths.changePasswordClient)).statusCode).toBe(200)
    expect((await tryLogin(demo.cliente, 'clienteNova1')).statusCode).toBe(200)

    const manager = await login(demo.gestor)
    expect((await change(manager, body, paths.changePasswordClient)).statusCode).toBe(403)
  })

  it('refuses an anonymous call with 401', async () => {
    const res = await app.inject({
      method: 'POST',
      url: paths.changePasswordProfessional,
      payload: { password: 'a', new_password: 'b', confirm_new_password: 'b' },
    })
    expect(res.statusCode).toBe(401)
  })
})
