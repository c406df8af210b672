import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { todayInBrazil } from '../../src/contracts/bill-status'
import type { Alert, AlertsReport } from '../../src/contracts/validation'
import { validationPaths } from '../../src/contracts/validation-paths'
import { demo, seededApp } from './harness'

// The alerts of /validation/home on a brand-new office (nothing in it, so every figure is known), then with its
// own bills, entries and balances; and who may see which office.

const { app, db, login } = await seededApp()
const staff = await login(demo.equipe)
const gestor = await login(demo.gestor)
const aurora = await login(demo.gestorAurora)
const assessor = await login(demo.assessor)

const created = await app.inject({
  method: 'POST',
  url: '/v2/interno/api/admin/notebooks/add-office',
  headers: { authorization: staff, 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams({
    office_data: JSON.stringify({
      nome_escritorio: 'Pampa Alertas',
      login: 'gestor@pampa.demo.local',
      cnpj: '11.444.777/0001-61',
      email_escritorio: 'contato@pampa.demo.local',
    }),
    office_colors_data: JSON.stringify({ primaria: '#0e7490', secundaria: '#475569' }),
  }).toString(),
})
expect(created.statusCode, created.body).toBe(201)
const { id_escritorio: office, senha_temporaria } = created.json().value as {
  id_escritorio: number
  senha_temporaria: string
}
const pampa = await login('gestor@pampa.demo.local', senha_temporaria)

const send = (method: 'GET' | 'POST' | 'PUT', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })
const report = async (token: string, query = '') => {
  const res = await send('GET', `${validationPaths.alerts}${query}`, token)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as AlertsReport
}
const alertOf = async (codigo: Alert['codigo'], token = pampa) => {
  const r = await report(token)
  const found = r.escritorios.find((o) => o.id_escritorio === office)?.alertas.find((a) => a.codigo === codigo)
  return found as Alert
}
const today = todayInBrazil()
const month = today.slice(0, 7)
const shiftMonth = (m: string, n: number) => {
  const [y, mm] = m.split('-').map(Number)
  return new Date(Date.UTC(y, mm - 1 + n, 1)).toISOString().slice(0, 7)
}
const addDays = (iso: string, n: number) =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

// The office's chart of accounts (first set-up step) and one checking account, for its bills.
expect((await send('POST', validationPaths.setupStep(office, 'plano-de-contas'), pampa)).statusCode).toBe(200)
const account = await send('POST', `/v2/api/office/${office}/bpo/contas`, pampa, { nome: 'Conta movimento' })
expect(account.statusCode, account.body).toBe(201)
const accountId = (account.json().value as { id: number }).id
const provider = await send('POST', `/v2/api/office/${office}/bpo/fornecedores`, pampa, {
  nome: 'Imobiliária Pampa',
  cpf_cnpj: '11.222.333/0001-81',
})
expect(provider.statusCode, provider.body).toBe(201)
const providerId = (provider.json().value as { id: number }).id
const options = (await send('GET', `/v2/api/office/${office}/bpo/opcoes`, pampa)).json().value as {
  categorias: { id: number; nome: string }[]
}
const category = options.categorias.find((c) => c.nome === 'Tecnologia')?.id as number

async function payable(due: string, valor: string, descricao = 'Licenças de software') {
  const res = await send('POST', `/v2/api/office/${office}/bpo/titulos/pagar`, pampa, {
    descricao,
    id_fornecedor: providerId,
    data_vencimento: due,
    data_competencia: `${due.slice(0, 7)}-01`,
    valor,
    id_categoria: category,
    id_conta_corrente: accountId,
  })
  expect(res.statusCode, res.body).toBe(201)
  return (res.json().value as { id: number }).id
}

describe('alert checks on the office’s own data', () => {
  it('DRE month without data: the closed months with no entry, until an entry arrives', async () => {
    const before = await alertOf('dre-sem-dados')
    const expected = Array.from({ length: 6 }, (_, i) => shiftMonth(month, i - 6))
    expect(before.ok).toBe(false)
    expect(before.itens.map((i) => i.href)).toEqual(expected.map((m) => `/dre/dres/dre-pj?inicio=${m}&fim=${m}&freq=M`))
    expect(before.href).toBe('/dre/versoes')
    const filled = shiftMonth(month, -2)
    await db.execute(sql`insert into lancamentos (id_escritorio, situacao, data_competencia, valor_centavos,
      id_categoria, origem) values (${office}, 'atual', ${`${filled}-10`}::date, 150000, ${category}, 'manual')`)
    const after = await alertOf('dre-sem-dados')
    expect(after.itens.map((i) => i.rotulo)).toEqual(
      expected.filter((m) => m !== filled).map((m) => `${m.slice(5)}/${m.slice(0, 4)}`),
    )
  })

  it('payables overdue: each open bill past its due date links to the bill; the tolerance option drops recent ones', async () => {
    expect((await alertOf('contas-atrasadas')).ok).toBe(true)
    const old = addDays(today, -40)
    const recent = addDays(today, -5)
    const oldId = await payable(old, '250000', 'Aluguel')
    await payable(recent, '12345', 'Internet')
    await payable(addDays(today, 10), '99999', 'Ainda não venceu')
    const alert = await alertOf('contas-atrasadas')
    expect(alert.ok).toBe(false)
    expect(alert.resumo).toBe('2 contas a pagar atrasadas, R$\u00a02.623,45 em aberto.')
    expect(alert.itens[0]).toEqual({
      rotulo: `${old.slice(8)}/${old.slice(5, 7)}/${old.slice(0, 4)} · Aluguel · Imobiliária Pampa`,
      valor: 'R$\u00a02.500,00',
      href: `/bpo/contas_a_pagar?inicio=${old.slice(0, 7)}&fim=${old.slice(0, 7)}&titulo=${oldId}`,
    })
    const put = await send('PUT', validationPaths.check(office, 'contas-atrasadas'), pampa, {
      ativo: true,
      opcao: 30,
      version: 0,
    })
    expect(put.statusCode, put.body).toBe(200)
    expect((await alertOf('contas-atrasadas')).itens.map((i) => i.valor)).toEqual(['R$\u00a02.500,00'])
    // The option is bounded, and a stale version is refused.
    const outOfRange = await send('PUT', validationPaths.check(office, 'contas-atrasadas'), pampa, {
      ativo: true,
      opcao: 91,
      version: 1,
    })
    expect(outOfRange.statusCode).toBe(400)
    const stale = await send('PUT', validationPaths.check(office, 'contas-atrasadas'), pampa, {
      ativo: false,
      opcao: 0,
      version: 0,
    })
    expect(stale.statusCode).toBe(409)
  })

  it('data room month missing: the same months the data room’s own report lists, for the months the option covers', async () => {
    const res = await send('GET', `/v2/interno/api/admin/data-room-missing-months?id_escritorio=${office}`, pampa)
    const dataroom = res.json().value as {
      meses: string[]
      escritorios: { categorias: { categoria: string; titulo: string; faltando: string[] }[] }[]
    }
    const recent = new Set(dataroom.meses.slice(-3))
    const expected = dataroom.escritorios[0].categorias.flatMap((c) =>
      c.faltando.filter((m) => recent.has(m)).map((m) => `${c.titulo} · ${m.slice(5)}/${m.slice(0, 4)}`),
    )
    expect(expected.length).toBeGreaterThan(0)
    const alert = await alertOf('dataroom-faltando')
    expect(alert.itens.map((i) => i.rotulo)).toEqual(expected)
    expect(alert.itens.every((i) => /^\/dataroom\/(geral|bpo|middle|dres)$/.test(i.href))).toBe(true)
  })

  it('negative cash forecast: balance plus open bills, day by day; an opening balance that covers them clears it', async () => {
    // Open payables so far: 2.500,00 + 123,45 overdue (count today) and 999,99 in 10 days; balance 0.
    const alert = await alertOf('caixa-negativo')
    expect(alert.ok).toBe(false)
    const d = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`
    expect(alert.resumo).toBe(`O saldo previsto fica negativo em ${d(today)} (hoje R$\u00a00,00).`)
    expect(alert.itens.map((i) => i.valor)).toEqual(['-R$\u00a02.623,45', '-R$\u00a03.623,44'])
    const balance = await send('POST', `/v2/interno/api/admin/office/${office}/dfc/set/balance-initial`, pampa, {
      id_conta_corrente: accountId,
      mes: month,
      valor: '400000',
    })
    expect(balance.statusCode, balance.body).toBe(200)
    const after = await alertOf('caixa-negativo')
    expect(after.ok).toBe(true)
    expect(after.resumo).toBe('O saldo previsto fica positivo nos próximos 30 dias (hoje R$\u00a04.000,00).')
  })

  it('a check turned off is not run; a comment per alert is kept with who wrote it', async () => {
    await send('PUT', validationPaths.check(office, 'dataroom-faltando'), pampa, { ativo: false, opcao: 3, version: 0 })
    const codes = (await report(pampa)).escritorios[0].alertas.map((a) => a.codigo)
    expect(codes).not.toContain('dataroom-faltando')
    const put = await send('PUT', validationPaths.comment(office, 'caixa-negativo'), pampa, {
      comentario: 'Aporte dos sócios previsto para dia 5.',
    })
    expect(put.statusCode, put.body).toBe(200)
    const alert = await alertOf('caixa-negativo')
    expect(alert.comentario).toBe('Aporte dos sócios previsto para dia 5.')
    expect(alert.comentario_por).toBe('Pampa Alertas')
  })

  it('simulation state: a temporary DRE version under review is running until it is published or discarded', async () => {
    expect((await report(pampa)).simulacao).toEqual({ running: [], has_simulation: false })
    await db.execute(sql`insert into versoes (id_escritorio, status, nome_arquivo, linhas, competencia_inicio,
      competencia_fim) values (${office}, 'temporaria', 'simulacao-2026.xlsx', 10, '2026-01-01', '2026-06-01')`)
    const { simulacao } = await report(pampa)
    expect(simulacao.has_simulation).toBe(true)
    expect(simulacao.running).toEqual([
      expect.objectContaining({
        tipo: 'versao-temporaria',
        id_escritorio: office,
        descricao: 'Versão da DRE em revisão: simulacao-2026.xlsx',
        href: '/dre/versoes',
      }),
    ])
  })
})

describe('who sees which office’s alerts', () => {
  it('staff see every office; a gestor only their own, and another office is refused', async () => {
    const all = await report(staff)
    expect(all.escritorios.map((o) => o.id_escritorio)).toEqual(expect.arrayContaining([1, 3, office]))
    const own = await report(gestor)
    expect(own.escritorios.map((o) => o.id_escritorio)).toEqual([3])
    expect((await send('GET', `${validationPaths.alerts}?id_escritorio=${office}`, gestor)).statusCode).toBe(403)
    expect((await send('GET', validationPaths.alerts, assessor)).statusCode).toBe(403)
    expect((await report(staff, `?id_escritorio=${office}`)).escritorios.map((o) => o.id_escritorio)).toEqual([office])
  })

  it("another office's checks and comments cannot be changed", async () => {
    const put = await send('PUT', validationPaths.comment(3, 'caixa-negativo'), aurora, { comentario: 'x' })
    expect(put.statusCode).toBe(403)
    const check = await send('PUT', validationPaths.check(office, 'caixa-negativo'), gestor, {
      ativo: false,
      opcao: 30,
      version: 0,
    })
    expect(check.statusCode).toBe(403)
    const unknown = await send('PUT', `/v2/api/office/${office}/validation/checks/nao-existe`, pampa, {
      ativo: true,
      opcao: 1,
      version: 0,
    })
    expect(unknown.statusCode).toBe(400)
  })
})
