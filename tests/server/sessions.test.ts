import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from '../../server/db/seed'
import { paths } from '../../src/contracts/paths'
import type { SessionRow } from '../../src/contracts/security'
import { securityPaths } from '../../src/contracts/security-paths'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()

const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

async function loginFrom(email: string, userAgent: string, remoteAddress: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/login',
    payload: { email, password: DEMO_PASSWORD },
    headers: { 'user-agent': userAgent },
    remoteAddress,
  })
  expect(res.statusCode).toBe(200)
  return res.json().token as string
}
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string) =>
  app.inject({ method, url, headers: { authorization: token } })
const list = async (token: string) => (await call('GET', securityPaths.sessions, token)).json().value as SessionRow[]
const alive = async (token: string) => (await call('GET', paths.validateSession, token)).statusCode === 200

describe('a user’s sessions', () => {
  it('lists the open sessions with device, address and last use, this one marked', async () => {
    const desk = await loginFrom(demo.planejador, WINDOWS_CHROME, '203.0.113.7')
    const phone = await loginFrom(demo.planejador, IPHONE_SAFARI, '198.51.100.20')
    const rows = await list(desk)
    expect(rows).toHaveLength(2)
    expect(rows.find((r) => r.atual)).toMatchObject({ dispositivo: 'Chrome no Windows', endereco: '203.0.113.7' })
    expect(rows.find((r) => !r.atual)).toMatchObject({ dispositivo: 'Safari no iPhone', endereco: '198.51.100.20' })
    expect(JSON.stringify(rows)).not.toMatch(/token|hash/)
    // The other device sees the same two, itself marked.
    expect((await list(phone)).find((r) => r.atual)?.dispositivo).toBe('Safari no iPhone')
  })

  it('writes the last use at most once a minute', async () => {
    const token = await loginFrom(demo.cliente, WINDOWS_CHROME, '203.0.113.8')
    const lastUse = async () =>
      (
        await db.execute<{ t: string }>(
          sql`select ultimo_uso::text as t from sessoes s join usuarios u on u.id_interno = s.id_usuario
              where u.email = ${demo.cliente} and s.revogada_em is null`,
        )
      ).rows[0].t
    const first = await lastUse()
    await alive(token)
    expect(await lastUse()).toBe(first)
    await db.execute(
      sql`update sessoes set ultimo_uso = now() - interval '2 minutes' where ultimo_uso::text = ${first}`,
    )
    const old = await lastUse()
    await alive(token)
    const touched = await lastUse()
    expect(touched > old).toBe(true)
    await alive(token)
    expect(await lastUse()).toBe(touched)
  })

  it('ends another session (not the one in use, not another user’s)', async () => {
    const mine = await loginFrom(demo.assessor, WINDOWS_CHROME, '203.0.113.9')
    const other = await loginFrom(demo.assessor, IPHONE_SAFARI, '203.0.113.10')
    const stranger = await login(demo.gestor)
    const rows = await list(mine)
    const otherId = rows.find((r) => !r.atual)?.id as number
    const mineId = rows.find((r) => r.atual)?.id as number
    const strangerId = (await list(stranger)).find((r) => r.atual)?.id as number

    const own = await call('DELETE', securityPaths.session(mineId), mine)
    expect(own.statusCode).toBe(400)
    expect(own.json().message).toMatch(/use “Sair”/)
    const foreign = await call('DELETE', securityPaths.session(strangerId), mine)
    expect(foreign.statusCode).toBe(404)
    expect(await alive(stranger)).toBe(true)

    expect((await call('DELETE', securityPaths.session(otherId), mine)).statusCode).toBe(200)
    expect(await alive(other)).toBe(false)
    expect(await alive(mine)).toBe(true)
    expect((await list(mine)).map((r) => r.id)).toEqual([mineId])
    expect((await call('DELETE', securityPaths.session(otherId), mine)).statusCode).toBe(404)
  })

  it('ends every other session at once', async () => {
    const tokens = [
      await loginFrom(demo.gestorAurora, WINDOWS_CHROME, '203.0.113.11'),
      await loginFrom(demo.gestorAurora, IPHONE_SAFARI, '203.0.113.12'),
      await loginFrom(demo.gestorAurora, 'curl/8.0', '203.0.113.13'),
    ]
    expect((await call('POST', securityPaths.endOtherSessions, tokens[0])).statusCode).toBe(200)
    expect(await Promise.all(tokens.map(alive))).toEqual([true, false, false])
    expect(await list(tokens[0])).toHaveLength(1)
  })
})

describe('a new password ends the other sessions', () => {
  it('re-granting access (a new temporary password) ends every session of the professional', async () => {
    const gestor = await login(demo.gestor)
    const base = '/v2/interno/api/admin'
    const added = await app.inject({
      method: 'POST',
      url: `${base}/notebooks/add-professional`,
      headers: { authorization: gestor },
      payload: { id_escritorio: 3, nome: 'Rui Regrant', email: 'rui.regrant@demo.local', cargo: 'ASSESSOR' },
    })
    const prof = added.json().value.id as number
    const grant = () => call('POST', `${base}/office/3/professionals/${prof}/access`, gestor)
    const first = (await grant()).json().value.senha_temporaria as string
    const rui = await login('rui.regrant@demo.local', first)
    const ruiPhone = await login('rui.regrant@demo.local', first)

    // Granted again while the login is active: the old temporary password and its sessions are out.
    const second = (await grant()).json().value.senha_temporaria as string
    expect(second).not.toBe(first)
    expect(await alive(rui)).toBe(false)
    expect(await alive(ruiPhone)).toBe(false)
    await expect(login('rui.regrant@demo.local', first)).rejects.toThrow()
    expect(await alive(await login('rui.regrant@demo.local', second))).toBe(true)
  })

  it('a password change keeps only the session that made it; a reset ends them all', async () => {
    const current = await loginFrom(demo.planejador, WINDOWS_CHROME, '203.0.113.14')
    const changed = await app.inject({
      method: 'POST',
      url: paths.changePasswordProfessional,
      headers: { authorization: current },
      payload: { password: DEMO_PASSWORD, new_password: 'outraSenha#1', confirm_new_password: 'outraSenha#1' },
    })
    expect(changed.statusCode).toBe(200)
    expect((await list(current)).map((r) => r.atual)).toEqual([true])

    const gestor = await login(demo.gestor)
    const [planner] = (
      await db.execute<{ id: number }>(sql`select id_profissional as id from usuarios where email = ${demo.planejador}`)
    ).rows
    const reset = await call(
      'POST',
      `/v2/interno/api/admin/office/3/professionals/${planner.id}/reset-password`,
      gestor,
    )
    expect(reset.statusCode).toBe(200)
    expect(await alive(current)).toBe(false)
  })
})
