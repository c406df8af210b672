import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../server/app'
import { DEMO_PASSWORD, seedDemo } from '../../server/db/seed'
import { FIRST_STEP } from '../../server/modules/assistant/chat-loop'
import { STOPPED_MARK } from '../../server/modules/assistant/service'
import { ASSISTANT_NOT_CONFIGURED, type StreamEvent } from '../../src/contracts/assistant'
import { REPORT_NOT_RELEASED } from '../../src/contracts/report-services'
import { formatMoney } from '../../src/lib/format/money'
import { type Script, startFakeOpenAI } from '../support/fake-openai'
import { demo, freshDatabase } from './harness'

let script: Script = () => ({ text: 'Olá!' })
const fake = await startFakeOpenAI((request) => script(request))
const { db } = await freshDatabase()
await seedDemo(db)
const base = { SESSION_TTL_HOURS: 12, LOG_LEVEL: 'silent' as const }
const app = await buildApp({ db, config: { ...base, AI_BASE_URL: fake.baseURL, AI_MODEL: 'modelo-falso' } })
const bare = await buildApp({ db, config: base })
const down = await buildApp({ db, config: { ...base, AI_BASE_URL: 'http://127.0.0.1:9/v1', AI_MODEL: 'x' } })
const impatient = await buildApp({
  db,
  config: { ...base, AI_BASE_URL: fake.baseURL, AI_MODEL: 'modelo-falso', AI_TIMEOUT_SECONDS: 1 },
})
afterAll(async () => {
  await Promise.all([app.close(), bare.close(), down.close(), impatient.close()])
  await fake.close()
})

const login = async (email: string) =>
  (await app.inject({ method: 'POST', url: '/login', payload: { email, password: DEMO_PASSWORD } })).json()
    .token as string
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)

const root = (office: number) => `/v2/api/office/${office}/assistant`
async function newConversation(token = gestor, office = 3, target = app) {
  const id = randomUUID()
  const res = await target.inject({
    method: 'POST',
    url: `${root(office)}/conversations`,
    headers: { authorization: token },
    payload: { id },
  })
  expect(res.statusCode).toBe(201)
  return id
}
const events = (payload: string): StreamEvent[] =>
  payload
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => JSON.parse(block.slice(6)))
async function ask(texto: string, opts: { token?: string; office?: number; target?: typeof app } = {}) {
  const { token = gestor, office = 3, target = app } = opts
  const id = await newConversation(token, office, target)
  const res = await target.inject({
    method: 'POST',
    url: `${root(office)}/conversations/${id}/messages`,
    headers: { authorization: token },
    payload: { texto },
  })
  return { id, res, events: events(res.payload) }
}
const toolMessages = () =>
  fake.requests.flatMap((r) => r.messages.filter((m) => m.role === 'tool').map((m) => m.content ?? ''))
const answerText = (list: StreamEvent[]) => list.map((e) => (e.tipo === 'resposta' ? e.texto : '')).join('')

describe('AI assistant conversations', () => {
  it('lists a user\'s own conversations newest first, with a limit and "carregar mais", and deletes them', async () => {
    const ids = [await newConversation(), await newConversation(), await newConversation()]
    const list = (limite: number, token = gestor) =>
      app.inject({ url: `${root(3)}/conversations?limite=${limite}`, headers: { authorization: token } })
    const two = (await list(2)).json().value
    expect(two.conversas.map((c: { id: string }) => c.id)).toEqual([ids[2], ids[1]])
    expect(two.mais).toBe(true)
    expect(two.conversas[0].titulo).toBe('Nova conversa')
    // Another user of the same office sees none of them, nor their messages.
    expect((await list(50, assessor)).json().value.conversas).toEqual([])
    const peek = await app.inject({
      url: `${root(3)}/conversations/${ids[0]}/messages`,
      headers: { authorization: assessor },
    })
    expect(peek.statusCode).toBe(404)
    const del = await app.inject({
      method: 'DELETE',
      url: `${root(3)}/conversations/${ids[2]}`,
      headers: { authorization: gestor },
    })
    expect(del.statusCode).toBe(200)
    expect((await list(2)).json().value.conversas.map((c: { id: string }) => c.id)).toEqual([ids[1], ids[0]])
  })

  it('refuses bad input with 400 and a pt-BR message', async () => {
    const id = await newConversation()
    const post = (payload: object, conversa: string = id) =>
      app.inject({
        method: 'POST',
        url: `${root(3)}/conversations/${conversa}/messages`,
        headers: { authorization: gestor },
        payload,
      })
    const empty = await post({ texto: '   ' })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().message).toContain('Campo obrigatório')
    expect((await post({ texto: 'x'.repeat(4001) })).statusCode).toBe(400)
    expect((await post({ texto: 'oi' }, 'nao-e-uuid')).json().message).toContain('Conversa não encontrada')
    const limit = await app.inject({ url: `${root(3)}/conversations?limite=0`, headers: { authorization: gestor } })
    expect(limit.statusCode).toBe(400)
    expect(limit.json().message).toContain('Limite inválido')
  })

  it('says clearly when no provider is configured, and refuses to ask', async () => {
    const status = await bare.inject({ url: `${root(3)}/status`, headers: { authorization: gestor } })
    expect(status.json().value).toEqual({ configurado: false, modelo: null })
    const id = await newConversation(gestor, 3, bare)
    const res = await bare.inject({
      method: 'POST',
      url: `${root(3)}/conversations/${id}/messages`,
      headers: { authorization: gestor },
      payload: { texto: 'Qual a receita?' },
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(ASSISTANT_NOT_CONFIGURED)
    expect((await app.inject({ url: `${root(3)}/status`, headers: { authorization: gestor } })).json().value).toEqual({
      configurado: true,
      modelo: 'modelo-falso',
    })
  })
})

describe('AI assistant demo', () => {
  it("seeds one example conversation for gestor@demo.local whose figure is the DRE's own", async () => {
    const list = await app.inject({ url: `${root(3)}/conversations?limite=500`, headers: { authorization: gestor } })
    const example = list
      .json()
      .value.conversas.find((c: { titulo: string }) => c.titulo === 'Qual foi a receita líquida do escritório em 2025?')
    expect(example).toBeDefined()
    const messages = await app.inject({
      url: `${root(3)}/conversations/${example.id}/messages`,
      headers: { authorization: gestor },
    })
    const [, reply] = messages.json().value
    const dre = await app.inject({
      url: '/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=2025-01&end_date=2025-12&breakdown_by_date=false',
      headers: { authorization: gestor },
    })
    const net = dre.json().value.linhas.find((l: { nome: string }) => /receita líquida/i.test(l.nome))
    expect(reply.conteudo).toContain(formatMoney(BigInt(net.total)))
    expect(reply.fontes).toEqual([
      {
        rotulo: 'Receita líquida: DRE por empresa, 01/2025 a 12/2025',
        href: `/admin/dre/dres/dre-pj?inicio=2025-01&fim=2025-12&linha=${net.id}`,
      },
    ])
  })
})

describe('AI assistant answers', () => {
  it('streams the thinking step, then the answer token by token, and keeps both messages', async () => {
    script = () => ({ text: 'Bom dia! Como posso ajudar com o escritório hoje?' })
    const { id, res, events: list } = await ask('Bom dia')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/event-stream')
    expect(list[0]).toMatchObject({ tipo: 'pergunta', mensagem: { papel: 'user', conteudo: 'Bom dia' } })
    expect(list[1]).toEqual({ tipo: 'pensamento', texto: FIRST_STEP })
    expect(list.filter((e) => e.tipo === 'resposta').length).toBeGreaterThan(3)
    expect(answerText(list)).toBe('Bom dia! Como posso ajudar com o escritório hoje?')
    expect(list.at(-1)).toMatchObject({ tipo: 'fim', mensagem: { papel: 'assistant' } })
    const stored = await app.inject({
      url: `${root(3)}/conversations/${id}/messages`,
      headers: { authorization: gestor },
    })
    expect(stored.json().value.map((m: { papel: string }) => m.papel)).toEqual(['user', 'assistant'])
    const listed = await app.inject({ url: `${root(3)}/conversations?limite=1`, headers: { authorization: gestor } })
    expect(listed.json().value.conversas[0]).toMatchObject({ id, titulo: 'Bom dia' })
    // The key stays on the server: the provider got it, the browser never does.
    expect(res.payload).not.toContain('sem-chave')
  })

  it("runs a DRE tool call from the streamed tool_calls fragments and cites the line's cell for the period", async () => {
    const asked = fake.requests.length
    script = (request) => {
      const last = request.messages.at(-1)
      if (last?.role !== 'tool') {
        return {
          toolCalls: [
            {
              name: 'dre_totais',
              arguments: { agrupamento: 'pj', inicio: '2026-01', fim: '2026-06', linha: 'receita_liquida' },
            },
          ],
        }
      }
      const data = JSON.parse(last.content ?? '{}')
      const line = data.linhas.find((l: { linha: string }) => /receita líquida/i.test(l.linha))
      return { text: `Receita líquida: ${line.total}` }
    }
    const { events: list } = await ask('Qual a receita líquida no primeiro semestre?')
    const dre = await app.inject({
      url: '/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=2026-01&end_date=2026-06&breakdown_by_date=false',
      headers: { authorization: gestor },
    })
    const net = dre.json().value.linhas.find((l: { nome: string }) => /receita líquida/i.test(l.nome))
    const expected = formatMoney(BigInt(net.total))
    expect(fake.requests.length - asked).toBe(2)
    expect(fake.requests[asked].tools?.map((t) => t.function.name)).toContain('dre_totais')
    expect(answerText(list)).toBe(`Receita líquida: ${expected}`)
    expect(list.filter((e) => e.tipo === 'pensamento').map((e) => e.texto)).toEqual([
      FIRST_STEP,
      'Consultei a DRE por empresa de 01/2026 a 06/2026.',
    ])
    expect(list).toContainEqual({
      tipo: 'fonte',
      fonte: {
        rotulo: 'Receita líquida: DRE por empresa, 01/2026 a 06/2026',
        href: `/admin/dre/dres/dre-pj?inicio=2026-01&fim=2026-06&linha=${net.id}`,
      },
    })
    const end = list.at(-1)
    expect(end?.tipo === 'fim' && end.mensagem.fontes).toHaveLength(1)
  })

  it('cites the DRE page for the period when the question names no line (or an unknown one)', async () => {
    for (const linha of [undefined, 'linha que não existe']) {
      script = (request) =>
        request.messages.at(-1)?.role === 'tool'
          ? { text: 'ok' }
          : {
              toolCalls: [
                { name: 'dre_totais', arguments: { agrupamento: 'pj', inicio: '2026-01', fim: '2026-06', linha } },
              ],
            }
      const { events: list } = await ask('Como foi a DRE no semestre?')
      expect(list).toContainEqual({
        tipo: 'fonte',
        fonte: {
          rotulo: 'DRE por empresa, 01/2026 a 06/2026',
          href: '/admin/dre/dres/dre-pj?inicio=2026-01&fim=2026-06',
        },
      })
    }
  })

  it('runs tools as the user: an advisor is refused the DRE by company, as the API refuses it', async () => {
    script = (request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { text: `Resultado: ${request.messages.at(-1)?.content}` }
        : { toolCalls: [{ name: 'dre_totais', arguments: { agrupamento: 'pj', inicio: '2026-01', fim: '2026-06' } }] }
    const { events: list } = await ask('Receita por empresa?', { token: assessor })
    expect(answerText(list)).toContain('Você só tem acesso aos seus próprios números.')
    expect(list.some((e) => e.tipo === 'fonte')).toBe(false)
  })

  it("refuses an advisor the DRE tool while the 'DRE por profissional' report is not released to him", async () => {
    const released = `from relatorios_liberados where id_escritorio = 3 and servico = 'dre-profissional'
      and id_profissional = (select id_profissional from usuarios where email = $1)`
    const before = await db.$client.query(`select id_profissional ${released}`, [demo.assessor])
    expect(before.rows).toHaveLength(1)
    await db.$client.query(`delete ${released}`, [demo.assessor])
    script = (request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { text: `Resultado: ${request.messages.at(-1)?.content}` }
        : {
            toolCalls: [
              { name: 'dre_totais', arguments: { agrupamento: 'profissional', inicio: '2026-01', fim: '2026-06' } },
            ],
          }
    const { events: list } = await ask('Meu resultado?', { token: assessor })
    expect(answerText(list)).toContain(REPORT_NOT_RELEASED)
    expect(list.some((e) => e.tipo === 'fonte')).toBe(false)
    await db.$client.query(
      "insert into relatorios_liberados (id_escritorio, id_profissional, servico) values (3, $1, 'dre-profissional')",
      [before.rows[0].id_profissional],
    )
  })

  it("never returns another office's data: tools read only the office of the URL, and refuse an office argument", async () => {
    // Names only office 3 has (the demo offices share a pool of names).
    const office3 = await db.$client.query<{ nome_cliente: string }>(
      `select nome_cliente from clientes where id_escritorio = 3
       except select nome_cliente from clientes where id_escritorio = 1`,
    )
    expect(office3.rows.length).toBeGreaterThan(0)
    const before = toolMessages().length
    script = (request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { text: 'ok' }
        : {
            toolCalls: [
              { name: 'clientes_patrimonio', arguments: { limite: 50 } },
              { name: 'clientes_patrimonio', arguments: { limite: 50, id_escritorio: 3 } },
            ],
          }
    const { events: list } = await ask('Liste os clientes', { token: aurora, office: 1 })
    const results = toolMessages().slice(before)
    expect(results).toHaveLength(2)
    expect(JSON.parse(results[0]).quantidade).toBeGreaterThanOrEqual(0)
    expect(JSON.parse(results[1])).toEqual({ erro: 'Argumentos inválidos para a ferramenta.' })
    for (const { nome_cliente } of office3.rows) expect(results.join('\n')).not.toContain(nome_cliente)
    expect(list.at(-1)?.tipo).toBe('fim')
    // Nor can the user point the whole conversation at office 3.
    const res = await app.inject({
      method: 'POST',
      url: `${root(3)}/conversations`,
      headers: { authorization: aurora },
      payload: { id: randomUUID() },
    })
    expect(res.statusCode).toBe(403)
  })

  it("reads a client's portfolio as the client list answers it, only inside the user's book", async () => {
    const [clara] = await db.$client
      .query<{ id: number; total: string }>(
        `select c.id, sum(p.valor_centavos)::text as total from clientes c
         join posicoes_clientes p on p.id_escritorio = c.id_escritorio and p.id_cliente = c.id
         where c.id_escritorio = 3 and c.email = $1 group by c.id`,
        [demo.cliente],
      )
      .then((r) => r.rows)
    const before = toolMessages().length
    script = (request) =>
      request.messages.at(-1)?.role === 'tool'
        ? { text: `Resultado: ${request.messages.at(-1)?.content}` }
        : {
            toolCalls: [
              { name: 'clientes_patrimonio', arguments: { busca: 'Clara Cliente' } },
              { name: 'carteira_cliente', arguments: { id_cliente: clara.id } },
            ],
          }
    const { events: list } = await ask('Como está a carteira da Clara?')
    const [found, portfolio] = toolMessages()
      .slice(before)
      .map((m) => JSON.parse(m))
    // The client list gives the id the portfolio tool takes.
    expect(found.clientes[0]).toMatchObject({ id_cliente: clara.id, nome: 'Clara Cliente' })
    expect(portfolio.cliente).toBe('Clara Cliente')
    expect(portfolio.patrimonio_total_centavos).toBe(clara.total)
    expect(portfolio.patrimonio_total).toBe(formatMoney(BigInt(clara.total)))
    expect(portfolio.ativos.length).toBeGreaterThan(0)
    expect(list).toContainEqual({
      tipo: 'fonte',
      fonte: { rotulo: 'Carteira de Clara Cliente', href: `/admin/carteira?cliente=${clara.id}` },
    })
    // Clara is not in the advisor's book: for his tools she does not exist.
    const { events: refused } = await ask('E a carteira da Clara?', { token: assessor })
    expect(answerText(refused)).toContain('Cliente não encontrado')
  })

  it('turns a provider that is down, slow or failing into a clear pt-BR message, and retry asks again', async () => {
    const { events: offline } = await ask('Olá', { target: down })
    expect(offline.at(-1)).toEqual({
      tipo: 'erro',
      message: 'Não foi possível conectar ao provedor de IA. Tente novamente em instantes.',
    })
    // A provider that answers, then stalls longer than AI_TIMEOUT_SECONDS between two chunks.
    script = () => ({ text: 'Resposta lenta demais', delayMs: 1500 })
    const { events: slow } = await ask('Olá, devagar', { target: impatient })
    expect(slow.at(-1)).toEqual({
      tipo: 'erro',
      message: 'O provedor de IA demorou demais para responder. Tente novamente em instantes.',
    })
    script = () => ({ status: 500 })
    const { id, events: failing } = await ask('Olá de novo')
    expect(failing.at(-1)).toEqual({
      tipo: 'erro',
      message: 'O provedor de IA respondeu com erro (500). Tente novamente.',
    })
    script = () => ({ text: 'Agora sim.' })
    const retry = await app.inject({
      method: 'POST',
      url: `${root(3)}/conversations/${id}/retry`,
      headers: { authorization: gestor },
    })
    expect(answerText(events(retry.payload))).toBe('Agora sim.')
    const stored = await app.inject({
      url: `${root(3)}/conversations/${id}/messages`,
      headers: { authorization: gestor },
    })
    expect(stored.json().value.map((m: { conteudo: string }) => m.conteudo)).toEqual(['Olá de novo', 'Agora sim.'])
  })

  it('stops mid-stream when the browser goes away and keeps what was already said', async () => {
    script = () => ({ text: 'Uma resposta bem longa '.repeat(40), delayMs: 30 })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const port = (app.server.address() as AddressInfo).port
    const id = await newConversation()
    // A browser's 'Parar': the request's connection goes away while the answer streams.
    const seen = await new Promise<string>((resolve, reject) => {
      const req = request(
        `http://127.0.0.1:${port}${root(3)}/conversations/${id}/messages`,
        { method: 'POST', headers: { authorization: gestor, 'content-type': 'application/json' } },
        (res) => {
          let text = ''
          res.on('data', (chunk: Buffer) => {
            text += chunk.toString()
            if (text.includes('"resposta"')) {
              req.destroy()
              resolve(text)
            }
          })
        },
      )
      req.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)))
      req.end(JSON.stringify({ texto: 'Conte uma história' }))
    })
    expect(seen).toContain('"pensamento"')
    let stored: { papel: string; conteudo: string }[] = []
    for (let i = 0; i < 50 && stored.length < 2; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const r = await app.inject({ url: `${root(3)}/conversations/${id}/messages`, headers: { authorization: gestor } })
      stored = r.json().value
    }
    expect(stored[1].papel).toBe('assistant')
    expect(stored[1].conteudo.endsWith(STOPPED_MARK)).toBe(true)
    expect(stored[1].conteudo.length).toBeLessThan('Uma resposta bem longa '.repeat(40).length)
  })
})
