import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed'
import type { StreamEvent } from '../../src/contracts/assistant'
import type { BillRow } from '../../src/contracts/bpo-bills'
import type { AlertsReport } from '../../src/contracts/validation'
import { formatMoney } from '../../src/lib/format/money'
import { type Script, startFakeOpenAI } from '../support/fake-openai'
import { demo, freshDatabase } from './harness'

// The assistant's payables and alerts tools against the local fake OpenAI-compatible server: the figures are the
// bills list's and the alerts page's own, each bill is cited by its page, and nothing leaves the user's office.

let script: Script = () => ({ text: 'Olá!' })
const fake = await startFakeOpenAI((request) => script(request))
const { db } = await freshDatabase()
await seedDemo(db)
const app = await buildApp({
  db,
  config: { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent', AI_BASE_URL: fake.baseURL, AI_MODEL: 'modelo-falso' },
})
afterAll(async () => {
  await app.close()
  await fake.close()
})

const login = async (email: string) =>
  (await app.inject({ method: 'POST', url: '/login', payload: { email, password: DEMO_PASSWORD } })).json()
    .token as string
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)

const get = (url: string, token = gestor) => app.inject({ url, headers: { authorization: token } })
async function ask(texto: string, token = gestor, office = 3) {
  const root = `/v2/api/office/${office}/assistant/conversations`
  const id = randomUUID()
  const created = await app.inject({ method: 'POST', url: root, headers: { authorization: token }, payload: { id } })
  expect(created.statusCode, created.body).toBe(201)
  const res = await app.inject({
    method: 'POST',
    url: `${root}/${id}/messages`,
    headers: { authorization: token },
    payload: { texto },
  })
  return res.payload
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)) as StreamEvent)
}
/** The model calls `name` once, then answers with the tool's raw result. */
const callTool = (name: string, args: Record<string, unknown>) => {
  script = (request) =>
    request.messages.at(-1)?.role === 'tool'
      ? { text: request.messages.at(-1)?.content ?? '' }
      : { toolCalls: [{ name, arguments: args }] }
}
const answerOf = (list: StreamEvent[]) => list.map((e) => (e.tipo === 'resposta' ? e.texto : '')).join('')
const sources = (list: StreamEvent[]) => list.flatMap((e) => (e.tipo === 'fonte' ? [e.fonte] : []))
const overdueList = async (office: number, token: string) => {
  const res = await get(`/v2/api/office/${office}/bpo/titulos/pagar?status=atrasado`, token)
  expect(res.statusCode, res.body).toBe(200)
  return (res.json().value as { itens: BillRow[] }).itens
}
const openOf = (b: BillRow) => BigInt(b.valor) - BigInt(b.pago)

describe('assistant tools over BPO payables and alerts', () => {
  it("answers the office's overdue payables with the bills list's figures, citing each bill's page", async () => {
    callTool('contas_a_pagar', { situacao: 'atrasadas', limite: 50 })
    const list = await ask('Quais contas estão atrasadas?')
    const data = JSON.parse(answerOf(list)) as {
      quantidade: number
      total_em_aberto: string
      contas: { id: number; link: string; em_aberto: string }[]
    }
    const bills = await overdueList(3, gestor)
    expect(bills.length).toBeGreaterThan(0)
    expect(data.quantidade).toBe(bills.length)
    expect(data.total_em_aberto).toBe(formatMoney(bills.reduce((s, b) => s + openOf(b), 0n)))
    const first = bills[0]
    const month = first.data_vencimento.slice(0, 7)
    const link = `/admin/bpo/contas_a_pagar?inicio=${month}&fim=${month}&titulo=${first.id}`
    expect(data.contas[0]).toMatchObject({ id: first.id, link, em_aberto: formatMoney(openOf(first)) })
    expect(sources(list)).toContainEqual({ rotulo: expect.stringContaining(first.descricao), href: link })
    expect(sources(list)[0]).toEqual({
      rotulo: 'Contas a pagar atrasadas',
      href: '/admin/bpo/contas_a_pagar?status=atrasado',
    })
  })

  it('payables due in the next days: open, not overdue, within the horizon', async () => {
    callTool('contas_a_pagar', { situacao: 'a_vencer', dias: 30, limite: 50 })
    const data = JSON.parse(answerOf(await ask('O que vence no próximo mês?'))) as {
      hoje: string
      contas: { status: string; vencimento: string }[]
    }
    expect(data.contas.length).toBeGreaterThan(0)
    expect(data.contas.every((c) => c.status !== 'atrasado' && c.status !== 'pago')).toBe(true)
  })

  it("another office's data is refused: each office's tool reads only its own bills, and a role the API refuses is refused", async () => {
    callTool('contas_a_pagar', { situacao: 'atrasadas', limite: 50 })
    const data = JSON.parse(answerOf(await ask('Contas atrasadas?', aurora, 1))) as { contas: { id: number }[] }
    const own = new Set((await overdueList(1, aurora)).map((b) => b.id))
    const office3 = new Set((await overdueList(3, gestor)).map((b) => b.id))
    expect(data.contas.map((c) => c.id).every((id) => own.has(id))).toBe(true)
    expect(data.contas.length).toBe(own.size)
    expect([...own].some((id) => office3.has(id))).toBe(false)
    // An office argument is not accepted, and a conversation in office 3 cannot be opened by office 1's gestor.
    callTool('contas_a_pagar', { situacao: 'atrasadas', id_escritorio: 3 })
    expect(answerOf(await ask('Contas do escritório 3?', aurora, 1))).toBe(
      JSON.stringify({ erro: 'Argumentos inválidos para a ferramenta.' }),
    )
    const foreign = await app.inject({
      method: 'POST',
      url: '/v2/api/office/3/assistant/conversations',
      headers: { authorization: aurora },
      payload: { id: randomUUID() },
    })
    expect(foreign.statusCode).toBe(403)
    // The bills endpoints are for managers: an advisor's tool call is refused the same way.
    callTool('contas_a_pagar', { situacao: 'atrasadas' })
    expect(answerOf(await ask('Contas atrasadas?', assessor))).toBe(
      JSON.stringify({ erro: 'Seu perfil não tem acesso a contas a pagar.' }),
    )
  })

  it("answers the office's alerts as the alerts page shows them, with where to fix each item", async () => {
    callTool('alertas', {})
    const list = await ask('Tenho algum alerta?')
    const data = JSON.parse(answerOf(list)) as {
      alertas: { alerta: string; resumo: string; itens: { link: string }[] }[]
    }
    const page = (await get('/v2/interno/api/admin/validation/alertas')).json().value as AlertsReport
    const expected = page.escritorios[0].alertas
    expect(data.alertas.map((a) => [a.alerta, a.resumo])).toEqual(expected.map((a) => [a.titulo, a.resumo]))
    expect(data.alertas.flatMap((a) => a.itens.map((i) => i.link))).toEqual(
      expected.flatMap((a) => a.itens.map((i) => `/admin${i.href}`)),
    )
    expect(sources(list)).toEqual([{ rotulo: 'Alertas do escritório', href: '/admin/validation/home' }])
  })
})
