import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { APPROVER_NOT_FOUND } from '../../src/contracts/bpo-plans'
import {
  APPROVAL_REQUIRED,
  APPROVED_TAG_NEEDS_APPROVAL,
  NOT_THE_APPROVER,
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

/**
 * A payable of R$ 6.500,00 by default, registered by staff: above office 3's rule (the gestor approves above
 * R$ 5.000,00), and not the gestor's own (whoever registers a bill never approves it).
 */
async function newPayable(descricao: string, valor = '650000'): Promise<Bill> {
  const res = await send(
    'POST',
    payables,
    {
      descricao,
      id_fornecedor: provider,
      data_vencimento: '2026-12-10',
      data_competencia: '2026-12-01',
      valor,
      id_categoria: options.categorias[0].id,
    },
    staff,
  )
  expect(res.statusCode).toBe(201)
  return res.json().value
}

const pay = (bill: Bill, token = staff, key = randomUUID()) =>
  send(
    'POST',
    `${payables}/${bill.id}/pagamentos`,
    { data_pagamento: '2026-12-10', id_conta_corrente: account, valor: '650000', version: bill.version },
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

const move = (bill: { id: number }, para: string, version: number, token = staff, motivo?: string, key?: string) =>
  send('POST', `${payables}/${bill.id}/etapa`, { para, version, ...(motivo ? { motivo } : {}) }, token, key)

describe('BPO workflow: ERP steps', () => {
  it('staff move a bill on (versioned, idempotent, audited, in its history) and the list filters by step', async () => {
    const bill = await newPayable('Etapas: licença anual')
    const key = randomUUID()
    const moved = await move(bill, 'incluida-erp', bill.version, staff, undefined, key)
    expect(moved.statusCode).toBe(200)
    expect(moved.json().value.etiquetas).toEqual(['incluida-erp'])
    const replay = await move(bill, 'incluida-erp', bill.version, staff, undefined, key)
    expect(replay.json().value.version).toBe(bill.version + 1)
    expect((await row(bill.id)).version).toBe(bill.version + 1)
    const pending = await move(bill, 'nota-fiscal-pendente', bill.version + 1, staff, 'Falta a NF de novembro')
    expect(pending.json().value.etiquetas).toEqual(['nota-fiscal-pendente'])

    const filtered = await send('GET', `${payables}?etiqueta=nota-fiscal-pendente&limite=5000`)
    expect((filtered.json().value.itens as Bill[]).map((b) => b.id)).toContain(bill.id)

    const history = await send('GET', `${payables}/${bill.id}/etapas`)
    expect(history.json().value).toMatchObject([
      { de: null, para: 'incluida-erp', motivo: null, usuario: expect.stringMatching(/\S/) },
      { de: 'incluida-erp', para: 'nota-fiscal-pendente', motivo: 'Falta a NF de novembro' },
    ])
    expect(Number.isNaN(Date.parse(history.json().value[0].data))).toBe(false)
    expect(await audits(bill.id)).toEqual(['criar', 'etapa', 'etapa'])
  })

  it('refuses bad input with a pt-BR 400 and a stale version with a 409, changing nothing', async () => {
    const bill = await newPayable('Etapas: entrada inválida')
    const bad = await move(bill, 'pago-ontem', 1)
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain(TAG_INVALID)
    expect((await send('GET', `${payables}?etiqueta=qualquer`)).statusCode).toBe(400)
    const stale = await move(bill, 'incluida-erp', 9)
    expect(stale.statusCode).toBe(409)
    expect(await row(bill.id)).toMatchObject({ version: 1, etiquetas: [] })
    expect((await send('GET', `${payables}/999999/etapas`)).statusCode).toBe(404)
  })

  it("'pagamento-aprovado' of a payable awaiting approval is the approver's: staff get 409, the gestor approves", async () => {
    const bill = await newPayable('Etapas: aprovado à mão')
    await db.execute(
      sql`update titulos set etiquetas = '{pagamento-agendado}' where id_escritorio = 3 and id = ${bill.id}`,
    )
    const res = await move(bill, 'pagamento-aprovado', 1)
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(APPROVED_TAG_NEEDS_APPROVAL)
    expect(await row(bill.id)).toMatchObject({ etiquetas: ['pagamento-agendado'], aprovacao: null })
    const byGestor = await move(bill, 'pagamento-aprovado', 1, gestor)
    expect(byGestor.statusCode).toBe(200)
    expect(byGestor.json().value).toMatchObject({ aprovacao: 'aprovado', etiquetas: ['pagamento-aprovado'] })
    // Taking it back needs a reason, and withdraws the approval.
    expect((await move(bill, 'pagamento-agendado', byGestor.json().value.version, gestor)).statusCode).toBe(400)
    const back = await move(bill, 'pagamento-agendado', byGestor.json().value.version, gestor, 'Valor a conferir')
    expect(back.json().value).toMatchObject({ aprovacao: 'rejeitado', aprovacao_motivo: 'Valor a conferir' })
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
    // Approving does not move a bill that is not scheduled yet through the ERP steps.
    expect(value.etiquetas).toEqual([])
    expect(Number.isNaN(Date.parse(value.aprovacao_em ?? ''))).toBe(false)

    const key = randomUUID()
    const paid = await pay(value, staff, key)
    expect(paid.statusCode).toBe(201)
    expect((await pay(value, staff, key)).statusCode).toBe(201)
    expect((await pay(paid.json().value)).statusCode).toBe(409)
    expect((await row(bill.id)).pago).toBe('650000')
    expect(await audits(bill.id)).toEqual(['criar', 'aprovar', 'pagar'])
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

  it('staff, an advisor and the gestor of another office cannot approve', async () => {
    const bill = await newPayable('Aprovação: acesso')
    for (const token of [staff, assessor, aurora]) {
      const res = await send('POST', `${payables}/${bill.id}/aprovacao`, { decisao: 'aprovar', version: 1 }, token)
      expect(res.statusCode).toBe(403)
      if (token === staff) expect(res.json().message).toBe(NOT_THE_APPROVER)
    }
    expect((await row(bill.id)).aprovacao).toBe(null)
    const other = await send('GET', '/v2/api/office/3/bpo/regras-aprovacao', undefined, aurora)
    expect(other.statusCode).toBe(403)
  })

  it('the rules say from which amount and who approves (versioned, audited); the approver is notified', async () => {
    const rules = await send('GET', '/v2/api/office/3/bpo/regras-aprovacao')
    const value = rules.json().value as {
      regras: unknown[]
      aprovadores: { id: number; nome: string }[]
      version: number
    }
    expect(value.regras).toEqual([{ acima_de: '500000', id_usuario: null, aprovador: 'Gestor' }])
    const me = value.aprovadores[0]
    expect(me.nome).toMatch(/\S/)
    // Below the threshold no approval is needed; above it, the payable waits and the gestor gets a notification.
    expect((await newPayable('Regra: abaixo', '500000')).aprovacao).toBe(null)
    const above = await newPayable('Regra: acima', '500001')
    expect(above.aprovacao).toBe('pendente')
    const notes = (await send('GET', '/v2/api/notifications')).json().value.items as { titulo: string; rota: string }[]
    expect(notes[0]).toMatchObject({
      titulo: 'Conta aguardando sua aprovação',
      rota: '/bpo/contas_a_pagar?aprovacao=pendente&inicio=2026-12&fim=2026-12',
    })

    // A rule may name the approver: another user of the office (not a gestor) is refused.
    const assessorId = (
      await db.execute<{ id: number }>(sql`select id_interno as id from usuarios where email = 'assessor@demo.local'`)
    ).rows[0].id
    const wrong = await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', {
      regras: [{ acima_de: '0', id_usuario: assessorId }],
      version: value.version,
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toBe(APPROVER_NOT_FOUND)
    const named = await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', {
      regras: [
        { acima_de: '500000', id_usuario: null },
        { acima_de: '1000000', id_usuario: me.id },
      ],
      version: value.version,
    })
    expect(named.statusCode).toBe(200)
    expect(named.json().value.version).toBe(value.version + 1)
    expect((await newPayable('Regra: nomeado', '1500000')).aprovacao).toBe('pendente')
    const stale = await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', { regras: [], version: value.version })
    expect(stale.statusCode).toBe(409)

    // No rule: nothing waits.
    const off = await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', { regras: [], version: value.version + 1 })
    expect(off.json().value.regras).toEqual([])
    const free = await newPayable('Sem aprovação')
    expect(free.aprovacao).toBe(null)
    expect((await pay(free)).statusCode).toBe(201)
    const back = await send('PUT', '/v2/api/office/3/bpo/regras-aprovacao', {
      regras: [{ acima_de: '500000', id_usuario: null }],
      version: value.version + 2,
    })
    expect(back.statusCode).toBe(200)
    const trail = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from auditoria where entidade = 'bpo_configuracao' and id_escritorio = 3`,
    )
    expect(trail.rows[0].n).toBe(3)
  })

  it('seeds office 3 with tagged payables, some awaiting approval', async () => {
    const res = await send('GET', `${payables}?aprovacao=pendente&limite=5000`)
    expect(res.json().value.total).toBeGreaterThan(3)
    const board = await send('GET', `${payables}?etiqueta=pagamento-aprovado&limite=5000`)
    expect((board.json().value.itens as Bill[]).every((b) => b.aprovacao === 'aprovado')).toBe(true)
    // One ERP step per bill.
    const all = (await send('GET', `${payables}?limite=5000`)).json().value.itens as Bill[]
    expect(all.every((b) => b.etiquetas.length <= 1)).toBe(true)
  })
})
