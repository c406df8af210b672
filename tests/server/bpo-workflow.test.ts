import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  APPROVAL_REQUIRED,
  APPROVED_TAG_NEEDS_APPROVAL,
  LOCKED_BY_APPROVAL,
  REASON_REQUIRED,
  TAG_INVALID,
} from '../../src/contracts/bpo-workflow'
import { demo, seededApp } from './harness'

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const staff = await login(demo.equipe)
const assessor = await login(demo.assessor)
const aurora = await login(demo.gestorAurora)
const payables = '/v2/api/office/3/bpo/titulos/pagar'

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = gestor, key?: string) =>
  app.inject({ method, url, payload, headers: { authorization: token, ...(key ? { 'idempotency-key': key } : {}) } })

const options = (await send('GET', '/v2/api/office/3/bpo/opcoes')).json().value as {
  categorias: { id: number; nome: string }[]
}
const account = ((await send('GET', '/v2/api/office/3/bpo/contas')).json().value as { id: number }[])[0].id
const provider = ((await send('GET', '/v2/api/office/3/bpo/fornecedores')).json().value as { id: number }[])[0].id

type Bill = {
  id: number
  version: number
  etiquetas: string[]
  aprovacao: string | null
  aprovacao_por: string | null
  aprovacao_em: string | null
  aprovacao_motivo: string | null
  pago: string
}

async function newPayable(descricao: string): Promise<Bill> {
  const res = await send('POST', payables, {
    descricao,
    id_fornecedor: provider,
    data_vencimento: '2026-12-10',
    data_competencia: '2026-12-01',
    valor: '250000',
    id_categoria: options.categorias[0].id,
  })
  expect(res.statusCode).toBe(201)
  return res.json().value
}

const pay = (bill: Bill, token = staff, key = randomUUID()) =>
  send(
    'POST',
    `${payables}/${bill.id}/pagamentos`,
    { data_pagamento: '2026-12-10', id_conta_corrente: account, valor: '250000', version: bill.version },
    token,
    key,
  )

const row = async (id: number) =>
  (
    await db.execute<{ version: number; etiquetas: string[]; aprovacao: string | null; pago: string }>(
      sql`select version, etiquetas, aprovacao, pago_centavos::text as pago from titulos where id_escritorio = 3 and id = ${id}`,
    )
  ).rows[0]
const audits = async (id: number) =>
  (
    await db.execute<{ acao: string }>(
      sql`select acao from auditoria where entidade = 'titulo' and id_entidade = ${String(id)} and id_escritorio = 3 order by id`,
    )
  ).rows.map((r) => r.acao)

describe('BPO workflow: ERP tags', () => {
  it('staff add and remove tags (versioned, idempotent, audited) and the list filters by tag', async () => {
    const bill = await newPayable('Tags: licença anual')
    const key = randomUUID()
    const body = { etiquetas: ['nota-fiscal-pendente', 'incluida-erp'], version: bill.version }
    const tagged = await send('PUT', `${payables}/${bill.id}/etiquetas`, body, staff, key)
    expect(tagged.statusCode).toBe(200)
    // Kept in the workflow's order whatever order they were sent in.
    expect(tagged.json().value.etiquetas).toEqual(['incluida-erp', 'nota-fiscal-pendente'])
    const replay = await send('PUT', `${payables}/${bill.id}/etiquetas`, body, staff, key)
    expect(replay.json().value.version).toBe(bill.version + 1)
    expect((await row(bill.id)).version).toBe(bill.version + 1)

    const filtered = await send('GET', `${payables}?etiqueta=nota-fiscal-pendente&limite=5000`)
    const ids = (filtered.json().value.itens as Bill[]).map((b) => b.id)
    expect(ids).toContain(bill.id)
    expect((filtered.json().value.itens as Bill[]).every((b) => b.etiquetas.includes('nota-fiscal-pendente'))).toBe(
      true,
    )

    // The app sends forms (the outbox too): the list travels as JSON text.
    const removed = await app.inject({
      method: 'PUT',
      url: `${payables}/${bill.id}/etiquetas`,
      payload: new URLSearchParams({ etiquetas: '["incluida-erp"]', version: String(bill.version + 1) }).toString(),
      headers: { authorization: staff, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(removed.json().value.etiquetas).toEqual(['incluida-erp'])
    const after = await send('GET', `${payables}?etiqueta=nota-fiscal-pendente&limite=5000`)
    expect((after.json().value.itens as Bill[]).map((b) => b.id)).not.toContain(bill.id)
    expect(await audits(bill.id)).toEqual(['criar', 'etiquetas', 'etiquetas'])
  })

  it('refuses bad input with a pt-BR 400 and a stale version with a 409, changing nothing', async () => {
    const bill = await newPayable('Tags: entrada inválida')
    const bad = await send('PUT', `${payables}/${bill.id}/etiquetas`, { etiquetas: ['pago-ontem'], version: 1 })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain(TAG_INVALID)
    const badFilter = await send('GET', `${payables}?etiqueta=qualquer`)
    expect(badFilter.statusCode).toBe(400)
    const stale = await send('PUT', `${payables}/${bill.id}/etiquetas`, { etiquetas: ['incluida-erp'], version: 9 })
    expect(stale.statusCode).toBe(409)
    expect(await row(bill.id)).toMatchObject({ version: 1, etiquetas: [] })
  })

  it("keeps 'pagamento-aprovado' for the gestor's approval", async () => {
    const bill = await newPayable('Tags: aprovado à mão')
    const res = await send('PUT', `${payables}/${bill.id}/etiquetas`, {
      etiquetas: ['pagamento-aprovado'],
      version: 1,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(APPROVED_TAG_NEEDS_APPROVAL)
    expect((await row(bill.id)).etiquetas).toEqual([])
  })
})

describe('BPO workflow: approvals', () => {
  it('a payable waits for approval: paying is refused (409) and changes nothing; approved, it is paid once', async () => {
    const bill = await newPayable('Aprovação: consultoria')
    expect(bill.aprovacao).toBe('pendente')
    const pending = await send('GET', `${payables}?aprovacao=pendente&limite=5000`)
    expect((pending.json().value.itens as Bill[]).map((b) => b.id)).toContain(bill.id)

    const refused = await pay(bill)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(APPROVAL_REQUIRED)
    expect(await row(bill.id)).toMatchObject({ pago: '0', version: 1 })
    const ledger = await db.execute<{ n: number }>(sql`select count(*)::int as n from titulos_pagamentos
      where id_escritorio = 3 and id_titulo = ${bill.id}`)
    expect(ledger.rows[0].n).toBe(0)

    const approved = await send('POST', `${payables}/${bill.id}/aprovacao`, { decisao: 'aprovar', version: 1 })
    expect(approved.statusCode).toBe(200)
    const value = approved.json().value as Bill
    expect(value).toMatchObject({ aprovacao: 'aprovado', aprovacao_por: expect.stringMatching(/\S/) })
    expect(value.etiquetas).toContain('pagamento-aprovado')
    expect(Number.isNaN(Date.parse(value.aprovacao_em ?? ''))).toBe(false)

    const key = randomUUID()
    const paid = await pay(value, staff, key)
    expect(paid.statusCode).toBe(201)
    expect((await pay(value, staff, key)).statusCode).toBe(201)
    expect((await pay(paid.json().value)).statusCode).toBe(409)
    expect((await row(bill.id)).pago).toBe('250000')
    expect(await audits(bill.id)).toEqual(['criar', 'aprovar', 'pagar'])
  })

  it('an approved payable keeps its amount, payee and due date until the approval is taken back', async () => {
    const bill = await newPayable('Aprovação: trava')
    const approved = (await send('POST', `${payables}/${bill.id}/aprovacao`, { decisao: 'aprovar', version: 1 })).json()
      .value as Bill & Record<string, unknown>
    const edit = await send('PUT', `${payables}/${bill.id}`, {
      descricao: 'Aprovação: trava',
      id_fornecedor: provider,
      data_vencimento: '2026-12-10',
      data_competencia: '2026-12-01',
      valor: '999999',
      id_categoria: options.categorias[0].id,
      version: approved.version,
    })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().message).toBe(LOCKED_BY_APPROVAL)
  })

  it('rejecting needs a reason (400 pt-BR); a rejected payable stays unpaid and shows why', async () => {
    const bill = await newPayable('Aprovação: rejeitar')
    const noReason = await send('POST', `${payables}/${bill.id}/aprovacao`, { decisao: 'rejeitar', version: 1 })
    expect(noReason.statusCode).toBe(400)
    expect(JSON.stringify(noReason.json())).toContain(REASON_REQUIRED)
    const garbage = await send('POST', `${payables}/${bill.id}/aprovacao`, { decisao: 'talvez', version: 1 })
    expect(garbage.statusCode).toBe(400)
    expect(await row(bill.id)).toMatchObject({ version: 1, aprovacao: null })

    const rejected = await send('POST', `${payables}/${bill.id}/aprovacao`, {
      decisao: 'rejeitar',
      motivo: 'Fornecedor sem nota fiscal',
      version: 1,
    })
    expect(rejected.json().value).toMatchObject({
      aprovacao: 'rejeitado',
      aprovacao_motivo: 'Fornecedor sem nota fiscal',
    })
    expect((await pay(rejected.json().value)).statusCode).toBe(409)
    expect((await row(bill.id)).pago).toBe('0')
  })

  it('an advisor and the gestor of another office cannot approve', async () => {
    const bill = await newPayable('Aprovação: acesso')
    for (const token of [assessor, aurora]) {
      const res = await send('POST', `${payables}/${bill.id}/aprovacao`, { decisao: 'aprovar', version: 1 }, token)
      expect(res.statusCode).toBe(403)
    }
    expect((await row(bill.id)).aprovacao).toBe(null)
    const other = await send('GET', '/v2/api/office/3/bpo/configuracao', undefined, aurora)
    expect(other.statusCode).toBe(403)
  })

  it('the office setting turns the approval off and on (versioned, audited)', async () => {
    const settings = await send('GET', '/v2/api/office/3/bpo/configuracao')
    expect(settings.json().value).toMatchObject({ pagamentos_exigem_aprovacao: true })
    const version = settings.json().value.version as number
    const off = await send('PUT', '/v2/api/office/3/bpo/configuracao', { pagamentos_exigem_aprovacao: false, version })
    expect(off.json().value).toMatchObject({ pagamentos_exigem_aprovacao: false, version: version + 1 })
    const bill = await newPayable('Sem aprovação')
    expect(bill.aprovacao).toBe(null)
    expect((await pay(bill)).statusCode).toBe(201)
    const stale = await send('PUT', '/v2/api/office/3/bpo/configuracao', { pagamentos_exigem_aprovacao: true, version })
    expect(stale.statusCode).toBe(409)
    const on = await send('PUT', '/v2/api/office/3/bpo/configuracao', {
      pagamentos_exigem_aprovacao: true,
      version: version + 1,
    })
    expect(on.statusCode).toBe(200)
  })

  it('seeds office 3 with tagged payables, some awaiting approval', async () => {
    const res = await send('GET', `${payables}?aprovacao=pendente&limite=5000`)
    expect(res.json().value.total).toBeGreaterThan(3)
    const board = await send('GET', `${payables}?etiqueta=pagamento-aprovado&limite=5000`)
    expect((board.json().value.itens as Bill[]).every((b) => b.aprovacao === 'aprovado')).toBe(true)
  })
})
