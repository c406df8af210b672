import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { movesFor, type RequestState, requestPaths, requestStates } from '../../src/contracts/bpo-request-paths'
import type { OfficeAttachment, RequestRow } from '../../src/contracts/bpo-requests'
import { demo, seededApp } from './harness'
import { multipartBody } from './multipart'

const { app, db, login } = await seededApp()
const tokens = {
  equipe: await login(demo.equipe),
  gestor: await login(demo.gestor),
  assessor: await login(demo.assessor),
  aurora: await login(demo.gestorAurora),
}
type Who = keyof typeof tokens

const send = (who: Who, method: 'GET' | 'POST', url: string, payload?: object, key?: string) =>
  app.inject({
    method,
    url,
    payload,
    headers: { authorization: tokens[who], ...(key ? { 'idempotency-key': key } : {}) },
  })
const list = requestPaths.list(3)

const options = (await send('gestor', 'GET', '/v2/api/office/3/bpo/opcoes')).json().value as {
  categorias: { id: number }[]
}
const provider = (
  (await send('gestor', 'GET', '/v2/api/office/3/bpo/fornecedores')).json().value as { id: number }[]
)[0].id

const counts = async () =>
  (
    await db.execute<{ r: number; m: number; t: number }>(sql`select
      (select count(*)::int from requisicoes) as r, (select count(*)::int from requisicoes_mensagens) as m,
      (select count(*)::int from titulos) as t`)
  ).rows[0]

async function newRequest(tipo = 'pagamento', extra: object = {}): Promise<RequestRow> {
  const res = await send('gestor', 'POST', list, {
    id: randomUUID(),
    tipo,
    descricao: `Pagar a conta de luz ${randomBytes(3).toString('hex')}`,
    valor: '45678',
    data_vencimento: '2026-12-15',
    id_fornecedor: provider,
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().value
}

/** Puts a request straight into `state` (the walk below tries each move from each state). */
async function inState(state: RequestState): Promise<RequestRow> {
  const r = await newRequest()
  await db.execute(sql`update requisicoes set situacao = ${state} where id_escritorio = 3 and id = ${r.id}`)
  return { ...r, situacao: state }
}

const move = (who: Who, r: RequestRow, situacao: RequestState, version = r.version) =>
  send(who, 'POST', requestPaths.state(3, r.id), { situacao, version })

const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)
const upload = (who: Who, url: string, filename: string, content: Buffer) => {
  const { payload, contentType } = multipartBody({}, filename, content)
  return app.inject({
    method: 'POST',
    url,
    payload,
    headers: { authorization: tokens[who], 'content-type': contentType },
  })
}

describe('BPO requests', () => {
  it('a gestor opens a payment request: it starts at "Verificar leitura dos dados", listed with counts per state', async () => {
    const r = await newRequest()
    expect(r.situacao).toBe('verificar_leitura')
    expect(r.valor).toBe('45678')
    expect(r.criado_por).toBe('Gabriela Gestora')
    const res = await send('equipe', 'GET', list)
    const value = res.json().value as { itens: RequestRow[]; resumo: { situacao: string; quantidade: number }[] }
    expect(value.itens.some((i) => i.id === r.id)).toBe(true)
    const byState = value.itens.filter((i) => i.situacao === 'verificar_leitura').length
    expect(value.resumo.find((s) => s.situacao === 'verificar_leitura')?.quantidade).toBe(byState)
    const filtered = (await send('gestor', 'GET', `${list}?situacao=verificar_leitura`)).json().value.itens
    expect(filtered).toHaveLength(byState)
  })

  it('a cancellation request names a bill of the office; one of another office is a 400 and writes nothing', async () => {
    const auroraBill = (
      await db.execute<{ id: number }>(sql`select id from titulos where id_escritorio = 1 order by id limit 1`)
    ).rows[0].id
    const before = await counts()
    const res = await send('gestor', 'POST', list, {
      id: randomUUID(),
      tipo: 'cancelamento',
      descricao: 'Cancelar',
      id_titulo: auroraBill,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Conta não encontrada neste escritório.')
    const missing = await send('gestor', 'POST', list, { id: randomUUID(), tipo: 'cancelamento', descricao: 'x' })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().message).toBe('Escolha a conta a cancelar')
    expect(await counts()).toEqual(before)
  })

  it('bad input is a pt-BR 400 and nothing is written', async () => {
    const before = await counts()
    const bad = [
      { id: 'x', tipo: 'pagamento', descricao: 'a' },
      { id: randomUUID(), tipo: 'outro', descricao: 'a' },
      { id: randomUUID(), tipo: 'pagamento', descricao: '' },
      { id: randomUUID(), tipo: 'pagamento', descricao: 'a', valor: '-5' },
      { id: randomUUID(), tipo: 'pagamento', descricao: 'a', data_vencimento: '2026-02-31' },
      { id: randomUUID(), tipo: 'pagamento', descricao: 'a', id_fornecedor: 999999 },
    ]
    for (const body of bad) {
      const res = await send('gestor', 'POST', list, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toMatch(/[a-zçãéó]/i)
    }
    const r = await newRequest()
    const after = await counts()
    const wrongMove = await send('gestor', 'POST', requestPaths.state(3, r.id), { situacao: 'voando', version: 1 })
    expect(wrongMove.statusCode).toBe(400)
    expect(wrongMove.json().message).toBe('Situação inválida')
    const emptyMessage = await send('gestor', 'POST', requestPaths.messages(3, r.id), { id: randomUUID(), texto: ' ' })
    expect(emptyMessage.statusCode).toBe(400)
    expect(emptyMessage.json().message).toBe('Campo obrigatório')
    expect(await counts()).toEqual(after)
    expect(after.r).toBe(before.r + 1)
  })

  it('every move of the transition table: allowed ones pass, the others are 403 and change nothing', async () => {
    for (const from of requestStates) {
      for (const to of requestStates) {
        for (const role of ['equipe', 'gestor'] as const) {
          const r = await inState(from)
          const res = await move(role, r, to)
          const allowed = movesFor(from, role).includes(to)
          if (allowed) {
            expect(res.statusCode, `${role} ${from} → ${to}: ${res.body}`).toBe(200)
            expect(res.json().value.situacao).toBe(to)
            const last = (res.json().value as RequestRow).mensagens.at(-1)
            expect([last?.de, last?.para]).toEqual([from, to])
          } else {
            expect(res.statusCode, `${role} ${from} → ${to}`).toBe(403)
            const stored = await db.execute<{ situacao: string }>(
              sql`select situacao from requisicoes where id_escritorio = 3 and id = ${r.id}`,
            )
            expect(stored.rows[0].situacao).toBe(from)
          }
        }
      }
    }
  }, 120_000)

  it('a stale version is a 409 with the current request', async () => {
    const r = await newRequest()
    const res = await move('equipe', r, 'aguardando_cliente', r.version + 5)
    expect(res.statusCode).toBe(409)
    expect(res.json().current.id).toBe(r.id)
  })

  it('the conversation: messages newest last with who and when; a gestor answering moves it to "Observação do cliente"', async () => {
    const r = await newRequest()
    const asked = await move('equipe', r, 'aguardando_cliente')
    const staffMsg = await send('equipe', 'POST', requestPaths.messages(3, r.id), {
      id: randomUUID(),
      texto: 'Falta o boleto atualizado.',
    })
    expect(staffMsg.statusCode).toBe(201)
    const key = randomUUID()
    const body = { id: randomUUID(), texto: 'Segue o boleto novo.' }
    const answered = await send('gestor', 'POST', requestPaths.messages(3, r.id), body, key)
    expect(answered.statusCode).toBe(201)
    const value = answered.json().value as RequestRow
    expect(asked.json().value.situacao).toBe('aguardando_cliente')
    expect(value.situacao).toBe('observacao_cliente')
    const texts = value.mensagens.map((m) => [m.texto, m.autor, m.papel])
    expect(texts.slice(-2)).toEqual([
      ['Falta o boleto atualizado.', 'Equipe Plataforma', 'equipe'],
      ['Segue o boleto novo.', 'Gabriela Gestora', 'gestor'],
    ])
    expect(value.mensagens.at(-1)?.enviado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/)
    // The outbox resending the same message (same key) changes nothing.
    const replay = await send('gestor', 'POST', requestPaths.messages(3, r.id), body, key)
    expect(replay.statusCode).toBe(201)
    const n = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from requisicoes_mensagens where id_escritorio = 3 and id = ${body.id}`,
    )
    expect(n.rows[0].n).toBe(1)
  })

  it('staff turn a payment request into a payable that carries its attachments and links back', async () => {
    const r = await newRequest()
    const file = pdf()
    const up = await upload('gestor', requestPaths.attachments(3, r.id), 'boleto-luz.pdf', file)
    expect(up.statusCode, up.body).toBe(201)
    const current = (await send('gestor', 'GET', list)).json().value.itens.find((i: RequestRow) => i.id === r.id)
    const bill = {
      descricao: r.descricao,
      id_fornecedor: provider,
      data_vencimento: '2026-12-15',
      data_competencia: '2026-12-01',
      valor: '45678',
      id_categoria: options.categorias[0].id,
      version: current.version,
    }
    const byGestor = await send('gestor', 'POST', requestPaths.bill(3, r.id), bill)
    expect(byGestor.statusCode).toBe(403)
    const res = await send('equipe', 'POST', requestPaths.bill(3, r.id), bill)
    expect(res.statusCode, res.body).toBe(201)
    const value = res.json().value as RequestRow
    expect(value.situacao).toBe('conta_lancada')
    expect(value.id_titulo).toBeGreaterThan(0)
    const billRes = await send('gestor', 'GET', `/v2/api/office/3/bpo/titulos/pagar/${value.id_titulo}/anexos`)
    expect(billRes.json().value.map((a: { nome_arquivo: string }) => a.nome_arquivo)).toEqual(['boleto-luz.pdf'])
    const download = await send(
      'gestor',
      'GET',
      `/v2/api/office/3/bpo/titulos/pagar/${value.id_titulo}/anexos/${billRes.json().value[0].id}`,
    )
    expect(download.rawPayload.equals(file)).toBe(true)
    // The payable links back to its request.
    const payables = (await send('gestor', 'GET', '/v2/api/office/3/bpo/titulos/pagar?limite=5000')).json().value.itens
    expect(payables.find((b: { id: number }) => b.id === value.id_titulo)?.id_requisicao).toBe(r.id)
    // /bpo/anexos lists the file once, as the bill's, linking to both.
    const index = (await send('gestor', 'GET', requestPaths.allAttachments(3))).json().value as OfficeAttachment[]
    const mine = index.filter((a) => a.nome_arquivo === 'boleto-luz.pdf' && a.id_requisicao === r.id)
    expect(mine).toHaveLength(1)
    expect(mine[0]).toMatchObject({ origem: 'conta', id_titulo: value.id_titulo, tipo_titulo: 'pagar', tipo: 'pdf' })
    // Once launched it cannot be launched again.
    const again = await send('equipe', 'POST', requestPaths.bill(3, r.id), {
      ...bill,
      version: value.version,
    })
    expect(again.statusCode).toBe(409)
  })

  it('"Nota cancelada" cancels the bill of a cancellation request', async () => {
    const bill = (
      await db.execute<{ id: number }>(sql`select id from titulos where id_escritorio = 3 and tipo = 'pagar'
        and not cancelado and pago_centavos = 0 order by id desc limit 1`)
    ).rows[0].id
    const r = await newRequest('cancelamento', { id_titulo: bill })
    expect(r.situacao).toBe('pedido_cancelamento')
    const res = await move('equipe', r, 'nota_cancelada')
    expect(res.statusCode, res.body).toBe(200)
    const stored = await db.execute<{ cancelado: boolean }>(
      sql`select cancelado from titulos where id_escritorio = 3 and id = ${bill}`,
    )
    expect(stored.rows[0].cancelado).toBe(true)
  })

  it("another office's requests are unreachable; an advisor is refused", async () => {
    const r = await newRequest()
    const file = await upload('gestor', requestPaths.attachments(3, r.id), 'nota.pdf', pdf())
    const anexo = file.json().value.id
    for (const [method, url, body] of [
      ['GET', list, undefined],
      ['POST', requestPaths.messages(3, r.id), { id: randomUUID(), texto: 'oi' }],
      ['POST', requestPaths.state(3, r.id), { situacao: 'solicitacao_cancelada', version: r.version }],
      ['GET', requestPaths.attachments(3, r.id), undefined],
      ['GET', requestPaths.attachment(3, r.id, anexo), undefined],
      ['GET', requestPaths.allAttachments(3), undefined],
    ] as const) {
      const res = await send('aurora', method, url, body)
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.body).not.toContain(r.descricao)
      expect((await send('assessor', method, url, body)).statusCode).toBe(403)
    }
    // Office 1's own paths do not reach office 3's request either.
    const viaOwn = await send('aurora', 'POST', requestPaths.messages(1, r.id), { id: randomUUID(), texto: 'oi' })
    expect(viaOwn.statusCode).toBe(404)
    const ownList = (await send('aurora', 'GET', requestPaths.list(1))).json().value.itens as RequestRow[]
    expect(ownList.some((i) => i.id === r.id)).toBe(false)
  })
})
