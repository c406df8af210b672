import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { fakeCards } from '../../server/modules/billing/provider'
import { divideHalfEven } from '../../server/modules/commissions/rounding'
import { todayInBrazil } from '../../src/contracts/bill-status'
import type { Charge } from '../../src/contracts/billing'
import { billingPaths as paths } from '../../src/contracts/billing-paths'
import { demo, seededApp } from './harness'

// Everything the log says while this file runs, at the most talkative level: card numbers must never appear.
const logLines: string[] = []
const { app, db, login } = await seededApp({
  logStream: { write: (line: string) => void logLines.push(line) },
  config: { LOG_LEVEL: 'trace' },
})
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = gestor) =>
  app.inject({ method, url, payload, headers: { authorization: token } })

const MES = '2025-03'
const clients = (await send('GET', '/v2/api/office/3/clients')).json().value as {
  id: number
  nome_cliente: string
  patrimonio_centavos: string
}[]
const rich = clients.find((c) => BigInt(c.patrimonio_centavos) > 10_000_000n)
const poor = [...clients].sort((a, b) => Number(BigInt(a.patrimonio_centavos) - BigInt(b.patrimonio_centavos)))[0]
if (!rich || !poor) throw new Error('demo clients missing')
async function clear(id: number) {
  await db.execute(sql`delete from cobrancas_eventos where id_escritorio = 3 and id_cobranca in
    (select id from cobrancas where id_escritorio = 3 and id_cliente = ${id})`)
  await db.execute(sql`delete from cobrancas where id_escritorio = 3 and id_cliente = ${id}`)
  await db.execute(sql`delete from cobranca_regras where id_escritorio = 3 and id_cliente = ${id}`)
}
await clear(rich.id)
await clear(poor.id)

/** The card a subscription's card is changed to ('Trocar cartão'); also searched for in every table and the log. */
const NEW_CARD = '5555 5555 5555 4444'
const card = (numero_cartao: string = fakeCards.aprovado, extra: object = {}) => ({
  numero_cartao,
  cvc: '123',
  validade: '12/39',
  nome_cartao: 'Clara Cliente',
  ...extra,
})

describe('billing rules (§5 minimum fee and minimum percentage)', () => {
  it.each([
    [{ tipo: 'fixo', valor_centavos: '298' }, 'valor_centavos', 'Valor mínimo: R$ 2,99'],
    [{ tipo: 'percentual', percentual: '0' }, 'percentual', 'Valor mínimo: 0,01 %'],
    [{ tipo: 'percentual', percentual: '100', minimo_centavos: '200' }, 'minimo_centavos', 'Valor mínimo: R$ 2,99'],
  ])('refuses %o with the §5 message', async (fields, campo, message) => {
    const res = await send('POST', paths.rules(3), { id_cliente: rich.id, vigencia_inicio: MES, ...fields })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ campo, mensagem: message })
  })

  it('accepts exactly R$ 2,99 and 0,01 %', async () => {
    const fixed = await send('POST', paths.rules(3), {
      id_cliente: poor.id,
      tipo: 'fixo',
      valor_centavos: '299',
      vigencia_inicio: MES,
      vigencia_fim: MES,
    })
    expect(fixed.statusCode).toBe(201)
    const percent = await send('POST', paths.rules(3), {
      id_cliente: rich.id,
      tipo: 'percentual',
      percentual: '1',
      vigencia_inicio: MES,
      vigencia_fim: MES,
    })
    expect(percent.statusCode).toBe(201)
    expect(percent.json().value).toMatchObject({ percentual: 1, minimo_centavos: '299' })
  })

  it('refuses a second rule for the same client in an overlapping period (409)', async () => {
    const res = await send('POST', paths.rules(3), {
      id_cliente: poor.id,
      tipo: 'fixo',
      valor_centavos: '10000',
      vigencia_inicio: '2025-01',
    })
    expect(res.statusCode).toBe(409)
  })
})

describe('generating a month of charges', () => {
  it('charges the fixed fee, the % of the assets the client pages show, or the minimum; twice adds nothing', async () => {
    const rules = (await send('GET', paths.rules(3))).json().value as {
      id: number
      id_cliente: number
      version: number
    }[]
    const percentRule = rules.find((r) => r.id_cliente === rich.id)
    if (!percentRule) throw new Error('rule missing')
    // 1,20 % a year of the client's assets: a tenth of a percent a month, rounded half to even.
    const edited = await send('PUT', paths.rule(3, percentRule.id), {
      id_cliente: rich.id,
      tipo: 'percentual',
      percentual: '120',
      minimo_centavos: '299',
      vigencia_inicio: MES,
      vigencia_fim: MES,
      version: percentRule.version,
    })
    expect(edited.statusCode).toBe(200)

    const first = await send('POST', paths.generate(3, MES))
    expect(first.statusCode).toBe(200)
    expect(first.json().value.criadas).toBe(2)
    const charges = first.json().value.cobrancas as Charge[]
    const byClient = (id: number) => charges.find((c) => c.id_cliente === id)
    const assets = BigInt(rich.patrimonio_centavos)
    const expected = divideHalfEven(assets * 120n, 10_000n * 12n)
    expect(BigInt(byClient(rich.id)?.valor_centavos ?? 0)).toBe(expected)
    expect(byClient(rich.id)?.base_centavos).toBe(rich.patrimonio_centavos)
    expect(byClient(poor.id)?.valor_centavos).toBe('299')

    const again = await send('POST', paths.generate(3, MES))
    expect(again.json().value.criadas).toBe(0)
    const count = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from cobrancas where id_escritorio = 3 and competencia = '2025-03-01'`,
    )
    expect(count.rows[0].n).toBe(2)
  })

  it('a % rule whose share is below its minimum charges the minimum', async () => {
    // 0,01 % a year of the assets is far below R$ 15,00 a month for any demo client under R$ 1,8 million.
    expect(BigInt(poor.patrimonio_centavos)).toBeLessThan(180_000_000n)
    await send('POST', paths.rules(3), {
      id_cliente: poor.id,
      tipo: 'percentual',
      percentual: '1',
      minimo_centavos: '1500',
      vigencia_inicio: '2025-04',
      vigencia_fim: '2025-04',
    })
    const res = await send('POST', paths.generate(3, '2025-04'))
    const mine = (res.json().value.cobrancas as Charge[]).find((c) => c.id_cliente === poor.id)
    expect(mine).toMatchObject({ valor_centavos: '1500', base_centavos: poor.patrimonio_centavos })
  })

  it("'Receber' turns the charge into a paid BPO receivable, and the history says who and when", async () => {
    const list = (await send('GET', `${paths.charges(3)}?mes=${MES}`)).json().value as Charge[]
    const target = list.find((c) => c.id_cliente === poor.id)
    if (!target) throw new Error('charge missing')
    const res = await send('POST', paths.receive(3, target.id), { version: target.version })
    expect(res.statusCode).toBe(200)
    expect(res.json().value.status).toBe('paga')
    const receivables = await send('GET', '/v2/api/office/3/bpo/titulos/receber?inicio=2025-03&fim=2025-03')
    const bill = (receivables.json().value.itens as { id: number; status: string; valor: string }[]).find(
      (b) => b.id === res.json().value.id_titulo,
    )
    expect(bill).toMatchObject({ status: 'recebido', valor: '299' })
    const row = await db.execute<{ status: string; pago: string }>(
      sql`select t.tipo as status, t.pago_centavos::text as pago from titulos t
        where t.id_escritorio = 3 and t.id = ${res.json().value.id_titulo}`,
    )
    expect(row.rows[0]).toEqual({ status: 'receber', pago: '299' })
    // The payment is in the ledger as 'Fee fixo' revenue, so the DFC and the DRE follow.
    const ledger = await db.execute<{ categoria: string; valor: string }>(
      sql`select c.nome as categoria, sum(l.valor_centavos)::text as valor from lancamentos l
        join titulos_pagamentos p on p.id_escritorio = l.id_escritorio and p.id = l.id_pagamento_titulo
        join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
        where l.id_escritorio = 3 and l.origem = 'bpo' and p.id_titulo = ${res.json().value.id_titulo}
        group by c.nome`,
    )
    expect(ledger.rows).toEqual([{ categoria: 'Fee fixo', valor: '299' }])
    const again = await send('POST', paths.receive(3, target.id), { version: res.json().value.version })
    expect(again.statusCode).toBe(409)
    const history = (await send('GET', paths.history(3))).json().value as {
      id_cobranca: number
      acao: string
      usuario: string
    }[]
    const mine = history.filter((e) => e.id_cobranca === target.id).map((e) => e.acao)
    expect(mine).toEqual(['paga', 'gerada'])
    expect(history.find((e) => e.id_cobranca === target.id)?.usuario).toBeTruthy()
  })
})

describe('cards, subscriptions and instalments', () => {
  let planId = 0
  it('creates a plan (minimum R$ 2,99)', async () => {
    expect((await send('POST', paths.plans(3), { nome: 'Barato', valor_centavos: '100' })).statusCode).toBe(400)
    const res = await send('POST', paths.plans(3), { nome: 'Plano Teste', valor_centavos: '19990' })
    expect(res.statusCode).toBe(201)
    planId = res.json().value.id
  })

  it.each([
    [card('4111 1111 1111 1112'), 'cartao/numero_cartao', 'Formato inválido'],
    [card('4111111111111111'), 'cartao/numero_cartao', 'Formato inválido'],
    [card(undefined, { cvc: '12' }), 'cartao/cvc', 'Formato inválido'],
    [card(undefined, { validade: '13/30' }), 'cartao/validade', 'Formato inválido'],
    [card(undefined, { validade: '01/20' }), 'cartao/validade', 'Cartão vencido'],
  ])('refuses the card %o with §5 messages, storing nothing', async (cartao, campo, mensagem) => {
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from assinaturas`)
    const res = await send('POST', paths.subscriptions(3), { id_cliente: rich.id, id_plano: planId, cartao })
    expect(res.statusCode).toBe(400)
    expect(res.json().issues).toContainEqual({ campo, mensagem })
    const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from assinaturas`)
    expect(after.rows[0].n).toBe(before.rows[0].n)
  })

  it('a card the provider refuses to tokenize is a 400 with its reason, and nothing is stored', async () => {
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from assinaturas`)
    const res = await send('POST', paths.subscriptions(3), {
      id_cliente: rich.id,
      id_plano: planId,
      cartao: card(fakeCards.invalido),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe('Cartão não aceito pela operadora')
    const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from assinaturas`)
    expect(after.rows[0].n).toBe(before.rows[0].n)
  })

  it('subscribes with a test card: this month is charged and becomes a paid receivable', async () => {
    const res = await send('POST', paths.subscriptions(3), { id_cliente: rich.id, id_plano: planId, cartao: card() })
    expect(res.statusCode).toBe(201)
    const { assinatura, cobranca } = res.json().value
    expect(assinatura).toMatchObject({ status: 'ativa', plano: 'Plano Teste', valor_centavos: '19990' })
    expect(cobranca).toMatchObject({
      status: 'paga',
      valor_centavos: '19990',
      competencia: todayInBrazil().slice(0, 7),
    })
    expect(JSON.stringify(res.json())).not.toMatch(/4111|tok_/)
    const bill = await db.execute<{ valor: string; pago: string; pagador: string }>(
      sql`select valor_centavos::text as valor, pago_centavos::text as pago, pagador from titulos
        where id_escritorio = 3 and id = ${cobranca.id_titulo}`,
    )
    expect(bill.rows[0]).toEqual({ valor: '19990', pago: '19990', pagador: rich.nome_cliente })
    // Charging the month again adds nothing for this subscription.
    const month = await send('POST', paths.chargeMonth(3, todayInBrazil().slice(0, 7)))
    expect(month.statusCode).toBe(200)
    expect((month.json().value.cobrancas as Charge[]).some((c) => c.id_origem === assinatura.id)).toBe(false)
  })

  it('a declined card leaves the charge recusada with the reason; a retry can pay it', async () => {
    const declined = await send('POST', paths.subscriptions(3), {
      id_cliente: poor.id,
      id_plano: planId,
      cartao: card(fakeCards.recusado),
    })
    expect(declined.statusCode).toBe(201)
    expect(declined.json().value.cobranca).toMatchObject({
      status: 'recusada',
      ultimo_erro: 'Cartão recusado pelo emissor',
      tentativas: 1,
    })

    const flaky = await send('POST', paths.subscriptions(3), {
      id_cliente: poor.id,
      id_plano: planId,
      cartao: card(fakeCards.instavel),
    })
    const charge = flaky.json().value.cobranca as Charge
    expect(charge.status).toBe('recusada')
    const retried = await send('POST', paths.retry(3, charge.id), { version: charge.version })
    expect(retried.statusCode).toBe(200)
    expect(retried.json().value).toMatchObject({ status: 'paga', tentativas: 2, ultimo_erro: null })
  })

  it("changes a subscription's card through the provider only; the retry then charges the new card", async () => {
    const res = await send('POST', paths.subscriptions(3), {
      id_cliente: rich.id,
      id_plano: planId,
      cartao: card(fakeCards.recusado),
    })
    const { assinatura, cobranca } = res.json().value
    expect(cobranca.status).toBe('recusada')
    const tokenOf = async () =>
      (await db.execute<{ t: string }>(sql`select cartao_token as t from assinaturas where id = ${assinatura.id}`))
        .rows[0].t
    const oldToken = await tokenOf()

    const refused = await send('POST', paths.subscriptionCard(3, assinatura.id), {
      cartao: card(fakeCards.invalido),
      version: assinatura.version,
    })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().message).toBe('Cartão não aceito pela operadora')
    const badFormat = await send('POST', paths.subscriptionCard(3, assinatura.id), {
      cartao: card('4111 1111 1111 1112'),
      version: assinatura.version,
    })
    expect(badFormat.statusCode).toBe(400)
    const foreign = await send(
      'POST',
      paths.subscriptionCard(3, assinatura.id),
      { cartao: card(NEW_CARD), version: assinatura.version },
      aurora,
    )
    expect(foreign.statusCode).toBe(403)
    const stale = await send('POST', paths.subscriptionCard(3, assinatura.id), {
      cartao: card(NEW_CARD),
      version: assinatura.version + 1,
    })
    expect(stale.statusCode).toBe(409)
    expect(await tokenOf()).toBe(oldToken)

    const changed = await send('POST', paths.subscriptionCard(3, assinatura.id), {
      cartao: card(NEW_CARD),
      version: assinatura.version,
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().value).toMatchObject({ id: assinatura.id, status: 'ativa', version: assinatura.version + 1 })
    expect(JSON.stringify(changed.json())).not.toMatch(/5555|tok_/)
    expect(await tokenOf()).not.toBe(oldToken)
    const retried = await send('POST', paths.retry(3, cobranca.id), { version: cobranca.version })
    expect(retried.json().value).toMatchObject({ status: 'paga', tentativas: 2 })
  })

  it('suspends and cancels a subscription; a cancelled one stays cancelled', async () => {
    const list = (await send('GET', paths.subscriptions(3))).json().value as {
      id: number
      version: number
      id_cliente: number
    }[]
    const sub = list.find((s) => s.id_cliente === poor.id)
    if (!sub) throw new Error('subscription missing')
    const suspended = await send('POST', paths.subscriptionStatus(3, sub.id), {
      status: 'suspensa',
      version: sub.version,
    })
    expect(suspended.json().value.status).toBe('suspensa')
    const cancelled = await send('POST', paths.subscriptionStatus(3, sub.id), {
      status: 'cancelada',
      version: suspended.json().value.version,
    })
    expect(cancelled.json().value.status).toBe('cancelada')
    const back = await send('POST', paths.subscriptionStatus(3, sub.id), {
      status: 'ativa',
      version: cancelled.json().value.version,
    })
    expect(back.statusCode).toBe(409)
  })

  it('splits an instalment plan into parts that add up to the centavo, the first charged now', async () => {
    const res = await send('POST', paths.instalmentPlans(3), {
      id_cliente: rich.id,
      descricao: 'Planejamento patrimonial',
      valor_total_centavos: '100000',
      parcelas: 3,
      primeiro_vencimento: todayInBrazil().slice(0, 7),
      cartao: card(),
    })
    expect(res.statusCode).toBe(201)
    const charges = res.json().value.cobrancas as Charge[]
    expect(charges.map((c) => c.valor_centavos).sort()).toEqual(['33333', '33333', '33334'])
    expect(charges.filter((c) => c.status === 'paga')).toHaveLength(1)
    const byClient = (await send('GET', paths.clientInstalments(3, rich.id))).json().value as Charge[]
    expect(byClient.map((c) => c.numero).sort()).toEqual([1, 2, 3])
    const tooSmall = await send('POST', paths.instalmentPlans(3), {
      id_cliente: rich.id,
      descricao: 'x',
      valor_total_centavos: '500',
      parcelas: 2,
      primeiro_vencimento: '2030-01',
      cartao: card(),
    })
    expect(tooSmall.statusCode).toBe(400)
  })

  it('never stores nor logs a card number: only the provider token', async () => {
    const numbers = [...Object.values(fakeCards), NEW_CARD].flatMap((n) => [n, n.replace(/ /g, '')])
    const tables = await db.execute<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema in ('public') and table_type = 'BASE TABLE'`,
    )
    for (const { table_name } of tables.rows) {
      for (const n of numbers) {
        const hit = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from ${sql.identifier(table_name)} t where t::text like ${`%${n}%`}`,
        )
        expect(hit.rows[0].n, `${table_name} holds ${n}`).toBe(0)
      }
    }
    const tokens = await db.execute<{ token: string }>(sql`select cartao_token as token from assinaturas`)
    expect(tokens.rows.every((r) => r.token.startsWith('tok_fake_'))).toBe(true)
    expect(logLines.length).toBeGreaterThan(10)
    const log = logLines.join('')
    for (const n of numbers) expect(log).not.toContain(n)
    expect(log).not.toContain('"cvc"')
  })
})

describe('access and isolation', () => {
  it('an advisor is refused; another office sees and touches nothing of office 3', async () => {
    expect((await send('GET', paths.rules(3), undefined, assessor)).statusCode).toBe(403)
    expect((await send('GET', paths.rules(3), undefined, aurora)).statusCode).toBe(403)
    expect((await send('POST', paths.generate(3, MES), undefined, aurora)).statusCode).toBe(403)
    const office3 = (await send('GET', `${paths.charges(3)}?mes=${MES}`)).json().value as Charge[]
    const foreign = await send('POST', paths.receive(1, office3[0].id), { version: office3[0].version }, aurora)
    expect(foreign.statusCode).toBe(404)
    // Office 3's client and plan through office 1's path: not found there, and nothing charged.
    const plan3 = ((await send('GET', paths.plans(3))).json().value as { id: number }[])[0]
    const crossed = await send(
      'POST',
      paths.subscriptions(1),
      { id_cliente: rich.id, id_plano: plan3.id, cartao: card() },
      aurora,
    )
    expect(crossed.statusCode).toBe(404)
    const theirs = (await send('GET', paths.cardCharges(1), undefined, aurora)).json().value as Charge[]
    expect(theirs.every((c) => c.cliente !== rich.nome_cliente)).toBe(true)
    const rulesOf1 = (await send('GET', paths.rules(1), undefined, aurora)).json().value as { id_cliente: number }[]
    expect(rulesOf1.some((r) => r.id_cliente === rich.id)).toBe(false)
  })
})
