import { randomBytes, randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { billingPaths } from '../../src/contracts/billing-paths'
import { bpoPaths } from '../../src/contracts/bpo-paths'
import type { InvoiceRow, InvoiceStateTotal } from '../../src/contracts/invoicing'
import { invoicePaths } from '../../src/contracts/invoicing-paths'
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

const send = (who: Who, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { authorization: tokens[who] } })
const list = invoicePaths.list(3)

const clients = (await send('gestor', 'GET', invoicePaths.clients(3))).json().value as { id: number }[]
const options = (await send('gestor', 'GET', bpoPaths.bpoOptions(3))).json().value as {
  categorias: { id: number; nome: string }[]
}
const category = options.categorias.find((c) => c.nome === 'Fee fixo')?.id ?? options.categorias[0].id
const account = ((await send('gestor', 'GET', bpoPaths.bpoRegister(3, 'contas'))).json().value as { id: number }[])[0]
  .id

const snapshot = async () =>
  (
    await db.execute<{ f: number; t: number; a: number; v: string }>(sql`select
      (select count(*)::int from faturas) as f, (select count(*)::int from titulos) as t,
      (select count(*)::int from faturas_anexos) as a,
      (select coalesce(string_agg(id::text || situacao || version, ',' order by id), '') from faturas) as v`)
  ).rows[0]

async function newInvoice(extra: object = {}): Promise<InvoiceRow> {
  const res = await send('gestor', 'POST', list, {
    id: randomUUID(),
    id_cliente: clients[0].id,
    competencia: '2026-10',
    valor: '123457',
    descricao: `Consultoria tributária ${randomBytes(3).toString('hex')}`,
    data_vencimento: '2026-11-10',
    ...extra,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().value
}

const numero = () => `NF${randomBytes(4).toString('hex')}`
const issue = (r: InvoiceRow, extra: object = {}, who: Who = 'gestor') =>
  send(who, 'POST', invoicePaths.issue(3, r.id), {
    numero: numero(),
    data_emissao: '2026-10-31',
    id_conta_corrente: account,
    id_categoria: category,
    version: r.version,
    ...extra,
  })
const cancel = (r: InvoiceRow, who: Who = 'gestor') =>
  send(who, 'POST', invoicePaths.cancel(3, r.id), { version: r.version })
/** The receivable as the bills' service stored it. */
const receivable = async (id: number) =>
  (
    await db.execute<{
      id: number
      valor: string
      pago: string
      cancelado: boolean
      version: number
      pagador: string
      data_vencimento: string
      data_competencia: string
    }>(sql`select id, valor_centavos::text as valor, pago_centavos::text as pago, cancelado, version, pagador,
        to_char(data_vencimento, 'YYYY-MM-DD') as data_vencimento, to_char(data_competencia, 'YYYY-MM-DD') as data_competencia
      from titulos where id_escritorio = 3 and tipo = 'receber' and id = ${id}`)
  ).rows[0]

const pdf = () => Buffer.from(`%PDF-1.4\n% ${randomBytes(8).toString('hex')}\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n`)
const upload = (who: Who, r: InvoiceRow, filename: string, content: Buffer) => {
  const { payload, contentType } = multipartBody({}, filename, content)
  return app.inject({
    method: 'POST',
    url: invoicePaths.attachments(3, r.id),
    payload,
    headers: { authorization: tokens[who], 'content-type': contentType },
  })
}

describe('BPO billing (/bpo/faturamento)', () => {
  it('a new invoice is "Pendente faturamento"; issuing it creates the receivable with the exact amount, "A receber"', async () => {
    const r = await newInvoice()
    expect(r.situacao).toBe('pendente_faturamento')
    expect(r.id_titulo).toBeNull()
    const res = await issue(r, { numero: 'NF2026-0042' })
    expect(res.statusCode, res.body).toBe(200)
    const issued: InvoiceRow = res.json().value
    expect(issued).toMatchObject({ situacao: 'a_receber', numero: 'NF2026-0042', data_emissao: '2026-10-31' })
    expect(issued.version).toBe(r.version + 1)
    const bill = await receivable(issued.id_titulo as number)
    expect(bill).toMatchObject({
      valor: '123457',
      pago: '0',
      cancelado: false,
      data_vencimento: '2026-11-10',
      data_competencia: '2026-10-01',
    })
    const audit = await db.execute(
      sql`select acao from auditoria where entidade = 'fatura' and id_entidade = ${r.id} order by id`,
    )
    expect(audit.rows.map((a) => a.acao)).toEqual(['criar', 'emitir'])
  })

  it("receiving is the receivable's own payment: the invoice shows 'Recebida' and can no longer be cancelled", async () => {
    const r = (await issue(await newInvoice())).json().value as InvoiceRow
    const bill = await receivable(r.id_titulo as number)
    const paid = await send('gestor', 'POST', bpoPaths.bpoBillPayments(3, 'receber', bill.id), {
      data_pagamento: '2026-11-10',
      id_conta_corrente: account,
      valor: bill.valor,
      juros: '0',
      multa: '0',
      desconto: '0',
      version: bill.version,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    const items: InvoiceRow[] = (await send('gestor', 'GET', list)).json().value.itens
    const now = items.find((i) => i.id === r.id) as InvoiceRow
    expect(now).toMatchObject({ situacao: 'recebida', recebido: '123457' })
    const before = await snapshot()
    const refused = await cancel(now)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('já foi recebida')
    expect(await snapshot()).toEqual(before)
  })

  it("cancel rules: a pending invoice becomes 'Cancelada'; an issued one 'Nota cancelada' with its receivable", async () => {
    const pending = await newInvoice()
    const dropped = await cancel(pending)
    expect(dropped.statusCode, dropped.body).toBe(200)
    expect(dropped.json().value.situacao).toBe('cancelada')
    expect((await issue(dropped.json().value)).statusCode).toBe(409)
    expect((await cancel(dropped.json().value)).statusCode).toBe(409)

    const issued = (await issue(await newInvoice())).json().value as InvoiceRow
    const res = await cancel(issued)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value.situacao).toBe('nota_cancelada')
    expect((await receivable(issued.id_titulo as number)).cancelado).toBe(true)
    const removed = await send(
      'gestor',
      'DELETE',
      `${bpoPaths.bpoBill(3, 'receber', issued.id_titulo as number)}?version=${(await receivable(issued.id_titulo as number)).version}`,
    )
    expect(removed.statusCode).toBe(409)
  })

  it('the totals per state add up the invoices, and "A receber" equals the open receivables the invoices feed', async () => {
    await issue(await newInvoice({ valor: '99999' }))
    const { itens, resumo } = (await send('gestor', 'GET', list)).json().value as {
      itens: InvoiceRow[]
      resumo: InvoiceStateTotal[]
    }
    for (const t of resumo) {
      const rows = itens.filter((i) => i.situacao === t.situacao)
      expect(t.quantidade).toBe(rows.length)
      expect(t.valor).toBe(String(rows.reduce((s, i) => s + BigInt(i.valor), 0n)))
    }
    const open = await db.execute<{ soma: string }>(sql`select coalesce(sum(t.valor_centavos), 0)::text as soma
      from faturas f join titulos t on t.id_escritorio = f.id_escritorio and t.id = f.id_titulo
      where f.id_escritorio = 3 and not t.cancelado and t.pago_centavos < t.valor_centavos`)
    expect(resumo.find((t) => t.situacao === 'a_receber')?.valor).toBe(open.rows[0].soma)
  })

  it('the PDF/XML of an issued invoice: checked by content, stored once, listed and downloaded', async () => {
    const pendingOne = await newInvoice()
    const early = await upload('gestor', pendingOne, 'nota.pdf', pdf())
    expect(early.statusCode).toBe(409)
    const r = (await issue(await newInvoice())).json().value as InvoiceRow
    const before = await snapshot()
    for (const [name, content] of [
      ['nota.png', Buffer.from('\x89PNG\r\n\x1a\n0000')],
      ['nota.pdf', Buffer.from('não é um pdf')],
      ['nota.pdf', Buffer.alloc(0)],
    ] as const) {
      const bad = await upload('gestor', r, name, content)
      expect(bad.statusCode, name).toBe(400)
      expect(bad.json().message).toMatch(/PDF|XML|vazio/)
    }
    expect(await snapshot()).toEqual(before)
    const file = pdf()
    const ok = await upload('gestor', r, 'nfse-42.pdf', file)
    expect(ok.statusCode, ok.body).toBe(201)
    const files = (await send('gestor', 'GET', invoicePaths.attachments(3, r.id))).json().value
    expect(files).toMatchObject([{ nome_arquivo: 'nfse-42.pdf', tipo: 'pdf', tamanho: file.length }])
    const got = await send('gestor', 'GET', invoicePaths.attachment(3, r.id, files[0].id))
    expect(got.statusCode).toBe(200)
    expect(got.rawPayload.equals(file)).toBe(true)
    const xml = await upload('gestor', r, 'nfse-42.xml', Buffer.from('<?xml version="1.0"?><CompNfse/>'))
    expect(xml.statusCode, xml.body).toBe(201)
  })

  it('bad input is a 400 in pt-BR and changes nothing; a taken number is a 409; a stale version is a 409', async () => {
    const before = await snapshot()
    const bad = [
      { valor: '0' },
      { valor: '-5' },
      { valor: '12,50' },
      { competencia: '2026-13' },
      { data_vencimento: '2026-02-30' },
      { descricao: '' },
      { id_cliente: 0 },
      { id: 'nao-e-uuid' },
    ]
    for (const extra of bad) {
      const res = await send('gestor', 'POST', list, {
        id: randomUUID(),
        id_cliente: clients[0].id,
        competencia: '2026-10',
        valor: '1000',
        descricao: 'Serviço',
        data_vencimento: '2026-11-10',
        ...extra,
      })
      expect(res.statusCode, JSON.stringify(extra)).toBe(400)
      expect(res.json().message).toBeTruthy()
    }
    const otherClient = await send('gestor', 'POST', list, {
      id: randomUUID(),
      id_cliente: 2_000_000_000,
      competencia: '2026-10',
      valor: '1000',
      descricao: 'Serviço',
      data_vencimento: '2026-11-10',
    })
    expect(otherClient.statusCode).toBe(400)
    expect(await snapshot()).toEqual(before)

    const r = await newInvoice()
    const mid = await snapshot()
    expect((await issue(r, { numero: '' })).statusCode).toBe(400)
    expect((await issue(r, { id_categoria: 2_000_000_000 })).statusCode).toBe(400)
    expect((await issue(r, { version: r.version + 5 })).statusCode).toBe(409)
    expect(await snapshot()).toEqual(mid)
    const first = (await issue(await newInvoice(), { numero: 'NF-DUP-1' })).json().value as InvoiceRow
    expect(first.numero).toBe('NF-DUP-1')
    const taken = await issue(r, { numero: 'NF-DUP-1' })
    expect(taken.statusCode).toBe(409)
    expect(taken.json().message).toBe('Já existe uma nota com este número neste escritório')
    expect(await snapshot()).toMatchObject({ t: mid.t + 1 })
  })

  it("a month's hiring-rule charges become pending invoices once; the charge is then received through the invoice", async () => {
    const mes = '2026-08'
    const gen = await send('gestor', 'POST', billingPaths.generate(3, mes))
    expect(gen.statusCode, gen.body).toBe(200)
    const charges = gen.json().value.cobrancas as { id: number; valor_centavos: string; version: number }[]
    expect(charges.length).toBeGreaterThan(0)
    const brought = await send('gestor', 'POST', invoicePaths.fromCharges(3, mes))
    expect(brought.json().value.criadas).toBe(charges.length)
    expect((await send('gestor', 'POST', invoicePaths.fromCharges(3, mes))).json().value.criadas).toBe(0)
    const items: InvoiceRow[] = (await send('gestor', 'GET', list)).json().value.itens
    const made = items.filter((i) => charges.some((c) => c.id === i.id_cobranca))
    expect(made.map((i) => i.valor).sort()).toEqual(charges.map((c) => c.valor_centavos).sort())
    expect(made.every((i) => i.situacao === 'pendente_faturamento' && i.competencia === mes)).toBe(true)

    const refused = await send('gestor', 'POST', billingPaths.receive(3, charges[0].id), {
      version: charges[0].version,
    })
    expect(refused.statusCode).toBe(409)

    const inv = made.find((i) => i.id_cobranca === charges[0].id) as InvoiceRow
    const issued = (await issue(inv)).json().value as InvoiceRow
    const bill = await receivable(issued.id_titulo as number)
    await send('gestor', 'POST', bpoPaths.bpoBillPayments(3, 'receber', bill.id), {
      data_pagamento: '2026-09-10',
      id_conta_corrente: account,
      valor: bill.valor,
      juros: '0',
      multa: '0',
      desconto: '0',
      version: bill.version,
    })
    const after = (await send('gestor', 'GET', billingPaths.charges(3), undefined)).json().value as {
      id: number
      status: string
      atrasada: boolean
    }[]
    expect(after.find((c) => c.id === charges[0].id)).toMatchObject({ status: 'paga', atrasada: false })
  })

  it('another office, and a role without the BPO, are refused and change nothing', async () => {
    const r = await newInvoice()
    const before = await snapshot()
    expect((await send('aurora', 'GET', list)).statusCode).toBe(403)
    expect((await send('aurora', 'POST', invoicePaths.cancel(3, r.id), { version: r.version })).statusCode).toBe(403)
    expect((await send('assessor', 'GET', list)).statusCode).toBe(403)
    expect((await issue(r, {}, 'aurora')).statusCode).toBe(403)
    expect((await upload('aurora', r, 'nota.pdf', pdf())).statusCode).toBe(403)
    expect(await snapshot()).toEqual(before)
    const own: InvoiceRow[] = (await send('aurora', 'GET', invoicePaths.list(1))).json().value?.itens ?? []
    expect(own.some((i) => i.id === r.id)).toBe(false)
    // Staff run the BPO of every office.
    expect((await send('equipe', 'GET', list)).statusCode).toBe(200)
  })

  it('the demo office has invoices in every state', async () => {
    const { resumo } = (await send('gestor', 'GET', list)).json().value as { resumo: InvoiceStateTotal[] }
    expect(resumo.map((t) => t.situacao).sort()).toEqual(
      ['a_receber', 'cancelada', 'nota_cancelada', 'pendente_faturamento', 'recebida'].sort(),
    )
  })
})

describe("'Receber' on /contratacoes", () => {
  it('puts the receivable in the account and category chosen; a category of another office is a 400 and changes nothing', async () => {
    const targets = (await send('gestor', 'GET', billingPaths.receiveTargets(3))).json().value as {
      contas: { id: number }[]
      categorias: { id: number; nome: string }[]
      padrao: { conta: number; categoria: number }
    }
    expect(targets.padrao.conta).toBe(targets.contas[0].id)
    expect(targets.categorias.find((c) => c.id === targets.padrao.categoria)?.nome).toBe('Fee fixo')
    const other = targets.categorias.find((c) => c.id !== targets.padrao.categoria) as { id: number }
    const conta = targets.contas[targets.contas.length - 1].id
    const gen = await send('gestor', 'POST', billingPaths.generate(3, '2026-05'))
    const [first, second] = gen.json().value.cobrancas as { id: number; version: number }[]
    const before = await snapshot()
    const foreign = await db.execute<{ id: number }>(sql`select id from categorias where id_escritorio <> 3 limit 1`)
    const refused = await send('gestor', 'POST', billingPaths.receive(3, first.id), {
      version: first.version,
      id_conta_corrente: conta,
      id_categoria: foreign.rows[0].id,
    })
    expect(refused.statusCode).toBe(400)
    expect(await snapshot()).toEqual(before)
    const res = await send('gestor', 'POST', billingPaths.receive(3, first.id), {
      version: first.version,
      id_conta_corrente: conta,
      id_categoria: other.id,
    })
    expect(res.statusCode, res.body).toBe(200)
    const bill = await db.execute<{ id_conta_corrente: number; id_categoria: number; pago: string; valor: string }>(
      sql`select id_conta_corrente, id_categoria, pago_centavos::text as pago, valor_centavos::text as valor
        from titulos where id_escritorio = 3 and id = ${res.json().value.id_titulo}`,
    )
    expect(bill.rows[0]).toMatchObject({ id_conta_corrente: conta, id_categoria: other.id })
    expect(bill.rows[0].pago).toBe(bill.rows[0].valor)
    // Without a choice: the first account and 'Fee fixo', as before.
    const plain = await send('gestor', 'POST', billingPaths.receive(3, second.id), { version: second.version })
    const plainBill = await db.execute<{ id_conta_corrente: number; id_categoria: number }>(
      sql`select id_conta_corrente, id_categoria from titulos where id_escritorio = 3 and id = ${plain.json().value.id_titulo}`,
    )
    expect(plainBill.rows[0]).toEqual({
      id_conta_corrente: targets.padrao.conta,
      id_categoria: targets.padrao.categoria,
    })
  })
})
