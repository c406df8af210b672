import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { type dfcMonthAccount, dfcRawResponse, type dfcReport } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const auth = { authorization: gestor }
const base = '/v2/interno/api/admin/office/3/dfc'

type Report = z.infer<typeof dfcReport>
type Row = z.infer<typeof dfcMonthAccount>
const big = (s: string) => BigInt(s)

async function report(q = 'begin_date=2025-01&end_date=2026-10'): Promise<Report> {
  const res = await app.inject({ url: `${base}?${q}`, headers: auth })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}

function checkIdentity(r: Row) {
  const groups = ['operacional', 'investimento', 'financiamento', 'transferencia'] as const
  expect(groups.reduce((s, g) => s + big(r.entradas[g]), 0n)).toBe(big(r.total_entradas))
  expect(groups.reduce((s, g) => s + big(r.saidas[g]), 0n)).toBe(big(r.total_saidas))
  expect(big(r.saldo_final)).toBe(big(r.saldo_inicial) + big(r.total_entradas) - big(r.total_saidas) + big(r.ajustes))
}

describe('DFC, direct method', () => {
  it('closing = opening + inflows − outflows + adjustments for every month and account, and it rolls forward', async () => {
    const r = await report()
    expect(r.meses).toHaveLength(22)
    for (const [i, m] of r.meses.entries()) {
      for (const c of [...m.contas, m.consolidado]) checkIdentity(c)
      if (i > 0) {
        m.contas.forEach((c, ci) => {
          if (!c.saldo_inicial_definido) expect(c.saldo_inicial).toBe(r.meses[i - 1].contas[ci].saldo_final)
        })
      }
    }
  })

  it('matches the cash rows of the ledger; transfers cancel out in the consolidated view; ignored categories stay out', async () => {
    const r = await report()
    const cash = await db.execute<{ entradas: string; saidas: string }>(sql`
      select sum(greatest(l.valor_centavos, 0))::text as entradas, sum(greatest(-l.valor_centavos, 0))::text as saidas
      from lancamentos l join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
      where l.id_escritorio = 3 and l.situacao = 'atual' and c.grupo_dfc is not null and not c.ignorada
        and l.data_pagamento >= '2025-01-01' and l.data_pagamento < '2026-11-01'`)
    const totalIn = r.meses.reduce((s, m) => s + big(m.consolidado.total_entradas), 0n)
    const totalOut = r.meses.reduce((s, m) => s + big(m.consolidado.total_saidas), 0n)
    expect(totalIn).toBe(big(cash.rows[0].entradas))
    expect(totalOut).toBe(big(cash.rows[0].saidas))
    for (const m of r.meses) expect(m.consolidado.entradas.transferencia).toBe(m.consolidado.saidas.transferencia)
  })

  it('a range starting later opens with the balance carried from before', async () => {
    const full = await report()
    const late = await report('begin_date=2026-03&end_date=2026-05')
    expect(late.meses.map((m) => m.mes)).toEqual(['2026-03', '2026-04', '2026-05'])
    const same = full.meses.find((m) => m.mes === '2026-03')
    expect(late.meses[0].consolidado).toEqual(same?.consolidado)
  })

  it('sets and removes an opening balance and an adjustment', async () => {
    const conta = (await report()).contas[0].id
    const post = (action: string, kind: string, payload: object) =>
      app.inject({ method: 'POST', url: `${base}/${action}/${kind}`, headers: auth, payload })
    const before = (await report('begin_date=2026-01&end_date=2026-02')).meses
    expect(
      (await post('set', 'balance-initial', { id_conta_corrente: conta, mes: '02/2026', valor: '100000' })).statusCode,
    ).toBe(200)
    expect(
      (await post('set', 'balance-adjustment', { id_conta_corrente: conta, mes: '2026-02', valor: -2500 })).statusCode,
    ).toBe(200)
    const after = (await report('begin_date=2026-01&end_date=2026-02')).meses
    const feb = after[1].contas.find((c) => c.id_conta_corrente === conta)
    expect(feb).toMatchObject({ saldo_inicial: '100000', saldo_inicial_definido: true, ajustes: '-2500' })
    if (feb) checkIdentity(feb)
    expect((await post('remove', 'balance-initial', { id_conta_corrente: conta, mes: '02/2026' })).statusCode).toBe(200)
    expect((await post('remove', 'balance-adjustment', { id_conta_corrente: conta, mes: '02/2026' })).statusCode).toBe(
      200,
    )
    expect((await report('begin_date=2026-01&end_date=2026-02')).meses).toEqual(before)
    expect((await post('remove', 'balance-initial', { id_conta_corrente: conta, mes: '02/2026' })).statusCode).toBe(404)
    expect(
      (await post('set', 'balance-initial', { id_conta_corrente: 99999, mes: '02/2026', valor: '1' })).statusCode,
    ).toBe(404)
    expect(
      (await post('set', 'balance-initial', { id_conta_corrente: conta, mes: '13/2026', valor: '1' })).statusCode,
    ).toBe(400)
    expect(
      (await post('set', 'balance-initial', { id_conta_corrente: conta, mes: '02/2026', valor: '1,5' })).statusCode,
    ).toBe(400)
  })

  it('lists raw cash rows and the closing-balance history', async () => {
    const raw = await app.inject({ url: `${base}/dfc-raw?begin_date=2026-10&end_date=2026-10&limit=5`, headers: auth })
    expect(raw.statusCode).toBe(200)
    const first = dfcRawResponse.parse(raw.json()).value
    expect(first).toHaveLength(5)
    const next = await app.inject({
      url: `${base}/dfc-raw?begin_date=2026-10&end_date=2026-10&limit=5&offset=5`,
      headers: auth,
    })
    const second = dfcRawResponse.parse(next.json()).value
    expect(second.map((r) => r.id).filter((id) => first.some((f) => f.id === id))).toEqual([])
    expect(second[0].data_pagamento <= first[4].data_pagamento).toBe(true)
    const hist = await app.inject({
      url: '/v2/interno/api/admin/financial/office/3/financial/balance-historical?begin_date=2025-01&end_date=2025-12',
      headers: auth,
    })
    const r = await report('begin_date=2025-01&end_date=2025-12')
    expect(hist.json().value.map((m: { saldo_final: string }) => m.saldo_final)).toEqual(
      r.meses.map((m) => m.consolidado.saldo_final),
    )
  })

  it('keeps other offices out', async () => {
    const aurora = await login(demo.gestorAurora)
    const res = await app.inject({ url: base, headers: { authorization: aurora } })
    expect(res.statusCode).toBe(403)
    expect(res.body).not.toContain('saldo')
  })
})

describe('DRE download and detail', () => {
  const get = (url: string) => app.inject({ url: `/v2/interno/api/admin/financial/${url}`, headers: auth })

  it('needs both dates and at most 6 months, and answers 201 with an XLSX in base64', async () => {
    const none = await get('office/3/dre/download?begin_date=2026-01')
    expect(none.statusCode).toBe(400)
    expect(none.json().message).toBe('É necessário selecionar um período para baixar as informações')
    const long = await get('office/3/dre/download?begin_date=01/2026&end_date=07/2026')
    expect(long.statusCode).toBe(400)
    expect(long.json().message).toBe('O período máximo de informações disponíveis para download é de 6 meses')
    const ok = await get('office/3/dre/download?begin_date=01/2026&end_date=06/2026&DRE=profissional')
    expect(ok.statusCode).toBe(201)
    const v = ok.json().value
    expect(v.extension).toBe('xlsx')
    expect(v.name).toBe('dre-profissional-2026-01-a-2026-06')
    expect(Buffer.from(v.base64, 'base64').subarray(0, 2).toString()).toBe('PK')
  })

  it('names the grouping `DRE` (default PJ) and still accepts the older `type`', async () => {
    const name = async (q: string) =>
      (await get(`office/3/dre/download?begin_date=01/2026&end_date=02/2026${q}`)).json()
    expect((await name('')).value.name).toBe('dre-pj-2026-01-a-2026-02')
    expect((await name('&type=profissional')).value.name).toBe('dre-profissional-2026-01-a-2026-02')
    expect((await name('&DRE=filial&type=profissional')).value.name).toBe('dre-filial-2026-01-a-2026-02')
  })

  it('writes one sheet per month, headed by the office name and the period, adding up to the DRE', async () => {
    const res = await get('office/3/dre/download?begin_date=2026-04&end_date=2026-06&DRE=pj')
    expect(res.statusCode, res.body).toBe(201)
    const book = new ExcelJS.Workbook()
    const bytes = Buffer.from(res.json().value.base64, 'base64')
    await book.xlsx.load(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
    expect(book.worksheets.map((w) => w.name)).toEqual(['Resumo', '04-2026', '05-2026', '06-2026'])
    const may = book.getWorksheet('05-2026')
    expect(may?.getCell('A1').value).toBe('AAWZ Assessoria')
    expect(may?.getCell('A2').value).toBe('DRE · 05/2026')
    expect(book.getWorksheet('Resumo')?.getCell('A2').value).toBe('DRE · 04/2026 a 06/2026')
    const dre = (await get('office/3/dre/pj?begin_date=2026-05&end_date=2026-05&frequency=M')).json().value
    const bruta = dre.linhas.find((l: { codigo: string }) => l.codigo === 'receita_bruta')
    let found = false
    may?.eachRow((row) => {
      if (row.getCell(1).value !== bruta.nome) return
      found = true
      // the last cell is the month's total, in reais
      expect(Math.round(Number(row.getCell(row.cellCount).value) * 100)).toBe(Number(bruta.total))
    })
    expect(found).toBe(true)
  })

  it('details a cell: the entries of a category in a month add up to the DRE cell', async () => {
    const dre = (await get('office/3/dre/pj?begin_date=2026-03&end_date=2026-03&frequency=M')).json().value
    const cat = dre.linhas.find((l: { codigo: string }) => l.codigo === 'receita_bruta').categorias[0]
    const detail = await get(`office/3/category-detail?data_referencia=03/2026&id=${cat.id}`)
    expect(detail.statusCode).toBe(200)
    expect(detail.json().total).toBe(cat.total)
    const rows = detail.json().value as { valor: string; observacoes: string | null }[]
    expect(rows.reduce((s, r) => s + big(r.valor), 0n)).toBe(big(cat.total))
    expect(detail.json().columns.map((c: { key: string }) => c.key)).toContain('observacoes')
    const byColumn = await get(`dre/detail/3/${cat.id}?begin_date=2026-03&type=pj&coluna=${dre.colunas[0].id}`)
    expect(byColumn.json().total).toBe(cat.total_coluna[0])
    const exported = await get(`dre/detail/export/3?begin_date=2026-03&categoria=${cat.id}`)
    expect(exported.statusCode).toBe(200)
    expect(exported.json().value.extension).toBe('xlsx')
  })
})
