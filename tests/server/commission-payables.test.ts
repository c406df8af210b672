import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { commissionDueDate } from '../../server/modules/commissions/payables'
import { insertEntries } from '../../server/modules/financial/ledger-write'
import { todayInBrazil } from '../../src/contracts/bill-status'
import { noPayee, PAYABLES_NEED_APPROVAL, payableAlreadyPaid } from '../../src/contracts/commissions'
import type { DreTable } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

// Approved commissions paid through the BPO (docs/commissions.md, 'Paying through the BPO').

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const MES = '2024-07'
const month = `/v2/api/office/3/comissoes/apuracoes/${MES}`
const generate = `${month}/contas-a-pagar`
const payables = '/v2/api/office/3/bpo/titulos/pagar'

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = gestor, key?: string) =>
  app.inject({ method, url, payload, headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) } })
const one = async <T>(query: ReturnType<typeof sql>) => (await db.execute<T & Record<string, unknown>>(query)).rows[0]
const count = async (table: 'titulos' | 'fornecedores') =>
  (await one<{ n: number }>(sql`select count(*)::int as n from ${sql.identifier(table)} where id_escritorio = 3`)).n

// Payables above R$ 5.000,00 wait for the gestor's approval (bpo-workflow.test.ts); this file pays them directly.
await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', { regras: [], version: 1 })

const advisorA = (
  await one<{ id: number }>(sql`select id_profissional as id from usuarios where email = ${demo.assessor}`)
).id
// B is new to the office: neither a provider nor a CPF in the ledger.
const advisorB = (
  await one<{ id: number }>(
    sql`insert into profissionais (id_escritorio, nome, cargo) values (3, 'Bruna Repasse Teste', 'Assessora')
      returning id`,
  )
).id
const nameOf = async (id: number) =>
  (await one<{ nome: string }>(sql`select nome from profissionais where id_escritorio = 3 and id = ${id}`)).nome
const area = (await one<{ id: number }>(sql`select id from areas_receita where id_escritorio = 3 order by id limit 1`))
  .id
const revenue = (
  await one<{ id: number }>(
    sql`select id from categorias where id_escritorio = 3 and nome = 'Receita de investimentos'`,
  )
).id

// A month the demo ledger does not cover: A earns on 1.000.000,00 of gross revenue, B on 500.000,01.
const version = await one<{ id: number }>(sql`insert into versoes (id_escritorio, status, nome_arquivo, linhas,
  competencia_inicio, competencia_fim) values (3, 'publicada', 'teste-repasse.csv', 2, '2024-07-01', '2024-07-01')
  returning id`)
const entry = (id_profissional: number, valor: bigint) => ({
  data_competencia: '2024-07-10',
  data_pagamento: null,
  valor_centavos: valor,
  id_categoria: revenue,
  id_pj: null,
  id_profissional,
  id_area_receita: area,
  id_filial: null,
  id_equipe: null,
  id_conta_corrente: null,
  fornecedor: null,
  cpf_cnpj_fornecedor: null,
  descricao: 'teste',
  origem: 'import' as const,
})
await insertEntries(db, 3, version.id, 'atual', [entry(advisorA, 100_000_000n), entry(advisorB, 50_000_001n)])
await db.execute(sql`delete from comissoes_regras where id_escritorio = 3`)
const rule = await send('POST', '/v2/api/office/3/comissoes/modelos', {
  nome: 'Repasse 2024',
  base: 'bruta',
  faixas: [{ a_partir_de_centavos: '0', percentual_bp: 2000 }],
  estorno: true,
  vigencia_inicio: '2024-07',
  vigencia_fim: '2024-07',
})
expect(rule.statusCode, rule.body).toBe(201)

const variableCosts = async () => {
  const res = await send('GET', `/v2/interno/api/admin/financial/office/3/dre/pj?begin_date=${MES}&end_date=${MES}`)
  const t: DreTable = res.json().value
  return BigInt(t.linhas.find((l) => l.codigo === 'custos_variaveis')?.total ?? 'x')
}
const bill = (id: number) =>
  one<{ valor: string; data_competencia: string; categoria: string; id_fornecedor: number; fornecedor: string }>(sql`
    select t.valor_centavos::text as valor, to_char(t.data_competencia, 'YYYY-MM-DD') as data_competencia,
      c.nome as categoria, t.id_fornecedor, f.nome as fornecedor
    from titulos t join categorias c on c.id_escritorio = t.id_escritorio and c.id = t.id_categoria
    join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
    where t.id_escritorio = 3 and t.id = ${id} and t.tipo = 'pagar'`)
const summary = async (token = gestor) => (await send('GET', month, undefined, token)).json().value
type Conta = { id_titulo: number; id_profissional: number; valor: string; situacao: string; data_vencimento: string }

describe('the demo', () => {
  it("the last approved month's payables are in Contas a pagar, one per advisor, for each approved total", async () => {
    const approved = (await send('GET', '/v2/api/office/3/comissoes/apuracoes/2026-09')).json().value
    const positive = approved.profissionais.filter((p: { total: string }) => BigInt(p.total) > 0n)
    expect(approved.contas.length).toBe(positive.length)
    for (const p of positive) {
      const conta = approved.contas.find((c: Conta) => c.id_profissional === p.id_profissional)
      expect(conta).toMatchObject({ valor: p.total, situacao: 'aberta' })
      expect(await bill(conta.id_titulo)).toMatchObject({
        valor: p.total,
        data_competencia: '2026-09-01',
        categoria: 'Repasse a assessores',
        fornecedor: p.nome,
      })
    }
  })
})

describe('paying an approved month through the BPO', () => {
  it('due on the 10th of the next month, or on the day generated when that has passed', () => {
    expect(commissionDueDate('2026-11', '2026-11-27')).toBe('2026-12-10')
    expect(commissionDueDate('2026-12', '2026-12-03')).toBe('2027-01-10')
    expect(commissionDueDate('2026-09', '2026-11-27')).toBe('2026-11-27')
  })

  it('refuses before approval, and names the advisors without a provider, creating nothing', async () => {
    expect((await send('POST', `${month}/calcular`)).statusCode).toBe(200)
    const early = await send('POST', generate)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(PAYABLES_NEED_APPROVAL)

    const { version: v } = await summary()
    expect((await send('POST', `${month}/aprovar`, { version: v })).statusCode).toBe(200)
    const [bills, providers] = [await count('titulos'), await count('fornecedores')]
    const missing = await send('POST', generate)
    expect(missing.statusCode).toBe(409)
    expect(missing.json().message).toBe(noPayee('Bruna Repasse Teste'))
    expect([await count('titulos'), await count('fornecedores')]).toEqual([bills, providers])
    expect((await summary()).contas).toEqual([])
  })

  it('another office and an advisor cannot generate; an advisor reads only their own payable', async () => {
    expect((await send('POST', generate, undefined, aurora)).statusCode).toBe(403)
    expect((await send('POST', generate, undefined, assessor)).statusCode).toBe(403)
    expect((await send('POST', '/v2/api/office/3/comissoes/apuracoes/2024-13/contas-a-pagar')).statusCode).toBe(400)
  })

  it('creates one payable per advisor for exactly the approved total, once', async () => {
    // A is paid to the provider the demo already has for them; B, known now by the CPF of their commissions in
    // the ledger, gets a provider of their own.
    await db.execute(sql`update lancamentos set cpf_cnpj_fornecedor = '52998224725'
      where id_escritorio = 3 and id_versao = ${version.id} and id_profissional = ${advisorB}`)
    const providers = await count('fornecedores')
    const bills = await count('titulos')
    const key = randomUUID()
    const res = await send('POST', generate, undefined, gestor, key)
    expect(res.statusCode, res.body).toBe(201)
    expect((await send('POST', generate, undefined, gestor, key)).json()).toEqual(res.json())
    const contas: Conta[] = res.json().value.contas
    const due = commissionDueDate(MES, todayInBrazil())
    expect(contas.map((c) => [c.id_profissional, c.valor, c.situacao, c.data_vencimento]).sort()).toEqual(
      [
        [advisorA, '20000000', 'aberta', due],
        [advisorB, '10000000', 'aberta', due],
      ].sort(),
    )
    expect(await count('titulos')).toBe(bills + 2)
    expect(await count('fornecedores')).toBe(providers + 1)
    const billB = await bill(contas.find((c) => c.id_profissional === advisorB)?.id_titulo as number)
    expect(billB).toMatchObject({
      valor: '10000000',
      fornecedor: 'Bruna Repasse Teste',
      data_competencia: '2024-07-01',
      categoria: 'Repasse a assessores',
    })
    const billA = await bill(contas.find((c) => c.id_profissional === advisorA)?.id_titulo as number)
    expect(billA).toMatchObject({ valor: '20000000', fornecedor: await nameOf(advisorA) })

    const again = await send('POST', generate)
    expect(again.statusCode).toBe(200)
    expect(again.json().value.contas).toEqual(contas)
    expect(await count('titulos')).toBe(bills + 2)

    const own = await summary(assessor)
    expect(own.contas.map((c: Conta) => c.id_profissional)).toEqual([advisorA])
  })

  it('paying moves the cash only; reopening refuses while paid, then cancels the open payables', async () => {
    const dre = await variableCosts()
    const contas: Conta[] = (await summary()).contas
    const a = contas.find((c) => c.id_profissional === advisorA) as Conta
    const b = contas.find((c) => c.id_profissional === advisorB) as Conta
    const account = (await send('GET', '/v2/api/office/3/bpo/contas')).json().value[0].id
    const paid = await send('POST', `${payables}/${a.id_titulo}/pagamentos`, {
      data_pagamento: '2024-08-09',
      id_conta_corrente: account,
      valor: '5000000',
      version: 1,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    // The repasse was accrued at approval: the DRE does not count it twice; the cash (DFC) moves by the payment.
    expect(await variableCosts()).toBe(dre)
    const cash = await one<{ total: string }>(sql`select sum(valor_centavos)::text as total from lancamentos
      where id_escritorio = 3 and data_pagamento = '2024-08-09' and id_conta_corrente = ${account} and origem = 'bpo'`)
    expect(cash.total).toBe('-5000000')
    expect((await summary()).contas.find((c: Conta) => c.id_titulo === a.id_titulo).situacao).toBe('parcial')

    const month1 = await summary()
    const refused = await send('POST', `${month}/reabrir`, { version: month1.version })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(payableAlreadyPaid(await nameOf(advisorA), a.id_titulo))
    expect(await summary()).toEqual(month1)

    const payment = paid.json().value.pagamentos[0].id
    const undo = await send('POST', `${payables}/${a.id_titulo}/pagamentos/${payment}/desfazer`, { version: 2 })
    expect(undo.statusCode, undo.body).toBe(200)
    const reopened = await send('POST', `${month}/reabrir`, { version: month1.version })
    expect(reopened.statusCode, reopened.body).toBe(200)
    const after = await summary()
    expect(after.contas.map((c: Conta) => c.situacao)).toEqual(['cancelada', 'cancelada'])
    expect(await variableCosts()).toBe(dre + 30_000_000n)

    // Approved again, the month gets new payables; the cancelled ones stay for the history.
    expect((await send('POST', `${month}/aprovar`, { version: after.version })).statusCode).toBe(200)
    expect((await send('POST', generate)).statusCode).toBe(201)
    const states = (await summary()).contas.map((c: Conta) => c.situacao).sort()
    expect(states).toEqual(['aberta', 'aberta', 'cancelada', 'cancelada'])
    expect(b.id_titulo).toBeGreaterThan(0)
  })
})

describe("the commission detail's 'Pagamento' and 'Conta corrente'", () => {
  type Line = { id_profissional: number; data_pagamento: string | null; conta_corrente: string | null }
  const lines = async (token = gestor) =>
    (await send('GET', `${month}/linhas`, undefined, token)).json().value as Line[]
  const of = (rows: Line[], advisor: number) => rows.filter((l) => l.id_profissional === advisor)

  it('stay empty until the payable is paid in full, then show the last payment date and its accounts', async () => {
    const a = ((await summary()).contas as Conta[]).find(
      (c) => c.id_profissional === advisorA && c.situacao === 'aberta',
    ) as Conta
    const accounts = (await send('GET', '/v2/api/office/3/bpo/contas')).json().value as { id: number; nome: string }[]
    const [first, second] = accounts
    expect(second).toBeDefined()
    for (const l of await lines()) expect([l.data_pagamento, l.conta_corrente]).toEqual([null, null])

    const part = await send('POST', `${payables}/${a.id_titulo}/pagamentos`, {
      data_pagamento: '2024-08-05',
      id_conta_corrente: first.id,
      valor: '5000000',
      version: 1,
    })
    expect(part.statusCode, part.body).toBe(201)
    for (const l of await lines()) expect([l.data_pagamento, l.conta_corrente]).toEqual([null, null])

    const rest = await send('POST', `${payables}/${a.id_titulo}/pagamentos`, {
      data_pagamento: '2024-08-12',
      id_conta_corrente: second.id,
      valor: '15000000',
      version: part.json().value.version,
    })
    expect(rest.statusCode, rest.body).toBe(201)
    const accountsUsed = [first.nome, second.nome].sort((x, y) => (x < y ? -1 : 1)).join(', ')
    const paidLines = of(await lines(), advisorA)
    expect(paidLines.length).toBeGreaterThan(0)
    for (const l of paidLines) expect([l.data_pagamento, l.conta_corrente]).toEqual(['2024-08-12', accountsUsed])
    for (const l of of(await lines(), advisorB)) expect([l.data_pagamento, l.conta_corrente]).toEqual([null, null])
    // The advisor sees the same on their own lines.
    for (const l of await lines(assessor)) expect(l).toMatchObject({ data_pagamento: '2024-08-12' })
  })
})
