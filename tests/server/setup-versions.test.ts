import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { SetupState, SystemVersions } from '../../src/contracts/validation'
import { validationPaths } from '../../src/contracts/validation-paths'
import { demo, seededApp } from './harness'

// The first-run set-up of a new office (parametrização) and /versoes.

const { app, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)

const send = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })

const created = await app.inject({
  method: 'POST',
  url: '/v2/interno/api/admin/notebooks/add-office',
  headers: { authorization: staff, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({
    office_data: JSON.stringify({
      nome_escritorio: 'Serra Nova',
      login: 'gestor@serra.demo.local',
      cnpj: '11.444.777/0001-61',
      email_escritorio: 'contato@serra.demo.local',
    }),
    office_colors_data: JSON.stringify({ primaria: '#0e7490', secundaria: '#475569' }),
  }).toString(),
})
const { id_escritorio: office, senha_temporaria } = created.json().value as {
  id_escritorio: number
  senha_temporaria: string
}
const serra = await login('gestor@serra.demo.local', senha_temporaria)
const state = async (token = serra) => {
  const res = await send('GET', validationPaths.setup(office), token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as SetupState
}
const profile = async (token: string) =>
  (await send('GET', '/api/assessor/dados_pessoais', token)).json().value as { parametrizar: boolean }

describe('first-run set-up of a new office', () => {
  it("a new office's gestor starts with parametrizar true; the demo gestor does not", async () => {
    expect((await profile(serra)).parametrizar).toBe(true)
    expect((await profile(gestor)).parametrizar).toBe(false)
  })

  it('saves each step in order once its data is there, resumes where it stopped, and finishing turns the flag off', async () => {
    expect((await state()).atual).toBe('plano-de-contas')
    // Out of order, or without the data, a step is refused.
    const early = await send('POST', validationPaths.setupStep(office, 'contas-correntes'), serra)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe('Conclua antes a etapa “Plano de contas”.')
    expect((await send('POST', validationPaths.setupStep(office, 'plano-de-contas'), serra)).statusCode).toBe(200)
    const afterChart = await state()
    expect(afterChart.categorias).toBeGreaterThan(10)
    expect(afterChart.atual).toBe('contas-correntes')
    const noAccount = await send('POST', validationPaths.setupStep(office, 'contas-correntes'), serra)
    expect(noAccount.statusCode).toBe(400)
    expect(noAccount.json().message).toBe('Cadastre ao menos uma conta corrente.')

    const account = await send('POST', `/v2/api/office/${office}/bpo/contas`, serra, { nome: 'Conta principal' })
    const accountId = (account.json().value as { id: number }).id
    expect((await send('POST', validationPaths.setupStep(office, 'contas-correntes'), serra)).statusCode).toBe(200)
    const noBalance = await send('POST', validationPaths.setupStep(office, 'saldos-iniciais'), serra)
    expect(noBalance.json().message).toBe('Informe o saldo inicial de cada conta corrente (pode ser zero).')
    await send('POST', `/v2/interno/api/admin/office/${office}/dfc/set/balance-initial`, serra, {
      id_conta_corrente: accountId,
      mes: '2026-11',
      valor: '0',
    })
    expect((await send('POST', validationPaths.setupStep(office, 'saldos-iniciais'), serra)).statusCode).toBe(200)
    // Finishing before the last step is refused; the state says where to resume.
    expect((await send('POST', validationPaths.setupFinish(office), serra)).statusCode).toBe(409)
    expect((await state()).atual).toBe('equipe')
    expect((await send('POST', validationPaths.setupStep(office, 'equipe'), serra)).statusCode).toBe(200)
    const finished = await send('POST', validationPaths.setupFinish(office), serra)
    expect(finished.statusCode, finished.body).toBe(200)
    expect((await profile(serra)).parametrizar).toBe(false)
  })

  it("another office's set-up is refused", async () => {
    expect((await send('GET', validationPaths.setup(office), gestor)).statusCode).toBe(403)
    expect((await send('POST', validationPaths.setupStep(office, 'equipe'), gestor)).statusCode).toBe(403)
  })
})

describe('/versoes', () => {
  it("answers the server's version and the database's last migration, to staff only", async () => {
    const res = await send('GET', validationPaths.versions, staff)
    expect(res.statusCode, res.body).toBe(200)
    const v = res.json().value as SystemVersions
    const journal = JSON.parse(readFileSync('server/db/migrations/meta/_journal.json', 'utf8')) as {
      entries: { tag: string }[]
    }
    expect(v.banco.ultima_migracao).toBe(journal.entries.at(-1)?.tag)
    expect(v.banco.migracoes).toBe(journal.entries.length)
    expect(v.servidor.versao).toMatch(/^\d+\.\d+\.\d+/)
    expect(v.servidor.node).toBe(process.version)
    expect((await send('GET', validationPaths.versions, gestor)).statusCode).toBe(403)
  })
})
