import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { describe, expect, it } from 'vitest'
import { insertEntries } from '../../server/modules/financial/ledger-write'
import { MONTH_APPROVED, OVERLAP, PERCENT_MIN } from '../../src/contracts/commissions'
import type { DreTable } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const MES = '2024-06'
const rules = '/v2/api/office/3/comissoes/modelos'
const month = (office = 3) => `/v2/api/office/${office}/comissoes/apuracoes/${MES}`

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = gestor, key?: string) =>
  app.inject({ method, url, payload, headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) } })

const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0]
const advisorA = (
  await one<{ id: number }>(sql`select id_profissional as id from usuarios where email = ${demo.assessor}`)
).id
const advisorB = (
  await one<{ id: number }>(
    sql`select id from profissionais where id_escritorio = 3 and id <> ${advisorA} order by id limit 1`,
  )
).id
const [areaX, areaY] = (
  await db.execute<{ id: number }>(sql`select id from areas_receita where id_escritorio = 3 order by id limit 2`)
).rows.map((r) => r.id)
const category = async (nome: string) =>
  (await one<{ id: number }>(sql`select id from categorias where id_escritorio = 3 and nome = ${nome}`)).id

/** A hand-made month in a period the demo ledger does not cover, so every centavo below is checked by hand. */
async function fixedLedger() {
  const version = await one<{ id: number }>(sql`insert into versoes (id_escritorio, status, nome_arquivo, linhas,
    competencia_inicio, competencia_fim) values (3, 'publicada', 'teste-comissoes.csv', 5, '2024-06-01', '2024-06-01')
    returning id`)
  const receita = await category('Receita de investimentos')
  const iss = await category('ISS')
  const entry = (id_profissional: number, id_area_receita: number, valor: bigint, id_categoria = receita) => ({
    data_competencia: '2024-06-15',
    data_pagamento: null,
    valor_centavos: valor,
    id_categoria,
    id_pj: null,
    id_profissional,
    id_area_receita,
    id_filial: null,
    id_equipe: null,
    id_conta_corrente: null,
    fornecedor: null,
    cpf_cnpj_fornecedor: null,
    descricao: 'teste',
    origem: 'import' as const,
  })
  await insertEntries(db, 3, version.id, 'atual', [
    entry(advisorA, areaX, 1_500_000n),
    entry(advisorA, areaX, -75_000n, iss),
    entry(advisorA, areaY, 800_000n),
    entry(advisorA, areaY, -300_000n),
    entry(advisorB, areaX, 1_000_001n),
  ])
}
await fixedLedger()

const everyone = {
  nome: 'Assessores 2024',
  base: 'bruta',
  faixas: [{ a_partir_de_centavos: '0', percentual_bp: 2000 }],
  estorno: true,
  vigencia_inicio: '2024-01',
  vigencia_fim: '2024-12',
}
const advisorRule = {
  nome: 'Contrato especial',
  id_profissional: advisorA,
  base: 'bruta',
  faixas: [
    { a_partir_de_centavos: '0', percentual_bp: 2500 },
    { a_partir_de_centavos: '2000000', percentual_bp: 3000 },
  ],
  minimo_centavos: '700000',
  estorno: true,
  vigencia_inicio: '06/2024',
  vigencia_fim: '06/2024',
}

const variableCosts = async () => {
  const res = await send('GET', `/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=${MES}&end_date=${MES}`)
  expect(res.statusCode, res.body).toBe(200)
  const t: DreTable = res.json().value
  return BigInt(t.linhas.find((l) => l.codigo === 'custos_variaveis')?.total ?? 'x')
}
const ruleCount = async () =>
  (await one<{ n: number }>(sql`select count(*)::int as n from comissoes_regras where id_escritorio = 3`)).n

describe('commission models', () => {
  it('creates rules, refuses an overlapping validity for the same scope and edits with a version', async () => {
    const seeded = await ruleCount()
    const a = await send('POST', rules, everyone)
    expect(a.statusCode, a.body).toBe(201)
    const b = await send('POST', rules, advisorRule, gestor, randomUUID())
    expect(b.statusCode, b.body).toBe(201)
    expect(b.json().value).toMatchObject({ vigencia_inicio: MES, vigencia_fim: MES, minimo_centavos: '700000' })

    const overlap = await send('POST', rules, { ...advisorRule, vigencia_inicio: '2024-05', vigencia_fim: '2024-07' })
    expect(overlap.statusCode).toBe(409)
    expect(overlap.json().message).toContain(OVERLAP)
    expect(await ruleCount()).toBe(seeded + 2)

    const id = a.json().value.id
    const stale = await send('PUT', `${rules}/${id}`, { ...everyone, nome: 'X', version: 9 })
    expect(stale.statusCode).toBe(409)
    const edited = await send('PUT', `${rules}/${id}`, { ...everyone, nome: 'Assessores (2024)', version: 1 })
    expect(edited.json().value).toMatchObject({ nome: 'Assessores (2024)', version: 2 })
    const audits = await db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade = 'regra_comissao' order by id`,
    )
    expect(audits.rows.map((r) => r.acao)).toEqual(['criar', 'criar', 'editar'])
  })

  it.each([
    [{ faixas: [{ a_partir_de_centavos: '0', percentual_bp: 0 }] }, PERCENT_MIN],
    [{ faixas: [{ a_partir_de_centavos: '100', percentual_bp: 10 }] }, 'A primeira faixa começa em R$ 0,00'],
    [{ vigencia_fim: '2023-01' }, 'O fim da vigência não pode ser anterior ao início'],
    [{ id_equipe: 1, id_profissional: advisorA }, 'Escolha um profissional ou uma equipe, não os dois'],
    [{ nome: '' }, 'Campo obrigatório'],
  ])('refuses bad input with 400 and a pt-BR message, changing nothing (%j)', async (patch, message) => {
    const before = await ruleCount()
    const res = await send('POST', rules, { ...everyone, nome: 'Nova', vigencia_inicio: '2030-01', ...patch })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain(message)
    expect(await ruleCount()).toBe(before)
  })

  it('two overlapping rules sent at once: exactly one is created', async () => {
    const before = await ruleCount()
    const rule = {
      ...everyone,
      nome: 'Paralela',
      id_area_receita: areaY,
      vigencia_inicio: '2023-01',
      vigencia_fim: '2023-12',
    }
    const answers = await Promise.all([send('POST', rules, rule), send('POST', rules, { ...rule, nome: 'Paralela 2' })])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(await ruleCount()).toBe(before + 1)
  })

  it('a month that is not a month, or a rule of another office, is refused without a 5xx', async () => {
    const bad = await send('POST', '/v2/api/office/3/comissoes/apuracoes/2026-13/calcular')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().message).toContain('Formato inválido')
    const foreign = (await send('GET', '/v2/api/office/1/comissoes/modelos', undefined, aurora)).json().value[0]
    const res = await send('PUT', `${rules}/${foreign.id}`, { ...everyone, version: foreign.version })
    expect(res.statusCode).toBe(404)
  })

  it('keeps models to managers of the office', async () => {
    expect((await send('GET', rules, undefined, assessor)).statusCode).toBe(403)
    expect((await send('GET', rules, undefined, aurora)).statusCode).toBe(403)
  })
})

describe('the demo', () => {
  it('has models, an approved previous month posted into the ledger and an open current month', async () => {
    expect((await send('GET', rules)).json().value.length).toBeGreaterThanOrEqual(3)
    const approved = (await send('GET', '/v2/api/office/3/comissoes/apuracoes/2026-09')).json().value
    expect(approved.status).toBe('aprovada')
    expect(BigInt(approved.total)).toBeGreaterThan(0n)
    const posted = await one<{ total: string }>(sql`select sum(valor_centavos)::text as total from lancamentos
      where id_escritorio = 3 and origem = 'comissao' and situacao = 'atual'`)
    expect(BigInt(posted.total)).toBe(-BigInt(approved.total))
    expect((await send('GET', '/v2/api/office/3/comissoes/apuracoes/2026-10')).json().value.status).toBe('aberta')
  })
})

describe('a computed month', () => {
  it('computes the fixed ledger to the centavo: tiers, minimum, clawback, rounding', async () => {
    const res = await send('POST', `${month()}/calcular`)
    expect(res.statusCode, res.body).toBe(200)
    const summary = (await send('GET', month())).json().value
    // A: base 1.500.000 + 800.000 − 300.000 = 2.000.000 reaches 30 %: 450.000 + 150.000, topped up to 700.000.
    // B: the office rule, 1.000.001 × 20 % = 200.000,2 → 200.000.
    expect(summary).toMatchObject({ status: 'aberta', total: '900000' })
    const totals = Object.fromEntries(
      summary.profissionais.map((p: { id_profissional: number; total: string }) => [p.id_profissional, p.total]),
    )
    expect(totals).toEqual({ [advisorA]: '700000', [advisorB]: '200000' })

    const lines = (await send('GET', `${month()}/linhas?id_profissional=${advisorA}`)).json()
    expect(lines.value.map((l: { valor: string }) => l.valor)).toEqual(['450000', '150000', '100000'])
    expect(lines.columns.map((c: { key: string }) => c.key)).toEqual([
      'fornecedor',
      'cpf_cnpj_fornecedor',
      'data_pagamento',
      'data_competencia',
      'valor',
      'categoria',
      'conta_corrente',
      'observacoes',
    ])
    expect(lines.value[2].observacoes).toContain('mínimo garantido')
  })

  it('an advisor sees only their own commissions', async () => {
    const own = (await send('GET', month(), undefined, assessor)).json().value
    expect(own.profissionais.map((p: { id_profissional: number }) => p.id_profissional)).toEqual([advisorA])
    expect(own.total).toBe('700000')
    expect((await send('GET', `${month()}/linhas?id_profissional=${advisorB}`, undefined, assessor)).statusCode).toBe(
      403,
    )
    const lines = (await send('GET', `${month()}/linhas`, undefined, assessor)).json()
    expect(new Set(lines.value.map((l: { id_profissional: number }) => l.id_profissional))).toEqual(new Set([advisorA]))
    expect((await send('POST', `${month()}/calcular`, undefined, assessor)).statusCode).toBe(403)
  })

  it('another office neither reads nor computes it', async () => {
    expect((await send('GET', month(), undefined, aurora)).statusCode).toBe(403)
    expect((await send('POST', `${month()}/calcular`, undefined, aurora)).statusCode).toBe(403)
    const own = await send('POST', `${month(1)}/calcular`, undefined, aurora)
    expect(own.statusCode).toBe(200)
    expect((await send('GET', month(1), undefined, aurora)).json().value).toMatchObject({
      total: '0',
      profissionais: [],
    })
  })

  it('approving posts the total into the DRE repasse line, once; reopening takes it out', async () => {
    const before = await variableCosts()
    const { version } = (await send('GET', month())).json().value
    expect((await send('POST', `${month()}/aprovar`, { version: version + 5 })).statusCode).toBe(409)
    const key = randomUUID()
    const approved = await send('POST', `${month()}/aprovar`, { version }, gestor, key)
    expect(approved.statusCode, approved.body).toBe(200)
    const replay = await send('POST', `${month()}/aprovar`, { version }, gestor, key)
    expect(replay.json()).toEqual(approved.json())
    expect(await variableCosts()).toBe(before - 900_000n)
    // The BPO's commission figures read the same repasse line: each advisor's approved total, as paid (negative).
    const bpo = await send('GET', `/v2/api/aawz-partners/bpo/comissions-advisors?begin_date=${MES}&end_date=${MES}`)
    const paid = Object.fromEntries(bpo.json().value.linhas.map((l: { id: number; valor: string }) => [l.id, l.valor]))
    expect(paid).toEqual({ [advisorA]: '-700000', [advisorB]: '-200000' })

    const recompute = await send('POST', `${month()}/calcular`)
    expect(recompute.statusCode).toBe(409)
    expect(recompute.json().message).toBe(MONTH_APPROVED)

    const current = (await send('GET', month())).json().value
    expect(current.status).toBe('aprovada')
    expect((await send('POST', `${month()}/reabrir`, { version: current.version }, assessor)).statusCode).toBe(403)
    const reopened = await send('POST', `${month()}/reabrir`, { version: current.version })
    expect(reopened.statusCode, reopened.body).toBe(200)
    expect(await variableCosts()).toBe(before)
    expect((await send('POST', `${month()}/calcular`)).statusCode).toBe(200)
  })

  it('exports the month as an XLSX with a summary and the lines', async () => {
    const res = await send('GET', `${month()}/exportar`)
    expect(res.statusCode, res.body).toBe(201)
    const file = res.json().value
    expect(file).toMatchObject({ name: `comissoes-${MES}`, extension: 'xlsx' })
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(Buffer.from(file.base64, 'base64') as unknown as ArrayBuffer)
    const resumo = workbook.getWorksheet('Resumo')
    const totalRow = resumo?.getRow(resumo.rowCount)
    expect(totalRow?.getCell(1).value).toBe('Total')
    expect(totalRow?.getCell(3).value).toBe(9000)
    expect(workbook.getWorksheet('Lançamentos')?.rowCount).toBe(5)
  })
})
