import { describe, expect, it } from 'vitest'
import { demo, seededApp } from './harness'

const { app, login } = await seededApp()
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  cliente: await login(demo.cliente),
  aurora: await login(demo.gestorAurora),
}
const profile = (who: keyof typeof tokens | null, username: string) =>
  app.inject({
    url: `/api/users/${encodeURIComponent(username)}`,
    headers: who ? { authorization: tokens[who] } : {},
  })

describe('GET /api/users/{username}: a public profile', () => {
  it('answers name, role and office name, and nothing else', async () => {
    const res = await profile('gestor', demo.assessor)
    expect(res.statusCode, res.body).toBe(200)
    const { value } = res.json()
    expect(Object.keys(value).sort()).toEqual(['escritorio', 'nome', 'papel', 'username'])
    expect(value).toMatchObject({ username: demo.assessor, papel: 'assessor', escritorio: 'AAWZ Assessoria' })
    expect(value.nome).not.toBe('')
    expect(res.body).not.toMatch(/senha|hash|token|id_interno/)
  })

  it('finds the user whatever the case of the username', async () => {
    const res = await profile('assessor', demo.gestor.toUpperCase())
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.papel).toBe('gestor')
  })

  it("is office-scoped: another office's user answers 404, as an unknown one does", async () => {
    const other = await profile('aurora', demo.assessor)
    expect(other.statusCode).toBe(404)
    expect(other.json().message).toBe('Usuário não encontrado')
    const unknown = await profile('aurora', 'ninguem@demo.local')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe(other.body)
    expect((await profile('gestor', demo.gestorAurora)).statusCode).toBe(404)
  })

  it('staff see any office; a client sees only itself', async () => {
    expect((await profile('equipe', demo.gestorAurora)).json().value.escritorio).toBe('Aurora Investimentos')
    expect((await profile('equipe', demo.equipe)).json().value).toMatchObject({ papel: 'equipe', escritorio: null })
    expect((await profile('cliente', demo.cliente)).json().value.papel).toBe('cliente')
    expect((await profile('cliente', demo.gestor)).statusCode).toBe(404)
  })

  it('refuses a bad username with 400 and a pt-BR message, and an anonymous caller with 401', async () => {
    for (const bad of ['nao-e-email', 'a@b', ' ', 'x y@demo.local']) {
      const res = await profile('gestor', bad)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().message).toMatch(/Usuário inválido|Campo obrigatório/)
    }
    // Past the path's length limit Fastify itself answers 414, with its pt-BR message.
    const long = await profile('gestor', `${'a'.repeat(250)}@demo.local`)
    expect(long.statusCode).toBe(414)
    expect(typeof long.json().message).toBe('string')
    expect((await profile(null, demo.gestor)).statusCode).toBe(401)
  })
})
