import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { topUp } from '../../server/modules/bpo/recurrence-service'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { addPeriods, horizonOf, instalmentsSumMessage } from '../../src/contracts/bpo-plan-rules'
import { NOT_IN_SERIES, PLAN_ALREADY } from '../../src/contracts/bpo-plans'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)
const payables = '/v2/api/office/3/bpo/titulos/pagar'

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = staff) =>
  app.inject({ method, url, payload, headers: { authorization: token } })

const options = (await send('GET', '/v2/api/office/3/bpo/opcoes')).json().value as {
  categorias: { id: number; nome: string }[]
}
const provider = ((await send('GET', '/v2/api/office/3/bpo/fornecedores')).json().value as { id: number }[])[0].id
const branches = (await db.execute<{ id: number }>(sql`select id from filiais where id_escritorio = 3 order by id`))
  .rows
const category = options.categorias[0].id

type Bill = {
  id: number
  version: number
  descricao: string
  valor: string
  data_vencimento: string
  data_competencia: string
  aprovacao: string | null
  parcela: number | null
  parcelas: number | null
  id_recorrencia: number | null
  ocorrencia: number | null
  rateio: { valor: string }[]
}

async function newPayable(descricao: string, valor: string, due = '2027-01-31', rateio: object[] = []): Promise<Bill> {
  const res = await send('POST', payables, {
    descricao,
    id_fornecedor: provider,
    data_vencimento: due,
    data_competencia: `${due.slice(0, 8)}01`,
    valor,
    id_categoria: category,
    rateio,
  })
  expect(res.statusCode).toBe(201)
  return res.json().value
}

const billsOf = async (where: ReturnType<typeof sql>) =>
  (
    await db.execute<{
      id: number
      valor: string
      vencimento: string
      ocorrencia: number | null
      parcela: number | null
    }>(
      sql`select id, valor_centavos::text as valor, to_char(data_vencimento, 'YYYY-MM-DD') as vencimento, ocorrencia,
        parcela from titulos where id_escritorio = 3 and ${where} order by coalesce(ocorrencia, parcela), id`,
    )
  ).rows

describe('instalments', () => {
  it('split a bill into instalments that add up to the centavo, the apportionment with them; 1/3, 2/3, 3/3', async () => {
    const rateio = [
      { id_categoria: category, id_filial: branches[0].id, valor: '200000' },
      { id_categoria: category, id_filial: branches[1].id, valor: '100001' },
    ]
    const bill = await newPayable('Compra parcelada', '300001', '2027-01-31', rateio)
    const parcelas = [
      { data_vencimento: '2027-01-31', valor: '100001' },
      { data_vencimento: '2027-02-28', valor: '100000' },
      { data_vencimento: '2027-03-31', valor: '100000' },
    ]
    const res = await send('POST', `${payables}/${bill.id}/parcelar`, { parcelas, version: bill.version })
    expect(res.statusCode).toBe(201)
    const rows = res.json().value as Bill[]
    expect(rows.map((r) => [r.parcela, r.parcelas, r.valor, r.data_vencimento])).toEqual([
      [1, 3, '100001', '2027-01-31'],
      [2, 3, '100000', '2027-02-28'],
      [3, 3, '100000', '2027-03-31'],
    ])
    expect(rows[0].id).toBe(bill.id)
    for (const r of rows) {
      expect(r.rateio.reduce((s, p) => s + BigInt(p.valor), 0n)).toBe(BigInt(r.valor))
      expect(r.data_competencia).toBe('2027-01-01')
    }
    const total = rows.reduce((s, r) => s + BigInt(r.valor), 0n)
    expect(total).toBe(300001n)
    // The purchase is below office 3's R$ 5.000,00 rule: no approval (the next test has one above it).
    expect(rows.every((r) => r.aprovacao === null)).toBe(true)
    // Once split, it cannot be split again.
    const again = await send('POST', `${payables}/${bill.id}/parcelar`, { parcelas, version: rows[0].version })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(PLAN_ALREADY)
  })

  it('a plan above the approval threshold waits for approval on every instalment', async () => {
    const bill = await newPayable('Equipamentos em 3x', '900000')
    const res = await send('POST', `${payables}/${bill.id}/parcelar`, {
      parcelas: [300000, 300000, 300000].map((v, i) => ({
        data_vencimento: addPeriods('2027-01-31', 'mensal', i),
        valor: String(v),
      })),
      version: bill.version,
    })
    expect((res.json().value as Bill[]).map((r) => r.aprovacao)).toEqual(['pendente', 'pendente', 'pendente'])
  })

  it('refuses instalments that do not add up (400, pt-BR) and writes nothing', async () => {
    const bill = await newPayable('Parcelas erradas', '100000')
    const res = await send('POST', `${payables}/${bill.id}/parcelar`, {
      parcelas: [
        { data_vencimento: '2027-01-31', valor: '50000' },
        { data_vencimento: '2027-02-28', valor: '49999' },
      ],
      version: bill.version,
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toBe(instalmentsSumMessage(99999n, 100000n))
    expect(await billsOf(sql`descricao = 'Parcelas erradas'`)).toEqual([
      { id: bill.id, valor: '100000', vencimento: '2027-01-31', ocorrencia: null, parcela: null },
    ])
    const one = await send('POST', `${payables}/${bill.id}/parcelar`, {
      parcelas: [{ data_vencimento: '2027-01-31', valor: '100000' }],
      version: bill.version,
    })
    expect(one.statusCode).toBe(400)
  })
})

describe('recurrences', () => {
  const today = todayInBrazil()

  it('a monthly recurrence exists 12 months ahead, the day clamped to the month end; generation is idempotent', async () => {
    const due = `${today.slice(0, 8)}28`
    const bill = await newPayable('Licença mensal', '45000', due)
    const res = await send('POST', `${payables}/${bill.id}/recorrencia`, {
      frequencia: 'mensal',
      fim: 'nunca',
      version: bill.version,
    })
    expect(res.statusCode).toBe(201)
    const series = res.json().value.id_recorrencia as number
    const rows = await billsOf(sql`id_recorrencia = ${series}`)
    const horizon = horizonOf(today)
    const expected = [] as string[]
    for (let k = 0; addPeriods(due, 'mensal', k) <= horizon; k++) expected.push(addPeriods(due, 'mensal', k))
    expect(rows.map((r) => r.vencimento)).toEqual(expected)
    expect(rows.map((r) => r.ocorrencia)).toEqual(expected.map((_, i) => i + 1))

    // Two servers topping up at once (here: two concurrent top-ups) never make an occurrence twice.
    await db.execute(sql`update titulos_recorrencias set gerada_ate = 1, proximo_vencimento = ${addPeriods(due, 'mensal', 1)}::date
      where id_escritorio = 3 and id = ${series}`)
    await db.execute(sql`delete from titulos where id_escritorio = 3 and id_recorrencia = ${series} and ocorrencia > 1`)
    const who = { office: 3, user: 1 }
    await Promise.all([topUp(db, who, 'pagar'), topUp(db, who, 'pagar'), topUp(db, who, 'pagar')])
    expect((await billsOf(sql`id_recorrencia = ${series}`)).map((r) => r.vencimento)).toEqual(expected)
    // An occurrence removed by hand is not generated again by the next list read.
    const third = (await billsOf(sql`id_recorrencia = ${series} and ocorrencia = 3`))[0]
    await db.execute(sql`delete from titulos where id_escritorio = 3 and id = ${third.id}`)
    await send('GET', `${payables}?limite=10`)
    expect(await billsOf(sql`id_recorrencia = ${series}`)).toHaveLength(expected.length - 1)
  })

  it('ends after N occurrences or on a date; weekly and yearly steps', async () => {
    const a = await newPayable('Quatro semanas', '10000', '2026-12-01')
    await send('POST', `${payables}/${a.id}/recorrencia`, {
      frequencia: 'semanal',
      fim: 'apos',
      fim_ocorrencias: 4,
      version: a.version,
    })
    expect((await billsOf(sql`descricao = 'Quatro semanas'`)).map((r) => r.vencimento)).toEqual([
      '2026-12-01',
      '2026-12-08',
      '2026-12-15',
      '2026-12-22',
    ])
    const b = await newPayable('Até março', '10000', '2026-12-31')
    await send('POST', `${payables}/${b.id}/recorrencia`, {
      frequencia: 'mensal',
      fim: 'ate',
      fim_data: '2027-03-30',
      version: b.version,
    })
    expect((await billsOf(sql`descricao = 'Até março'`)).map((r) => r.vencimento)).toEqual([
      '2026-12-31',
      '2027-01-31',
      '2027-02-28',
    ])
    const bad = await newPayable('Sem número', '10000')
    const res = await send('POST', `${payables}/${bad.id}/recorrencia`, {
      frequencia: 'mensal',
      fim: 'apos',
      version: bad.version,
    })
    expect(res.statusCode).toBe(400)
  })

  it("'this and the following' changes the later occurrences only; stopping removes the following ones", async () => {
    const bill = await newPayable('Aluguel depósito', '300000', '2026-12-05')
    await send('POST', `${payables}/${bill.id}/recorrencia`, {
      frequencia: 'mensal',
      fim: 'apos',
      fim_ocorrencias: 6,
      version: bill.version,
    })
    const rows = await billsOf(sql`descricao = 'Aluguel depósito'`)
    expect(rows).toHaveLength(6)
    const third = (await send('GET', `${payables}?limite=5000`))
      .json()
      .value.itens.find((b: Bill) => b.id === rows[2].id) as Bill
    const edit = await send('POST', `${payables}/${third.id}/recorrencia/seguintes`, {
      descricao: 'Aluguel depósito (reajustado)',
      id_fornecedor: provider,
      data_vencimento: '2027-02-10',
      data_competencia: '2027-02-01',
      valor: '330000',
      id_categoria: category,
      version: third.version,
    })
    expect(edit.statusCode).toBe(200)
    expect(edit.json().value).toEqual({ atualizadas: 4, mantidas: 0 })
    const after = await billsOf(sql`id_recorrencia = ${third.id_recorrencia}`)
    expect(after.map((r) => [r.valor, r.vencimento])).toEqual([
      ['300000', '2026-12-05'],
      ['300000', '2027-01-05'],
      ['330000', '2027-02-10'],
      ['330000', '2027-03-10'],
      ['330000', '2027-04-10'],
      ['330000', '2027-05-10'],
    ])

    const fourth = (await send('GET', `${payables}?limite=5000`))
      .json()
      .value.itens.find((b: Bill) => b.id === after[3].id) as Bill
    const stop = await send('POST', `${payables}/${fourth.id}/recorrencia/encerrar`, { version: fourth.version })
    expect(stop.statusCode).toBe(200)
    expect((await billsOf(sql`id_recorrencia = ${third.id_recorrencia}`)).map((r) => r.ocorrencia)).toEqual([
      1, 2, 3, 4,
    ])
    const single = await newPayable('Avulsa', '1000')
    const notSeries = await send('POST', `${payables}/${single.id}/recorrencia/encerrar`, { version: single.version })
    expect(notSeries.statusCode).toBe(409)
    expect(notSeries.json().message).toBe(NOT_IN_SERIES)
  })

  it('seeds the monthly rent as a recurrence and a purchase in 3 instalments in office 3', async () => {
    const list = (await send('GET', `${payables}?limite=5000`, undefined, gestor)).json().value.itens as Bill[]
    const rent = list.filter((b) => b.id_recorrencia !== null && b.descricao.startsWith('Aluguel e condomínio'))
    expect(rent.length).toBeGreaterThanOrEqual(12)
    const notebooks = list.filter((b) => b.descricao === 'Compra de 3 notebooks')
    expect(notebooks.map((b) => `${b.parcela}/${b.parcelas}`)).toEqual(['1/3', '2/3', '3/3'])
    expect(notebooks.every((b) => b.aprovacao === 'pendente')).toBe(true)
  })
})
