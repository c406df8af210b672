import { randomUUID } from 'node:crypto'
import { generatePixPayload } from '@brazilian-utils/brazilian-utils'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demoBoleto } from '../../server/db/seed-bills'
import { listBills } from '../../server/modules/bpo/bills-queries'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { billListQuery } from '../../src/contracts/bpo-bills'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const staff = await login(demo.equipe)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const payables = '/v2/api/office/3/bpo/titulos/pagar'
const receivables = '/v2/api/office/3/bpo/titulos/receber'

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = gestor, key?: string) =>
  app.inject({ method, url, payload, headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) } })

// Office 3's payables above R$ 5.000,00 wait for the gestor's approval (tests/server/bpo-workflow.test.ts proves it);
// this file is about the payments themselves, so it removes the office's approval rules first.
await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', { regras: [], version: 1 })

const options = (await send('GET', '/v2/api/office/3/bpo/opcoes')).json().value as {
  categorias: { id: number; nome: string }[]
}
const category = (nome: string) => options.categorias.find((c) => c.nome === nome)?.id as number
const accounts = (await send('GET', '/v2/api/office/3/bpo/contas')).json().value as { id: number }[]
const providers = (await send('GET', '/v2/api/office/3/bpo/fornecedores')).json().value as {
  id: number
  nome: string
}[]
const branches = (await send('GET', '/v2/api/office/3/bpo/filiais')).json().value as { id: number }[]
const account = accounts[0].id
const provider = providers[0].id

const payable = (over: Record<string, unknown> = {}) => ({
  descricao: 'Licenças de software',
  id_fornecedor: provider,
  data_vencimento: '2026-05-15',
  data_competencia: '2026-05-01',
  valor: '123456',
  id_categoria: category('Tecnologia'),
  id_conta_corrente: account,
  ...over,
})

const billCount = async () =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from titulos where id_escritorio = 3`)).rows[0].n

/** The DRE total of a category in a month, and the DFC's consolidated outflows and inflows of that month. */
async function figures(month: string, categoryId: number) {
  const dre = await send(
    'GET',
    `/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=${month}&end_date=${month}&frequency=M`,
  )
  expect(dre.statusCode, dre.body).toBe(200)
  const cats = (dre.json().value.linhas as { categorias: { id: number; total: string }[] }[]).flatMap(
    (l) => l.categorias,
  )
  const dfc = await send('GET', `/v2/interno/api/admin/office/3/dfc?begin_date=${month}&end_date=${month}`)
  expect(dfc.statusCode, dfc.body).toBe(200)
  const consolidado = dfc.json().value.meses[0].consolidado
  return {
    dre: BigInt(cats.find((c) => c.id === categoryId)?.total ?? '0'),
    saidas: BigInt(consolidado.total_saidas),
    entradas: BigInt(consolidado.total_entradas),
  }
}

describe('BPO bills: create, edit, remove, statuses', () => {
  it('creates a payable, edits it (409 with the current bill when stale), removes it, with audit rows', async () => {
    const created = await send('POST', payables, payable())
    expect(created.statusCode, created.body).toBe(201)
    const bill = created.json().value
    expect(bill).toMatchObject({ tipo: 'pagar', valor: '123456', pago: '0', version: 1, status: 'atrasado' })
    expect(bill.fornecedor).toBe(providers[0].nome)

    const edited = await send('PUT', `${payables}/${bill.id}`, {
      ...payable({ descricao: 'Licenças 2026' }),
      version: 1,
    })
    expect(edited.json().value).toMatchObject({ descricao: 'Licenças 2026', version: 2 })
    const stale = await send('PUT', `${payables}/${bill.id}`, { ...payable(), version: 1 })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().current).toMatchObject({ descricao: 'Licenças 2026', version: 2 })

    expect((await send('DELETE', `${payables}/${bill.id}?version=2`)).statusCode).toBe(200)
    expect((await send('DELETE', `${payables}/${bill.id}?version=2`)).statusCode).toBe(404)
    const audits = await db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade = 'titulo' and id_entidade = ${String(bill.id)} order by id`,
    )
    expect(audits.rows.map((a) => a.acao)).toEqual(['criar', 'editar', 'remover'])
  })

  it('computes §4 statuses on fixed dates (dates compared as plain dates)', async () => {
    const make = async (kind: 'pagar' | 'receber', over: Record<string, unknown>) => {
      const body = kind === 'pagar' ? payable(over) : { ...payable(over), id_fornecedor: '', pagador: 'Cliente X' }
      const res = await send('POST', kind === 'pagar' ? payables : receivables, body)
      expect(res.statusCode, res.body).toBe(201)
      return res.json().value.id as number
    }
    const ids = {
      overdue: await make('pagar', { data_vencimento: '2030-03-09' }),
      today: await make('pagar', { data_vencimento: '2030-03-10' }),
      later: await make('pagar', { data_vencimento: '2030-03-11' }),
      scheduled: await make('pagar', { data_vencimento: '2030-03-09', data_agendamento: '2030-03-10' }),
      receivableToday: await make('receber', { data_vencimento: '2030-03-10' }),
      receivableLate: await make('receber', { data_vencimento: '2030-03-01' }),
    }
    const query = billListQuery.parse({ inicio: '2030-03', fim: '2030-03' })
    const on = async (kind: 'pagar' | 'receber', today: string) =>
      new Map((await listBills(db, 3, kind, query, today)).itens.map((b) => [b.id, b.status]))
    const pay = await on('pagar', '2030-03-10')
    expect(pay.get(ids.overdue)).toBe('atrasado')
    expect(pay.get(ids.today)).toBe('vence_hoje')
    expect(pay.get(ids.later)).toBe('a_vencer')
    expect(pay.get(ids.scheduled)).toBe('agendado')
    expect((await on('pagar', '2030-03-11')).get(ids.scheduled)).toBe('atrasado')
    const rec = await on('receber', '2030-03-10')
    expect(rec.get(ids.receivableToday)).toBe('a_vencer')
    expect(rec.get(ids.receivableLate)).toBe('atrasado')
  })

  it('refuses an apportionment that does not sum to the amount, and keeps one that does', async () => {
    const [a, b] = branches
    const wrong = await send(
      'POST',
      payables,
      payable({
        rateio: JSON.stringify([
          { id_categoria: category('Tecnologia'), id_filial: a.id, valor: '100000' },
          { id_categoria: category('Marketing'), id_filial: b.id, valor: '23455' },
        ]),
      }),
    )
    expect(wrong.statusCode).toBe(400)
    expect(wrong.body).toContain(
      'A soma do rateio (R$\u00a01.234,55) deve ser igual ao valor da conta (R$\u00a01.234,56)',
    )
    const right = await send(
      'POST',
      payables,
      payable({
        rateio: [
          { id_categoria: category('Tecnologia'), id_filial: a.id, valor: '100000' },
          { id_categoria: category('Marketing'), id_filial: b.id, valor: '23456' },
        ],
      }),
    )
    expect(right.statusCode, right.body).toBe(201)
    expect(right.json().value.rateio).toEqual([
      { id_categoria: category('Tecnologia'), id_departamento: null, id_filial: a.id, valor: '100000' },
      { id_categoria: category('Marketing'), id_departamento: null, id_filial: b.id, valor: '23456' },
    ])
  })

  it('checks boleto check digits and PIX codes (CRC16), storing a barcode as its linha digitável', async () => {
    const linha = demoBoleto('341', '2026-12-10', 123456n, 7)
    const ok = await send('POST', payables, payable({ codigo_boleto: linha }))
    expect(ok.statusCode, ok.body).toBe(201)
    expect(ok.json().value.codigo_boleto).toBe(linha)
    const broken = `${linha.slice(0, 46)}${(Number(linha[46]) + 1) % 10}`
    const bad = await send('POST', payables, payable({ codigo_boleto: broken }))
    expect(bad.statusCode).toBe(400)
    expect(bad.body).toContain('Código de boleto inválido')
    const brCode = generatePixPayload({
      key: 'financeiro@vivace.com.br',
      merchantName: 'Vivace',
      merchantCity: 'SAO PAULO',
      amount: 12.5,
    }) as string
    expect((await send('POST', payables, payable({ pix: brCode }))).statusCode).toBe(201)
    const tampered = `${brCode.slice(0, -4)}0000`
    const badPix = await send('POST', payables, payable({ pix: tampered }))
    expect(badPix.statusCode).toBe(400)
    expect(badPix.body).toContain('Chave PIX ou código copia e cola inválido')
  })

  it('answers bad input with a pt-BR 400 and changes nothing', async () => {
    const before = await billCount()
    const cases: [Record<string, unknown>, string][] = [
      [{ valor: '0' }, 'Deve ser maior que 0'],
      [{ data_vencimento: '2026-02-30' }, 'Data inválida'],
      [{ id_fornecedor: '' }, 'Escolha o fornecedor'],
      [{ descricao: '' }, 'Campo obrigatório'],
      [{ id_categoria: 999999 }, 'não encontrado neste escritório'],
    ]
    for (const [over, message] of cases) {
      const res = await send('POST', payables, payable(over))
      expect(res.statusCode, JSON.stringify(over)).toBe(400)
      expect(res.body).toContain(message)
    }
    const noPayer = await send('POST', receivables, { ...payable(), id_fornecedor: '' })
    expect(noPayer.body).toContain('Informe o cliente/pagador')
    expect(await billCount()).toBe(before)
  })
})

describe('BPO bills: payment posted into the ledger', () => {
  it('pays a bill: the DRE of its category and month and the DFC cash move by exactly the amount; undo restores them', async () => {
    const tech = category('Tecnologia')
    const start = await figures('2026-05', tech)
    const bill = (await send('POST', payables, payable())).json().value
    expect(await figures('2026-05', tech)).toEqual(start)

    const key = randomUUID()
    const payment = { data_pagamento: '2026-05-20', id_conta_corrente: account, valor: '23456', version: 1 }
    const paid = await send('POST', `${payables}/${bill.id}/pagamentos`, payment, gestor, key)
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json().value).toMatchObject({ pago: '23456', status: 'atrasado', version: 2 })
    // A replayed idempotency key answers the same and does not post twice.
    const replay = await send('POST', `${payables}/${bill.id}/pagamentos`, payment, gestor, key)
    expect(replay.json()).toEqual(paid.json())
    const partial = await figures('2026-05', tech)
    expect(partial.dre).toBe(start.dre - 23456n)
    expect(partial.saidas).toBe(start.saidas + 23456n)

    const rest = await send('POST', `${payables}/${bill.id}/pagamentos`, { ...payment, valor: '100000', version: 2 })
    expect(rest.json().value).toMatchObject({ pago: '123456', status: 'pago', version: 3 })
    const full = await figures('2026-05', tech)
    expect(full.dre).toBe(start.dre - 123456n)
    expect(full.saidas).toBe(start.saidas + 123456n)

    const again = await send('POST', `${payables}/${bill.id}/pagamentos`, { ...payment, valor: '1', version: 3 })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe('Esta conta já está quitada.')
    expect((await send('POST', `${payables}/${bill.id}/cancelar`, { version: 3 })).statusCode).toBe(409)
    expect((await send('DELETE', `${payables}/${bill.id}?version=3`)).statusCode).toBe(409)

    const payments = rest.json().value.pagamentos as { id: number }[]
    for (const [i, p] of payments.entries()) {
      const undo = await send('POST', `${payables}/${bill.id}/pagamentos/${p.id}/desfazer`, { version: 3 + i })
      expect(undo.statusCode, undo.body).toBe(200)
    }
    expect(await figures('2026-05', tech)).toEqual(start)
    const ledger = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from lancamentos where id_escritorio = 3 and id_pagamento_titulo in (${sql.join(
        payments.map((p) => sql`${p.id}`),
        sql`, `,
      )})`,
    )
    expect(ledger.rows[0].n).toBe(0)
  })

  it('splits a payment over the apportionment to the centavo, and a receivable comes in as revenue', async () => {
    const [a, b] = branches
    const split = (
      await send(
        'POST',
        payables,
        payable({
          valor: '1000',
          rateio: [
            { id_categoria: category('Tecnologia'), id_filial: a.id, valor: '333' },
            { id_categoria: category('Marketing'), id_filial: b.id, valor: '667' },
          ],
        }),
      )
    ).json().value
    const paid = await send('POST', `${payables}/${split.id}/pagamentos`, {
      data_pagamento: '2026-05-21',
      id_conta_corrente: account,
      valor: '500',
      version: 1,
    })
    const id = paid.json().value.pagamentos[0].id
    const entries = await db.execute<{ valor: string; id_categoria: number; id_filial: number }>(
      sql`select valor_centavos::text as valor, id_categoria, id_filial from lancamentos where id_escritorio = 3 and id_pagamento_titulo = ${id} order by valor_centavos`,
    )
    expect(entries.rows).toEqual([
      { valor: '-334', id_categoria: category('Marketing'), id_filial: b.id },
      { valor: '-166', id_categoria: category('Tecnologia'), id_filial: a.id },
    ])

    const fee = category('Fee fixo')
    const start = await figures('2026-04', fee)
    const receivable = (
      await send('POST', receivables, {
        ...payable({ id_categoria: fee, data_competencia: '2026-04-01' }),
        id_fornecedor: '',
        pagador: 'Cliente Y',
      })
    ).json().value
    await send('POST', `${receivables}/${receivable.id}/pagamentos`, {
      data_pagamento: '2026-04-28',
      id_conta_corrente: account,
      valor: '123456',
      version: 1,
    })
    const after = await figures('2026-04', fee)
    expect(after.dre).toBe(start.dre + 123456n)
    expect(after.entradas).toBe(start.entradas + 123456n)
  })
})

describe('BPO bills: list, totals, access', () => {
  it('seeds office 3 with payables and receivables in every status, the paid ones posted into the ledger', async () => {
    const list = await send('GET', `${payables}?limite=5000`)
    expect(list.statusCode).toBe(200)
    const value = list.json().value
    expect(value.total).toBeGreaterThanOrEqual(60)
    const statuses = new Set(value.resumo.map((r: { status: string }) => r.status))
    for (const s of ['atrasado', 'vence_hoje', 'a_vencer', 'agendado', 'pago', 'cancelado'])
      expect(statuses).toContain(s)
    const rec = (await send('GET', receivables)).json().value
    expect(rec.total).toBeGreaterThanOrEqual(30)
    const posted = await db.execute<{ paid: string; ledger: string }>(sql`select
      (select sum(p.valor_centavos) from titulos_pagamentos p join titulos t on t.id_escritorio = p.id_escritorio and t.id = p.id_titulo
        where p.id_escritorio = 3 and t.tipo = 'pagar')::text as paid,
      (select -sum(l.valor_centavos) from lancamentos l join titulos_pagamentos p on p.id_escritorio = l.id_escritorio and p.id = l.id_pagamento_titulo
        join titulos t on t.id_escritorio = p.id_escritorio and t.id = p.id_titulo where l.id_escritorio = 3 and t.tipo = 'pagar')::text as ledger`)
    expect(posted.rows[0].paid).toBe(posted.rows[0].ledger)
  })

  it('filters by status, provider and period, with count and sum per status from the database', async () => {
    const today = todayInBrazil()
    const list = (await send('GET', `${payables}?status=vence_hoje`)).json().value
    expect(list.itens.length).toBeGreaterThan(0)
    expect(list.itens.every((b: { data_vencimento: string }) => b.data_vencimento === today)).toBe(true)
    const all = (await send('GET', payables)).json().value
    const chip = all.resumo.find((r: { status: string }) => r.status === 'vence_hoje')
    expect(chip.quantidade).toBe(list.total)
    const byProvider = (await send('GET', `${payables}?fornecedor=${provider}`)).json().value
    expect(byProvider.itens.every((b: { id_fornecedor: number }) => b.id_fornecedor === provider)).toBe(true)
    const bad = await send('GET', `${payables}?status=quitado`)
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Status inválido')
  })

  it('keeps offices apart and lets only staff and the gestor in', async () => {
    const bill = (await send('POST', payables, payable())).json().value
    expect((await send('GET', payables, undefined, staff)).statusCode).toBe(200)
    expect((await send('GET', payables, undefined, assessor)).statusCode).toBe(403)
    expect((await send('GET', payables, undefined, aurora)).statusCode).toBe(403)
    const foreign = await send(
      'PUT',
      `/v2/api/office/1/bpo/titulos/pagar/${bill.id}`,
      { ...payable(), version: 1 },
      aurora,
    )
    expect([400, 404]).toContain(foreign.statusCode)
    const own = (await send('GET', '/v2/api/office/1/bpo/titulos/pagar', undefined, aurora)).json().value
    expect(own.itens.some((b: { id: number; descricao: string }) => b.descricao === 'Licenças de software')).toBe(false)
    // A bill of office 1 cannot point at office 3's provider.
    const cross = await send('POST', '/v2/api/office/1/bpo/titulos/pagar', payable(), aurora)
    expect(cross.statusCode).toBe(400)
  })
})

describe('BPO bills: what a payment locks, and the feature gate', () => {
  it('refuses more than is open (400), a cancelled bill (409), and changing what a payment was posted with (409)', async () => {
    const bill = (await send('POST', payables, payable())).json().value
    const pay = (valor: string, version: number) =>
      send('POST', `${payables}/${bill.id}/pagamentos`, {
        data_pagamento: '2026-05-20',
        id_conta_corrente: account,
        valor,
        version,
      })
    const tooMuch = await pay('123457', 1)
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.json().message).toBe('O pagamento passa do saldo em aberto (R$\u00a01.234,56)')
    expect((await pay('1000', 1)).statusCode).toBe(201)
    const locked = await send('PUT', `${payables}/${bill.id}`, { ...payable({ valor: '200000' }), version: 2 })
    expect(locked.statusCode).toBe(409)
    expect(locked.json().message).toContain('desfaça-os para alterar valor')
    const described = await send('PUT', `${payables}/${bill.id}`, { ...payable({ observacoes: 'NF 123' }), version: 2 })
    expect(described.statusCode).toBe(200)

    const other = (await send('POST', payables, payable())).json().value
    const cancelled = await send('POST', `${payables}/${other.id}/cancelar`, { version: 1 })
    expect(cancelled.json().value).toMatchObject({ cancelado: true, status: 'cancelado', version: 2 })
    const refused = await send('POST', `${payables}/${other.id}/pagamentos`, {
      data_pagamento: '2026-05-20',
      id_conta_corrente: account,
      valor: '1000',
      version: 2,
    })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe('Esta conta está cancelada.')
  })

  it("answers 403 to the office's gestor when the office lacks 'bpo'; staff still reach it", async () => {
    await db.execute(
      sql`insert into escritorios_permissoes (id_escritorio, funcionalidade, possui_acesso) values (3, 'bpo', false)`,
    )
    try {
      const res = await send('GET', receivables)
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe('Seu escritório não tem acesso a esta funcionalidade.')
      expect((await send('POST', payables, payable())).statusCode).toBe(403)
      expect((await send('GET', receivables, undefined, staff)).statusCode).toBe(200)
    } finally {
      await db.execute(sql`delete from escritorios_permissoes where id_escritorio = 3 and funcionalidade = 'bpo'`)
    }
  })
})

describe('BPO bills: interest, fine and discount', () => {
  it('posts interest and fine as a financial expense and a discount as income at the payment date; undo removes them', async () => {
    const [tech, expense, income] = ['Tecnologia', 'Despesas financeiras', 'Receitas financeiras'].map(category)
    const month = '2026-06'
    const snapshot = async () => {
      const [t, e, i] = await Promise.all([figures(month, tech), figures(month, expense), figures(month, income)])
      return { tech: t.dre, expense: e.dre, income: i.dre, net: t.entradas - t.saidas }
    }
    const start = await snapshot()
    const bill = (
      await send(
        'POST',
        payables,
        payable({ data_vencimento: '2026-06-10', data_competencia: '2026-06-01', valor: '100000' }),
      )
    ).json().value
    const tooMuch = await send('POST', `${payables}/${bill.id}/pagamentos`, {
      data_pagamento: '2026-06-15',
      id_conta_corrente: account,
      valor: '1000',
      desconto: '1001',
      version: 1,
    })
    expect(tooMuch.statusCode).toBe(400)
    expect(tooMuch.body).toContain('O desconto não pode passar do valor pago com juros e multa')

    const paid = await send('POST', `${payables}/${bill.id}/pagamentos`, {
      data_pagamento: '2026-06-15',
      id_conta_corrente: account,
      valor: '100000',
      juros: '1000',
      multa: '200',
      desconto: '500',
      version: 1,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    expect(paid.json().value).toMatchObject({ pago: '100000', status: 'pago' })
    expect(paid.json().value.pagamentos[0]).toMatchObject({
      valor: '100000',
      juros: '1000',
      multa: '200',
      desconto: '500',
    })
    const after = await snapshot()
    expect(after.tech).toBe(start.tech - 100000n)
    expect(after.expense).toBe(start.expense - 1200n)
    expect(after.income).toBe(start.income + 500n)
    // The cash that left the account: the bill, plus interest and fine, less the discount.
    expect(after.net).toBe(start.net - 100700n)

    const undo = await send(
      'POST',
      `${payables}/${bill.id}/pagamentos/${paid.json().value.pagamentos[0].id}/desfazer`,
      {
        version: 2,
      },
    )
    expect(undo.statusCode).toBe(200)
    expect(await snapshot()).toEqual(start)
  })
})
