import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { SMTP_MISSING } from '../../server/mail/mailer'
import { type CategoryConfig, type DreTable, partnerPaths, type Recipient } from '../../src/contracts/financial'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const aurora = await login(demo.gestorAurora)
const range = 'begin_date=2025-01&end_date=2025-12&frequency=M&fill_missing_dates=true'

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, token = gestor) =>
  app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) })
async function ok<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object): Promise<T> {
  const res = await call(method, url, payload)
  expect(res.statusCode, res.body).toBeLessThan(300)
  return res.json().value
}
const dre = (type = 'pj') => ok<DreTable>('GET', `${partnerPaths.dreBy(type as 'pj')}?${range}`)
const line = (t: DreTable, codigo: string) => {
  const found = t.linhas.find((l) => l.codigo === codigo)
  if (!found) throw new Error(codigo)
  return found
}
const chart = () => ok<CategoryConfig[]>('GET', partnerPaths.categoriesConfig)
const category = async (nome: string) => {
  const found = (await chart()).find((c) => c.nome === nome)
  if (!found) throw new Error(nome)
  return found
}
const audits = async (entidade: string) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from auditoria where entidade = ${entidade}`)).rows[0]
    .n

describe('editing the chart keeps the DRE reconciled', () => {
  it('moving a category to another line moves exactly its amount; the net result is unchanged', async () => {
    const before = await dre()
    const bonus = await category('Bônus e premiações')
    const amount = BigInt(line(before, 'custos_variaveis').categorias.find((c) => c.id === bonus.id)?.total ?? 'x')
    expect(amount).not.toBe(0n)
    const target = line(before, 'despesas_operacionais')
    await ok('PUT', partnerPaths.categoryConfig(bonus.id), { id_linha_resultado: target.id, version: bonus.version })
    const after = await dre()
    expect(BigInt(line(after, 'custos_variaveis').total)).toBe(BigInt(line(before, 'custos_variaveis').total) - amount)
    expect(BigInt(line(after, 'despesas_operacionais').total)).toBe(BigInt(target.total) + amount)
    expect(line(after, 'lucro_liquido').total).toBe(line(before, 'lucro_liquido').total)
    expect(line(after, 'ebitda').valores).toEqual(line(before, 'ebitda').valores)
    expect(BigInt(line(after, 'margem_contribuicao').total)).toBe(
      BigInt(line(before, 'margem_contribuicao').total) - amount,
    )
    expect(await audits('categoria')).toBe(1)
  })

  it('a stale version is a 409 and changes nothing', async () => {
    const iss = await category('ISS')
    const res = await call('PUT', partnerPaths.categoryConfig(iss.id), { rateavel: true, version: iss.version + 5 })
    expect(res.statusCode).toBe(409)
    expect(await category('ISS')).toEqual(iss)
  })

  it('bad input is a 400 with a pt-BR message and nothing is stored', async () => {
    const iss = await category('ISS')
    const before = await audits('categoria')
    const lines = await ok<{ id: number; codigo: string }[]>('GET', partnerPaths.resultLines)
    const subtotal = lines.find((l) => l.codigo === 'ebitda')?.id
    for (const [body, message] of [
      [{ grupo_dfc: 'caixa', version: iss.version }, 'Grupo da DFC inválido'],
      [{ id_linha_resultado: subtotal, version: iss.version }, 'linha de lançamento'],
      [{ rateavel: true }, 'versão'],
      [{ id_linha_resultado: 'abc', version: iss.version }, 'Linha de resultado inválida'],
    ] as const) {
      const res = await call('PUT', partnerPaths.categoryConfig(iss.id), body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect(await category('ISS')).toEqual(iss)
    expect(await audits('categoria')).toBe(before)
    expect((await call('PUT', partnerPaths.categoryConfig(999_999), { version: 1 })).statusCode).toBe(404)
  })

  it('an ignored category leaves the DRE by exactly its amount', async () => {
    const before = await dre()
    const mkt = await category('Marketing')
    const amount = BigInt(line(before, 'despesas_operacionais').categorias.find((c) => c.id === mkt.id)?.total ?? 'x')
    await ok('PUT', partnerPaths.categoryConfig(mkt.id), { ignorada: 'true', version: String(mkt.version) })
    const after = await dre()
    expect(BigInt(line(after, 'lucro_liquido').total)).toBe(BigInt(line(before, 'lucro_liquido').total) - amount)
    await ok('PUT', partnerPaths.categoryConfig(mkt.id), { ignorada: false, version: mkt.version + 1 })
    expect(line(await dre(), 'lucro_liquido').total).toBe(line(before, 'lucro_liquido').total)
  })

  it('renames and reorders lines with versions; the bottom line stays a subtotal', async () => {
    type Line = { id: number; codigo: string; nome: string; tipo: string; version: number }
    const lines = await ok<Line[]>('GET', partnerPaths.resultLines)
    const fin = lines.find((l) => l.codigo === 'resultado_financeiro') as Line
    const renamed = await ok<Line[]>('PUT', partnerPaths.resultLine(fin.id), {
      nome: 'Resultado financeiro líquido',
      version: fin.version,
    })
    expect(renamed.find((l) => l.id === fin.id)?.nome).toBe('Resultado financeiro líquido')
    const stale = await call('PUT', partnerPaths.resultLine(fin.id), { nome: 'Outro', version: fin.version })
    expect(stale.statusCode).toBe(409)
    expect((await call('PUT', partnerPaths.resultLine(fin.id), { nome: '  ', version: 2 })).json().message).toContain(
      'Informe o nome da linha',
    )
    const before = await dre()
    const order = renamed.map((l) => ({ id: l.id, version: l.version }))
    const [dep, fi] = [order.findIndex((l) => l.id === fin.id) - 1, order.findIndex((l) => l.id === fin.id)]
    ;[order[dep], order[fi]] = [order[fi], order[dep]]
    const wrong = [...order.slice(0, -2), order[order.length - 1], order[order.length - 2]]
    expect((await call('PUT', partnerPaths.resultLinesOrder, { linhas: wrong })).json().message).toContain('subtotal')
    expect((await call('PUT', partnerPaths.resultLinesOrder, { linhas: order.slice(1) })).statusCode).toBe(400)
    const moved = await ok<Line[]>('PUT', partnerPaths.resultLinesOrder, { linhas: JSON.stringify(order) })
    expect(moved.map((l) => l.id)).toEqual(order.map((l) => l.id))
    const after = await dre()
    expect(line(after, 'lucro_liquido').total).toBe(line(before, 'lucro_liquido').total)
    expect((await call('PUT', partnerPaths.resultLinesOrder, { linhas: order })).statusCode).toBe(409)
  })

  it('apportionment weights: shares follow the weights, the total is unchanged, bad input stores nothing', async () => {
    const metrics = await ok<{ dimensao: string; id_alvo: number; peso: number }[]>('GET', partnerPaths.apportionment)
    const profs = metrics.filter((m) => m.dimensao === 'profissional')
    const before = await dre('profissional')
    const pesos = profs.map((p, i) => ({ id_alvo: p.id_alvo, peso: i === 0 ? 1 : 0 }))
    const bad = await call('PUT', partnerPaths.apportionment, {
      dimensao: 'profissional',
      pesos: [...pesos, { id_alvo: 999_999, peso: 1 }],
    })
    expect(bad.statusCode).toBe(400)
    expect(
      (
        await call('PUT', partnerPaths.apportionment, {
          dimensao: 'profissional',
          pesos: [{ id_alvo: profs[0].id_alvo, peso: -1 }],
        })
      ).json().message,
    ).toContain('negativo')
    expect(await ok('GET', partnerPaths.apportionment)).toEqual(metrics)
    await ok('PUT', partnerPaths.apportionment, { dimensao: 'profissional', pesos })
    const after = await dre('profissional')
    const ops = (t: DreTable) => line(t, 'despesas_operacionais')
    expect(ops(after).total).toBe(ops(before).total)
    const col = after.colunas.findIndex((c) => c.id === profs[1].id_alvo)
    const colBefore = before.colunas.findIndex((c) => c.id === profs[1].id_alvo)
    expect(BigInt(ops(after).total_coluna[col])).toBeGreaterThan(BigInt(ops(before).total_coluna[colBefore]))
    expect(await audits('metrica_rateio')).toBe(1)
  })

  it('another office cannot edit this one', async () => {
    const iss = await category('ISS')
    const res = await call(
      'PUT',
      partnerPaths.categoryConfig(iss.id),
      { id_escritorio: 3, rateavel: true, version: iss.version },
      aurora,
    )
    expect(res.statusCode).toBe(403)
    // Without id_escritorio the gestor of office 1 edits office 1, where this id is not a category of theirs.
    const own = await call('PUT', partnerPaths.categoryConfig(iss.id), { rateavel: true, version: iss.version }, aurora)
    expect([404, 409]).toContain(own.statusCode)
    expect(await category('ISS')).toEqual(iss)
  })
})

describe('reports sender', () => {
  it('recipients: lower-cased, validated, unique per office, versioned, audited', async () => {
    const added = await ok<Recipient>('POST', partnerPaths.recipients, {
      email: ' Diretoria@Exemplo.COM.br ',
      nome: 'Diretoria',
    })
    expect(added.email).toBe('diretoria@exemplo.com.br')
    const bad = await call('POST', partnerPaths.officeRecipients(3), { email: 'não-é-email' })
    expect(bad.statusCode).toBe(400)
    expect((await call('POST', partnerPaths.recipients, { email: 'DIRETORIA@exemplo.com.br' })).statusCode).toBe(409)
    const edited = await ok<Recipient>('PUT', partnerPaths.recipient(3, added.id), {
      email: 'socios@exemplo.com.br',
      version: 1,
    })
    expect(edited.version).toBe(2)
    expect(
      (await call('PUT', partnerPaths.recipient(3, added.id), { email: 'x@exemplo.com.br', version: 1 })).statusCode,
    ).toBe(409)
    expect((await call('GET', partnerPaths.officeRecipients(3), undefined, aurora)).statusCode).toBe(403)
    expect((await call('DELETE', partnerPaths.recipient(3, added.id), undefined, aurora)).statusCode).toBe(403)
    expect(await ok<Recipient[]>('GET', partnerPaths.recipients)).toEqual([edited])
    expect(await ok<Recipient[]>('GET', partnerPaths.officeRecipients(1).replace('/1', '/3'))).toEqual([edited])
    expect(await audits('destinatario_email')).toBe(2)
  })

  it('without SMTP a DRE e-mail request is refused with the reason and nothing is stored', async () => {
    const count = async () =>
      (await db.execute<{ n: number }>(sql`select count(*)::int as n from envios_dre`)).rows[0].n
    const bad = await call('POST', partnerPaths.dreEmail, {
      begin_date: '2025-01',
      end_date: '2025-06',
      destinatarios: ['x@'],
    })
    expect(bad.statusCode).toBe(400)
    const res = await call('POST', partnerPaths.dreEmail, { begin_date: '06/2025', end_date: '2025-01' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(SMTP_MISSING)
    expect(await count()).toBe(0)
    expect(await audits('envio_dre')).toBe(0)
    expect(await ok('GET', partnerPaths.dreEmails(3))).toEqual({ smtp: false, envios: [] })
  })
})
