import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { demoBoleto } from '../../server/db/seed-bills'
import { billFlagKinds } from '../../src/contracts/bill-flags'
import {
  ALREADY_APPROVED_BY_YOU,
  APPROVAL_REOPENED,
  APPROVAL_REQUIRED,
  APPROVED_TAG_NEEDS_APPROVAL,
  NOT_THE_APPROVER,
  SECOND_APPROVAL_REQUIRED,
  SELF_APPROVAL,
  TWO_APPROVERS_NEED_TWO_MANAGERS,
} from '../../src/contracts/bpo-workflow'
import { demo, seededApp } from './harness'

// Issue 36, finding 3, written as the attacks: an approval covers what is paid (each instalment and its plan's
// current total) and where the money goes (payee, PIX key, boleto line, account, due date); whoever registers a
// bill or its provider's bank data never approves it; staff never approve; two approvers above a second threshold.

const { app, db, login } = await seededApp()
const gestor = await login(demo.gestor)
const staff = await login(demo.equipe)
const payables = '/v2/api/office/3/bpo/titulos/pagar'
const rulesUrl = '/v2/api/office/3/bpo/regras-aprovacao'

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload: object | undefined, token: string) =>
  app.inject({ method, url, payload, headers: { authorization: token, 'idempotency-key': randomUUID() } })

const categoria = (
  (await send('GET', '/v2/api/office/3/bpo/opcoes', undefined, gestor)).json().value as { categorias: { id: number }[] }
).categorias[0].id
const contas = (await send('GET', '/v2/api/office/3/bpo/contas', undefined, gestor)).json().value as { id: number }[]
type Provider = Record<string, unknown> & { id: number; version: number }
const [payee, otherPayee] = (await send('GET', '/v2/api/office/3/bpo/fornecedores', undefined, gestor)).json()
  .value as Provider[]

type Bill = Record<string, unknown> & {
  id: number
  version: number
  valor: string
  etiquetas: string[]
  aprovacao: string | null
  aprovacao_reaberta_motivo?: string | null
  aprovacoes?: { nome: string }[]
  aprovacoes_necessarias?: number | null
  alertas?: { tipo: string; mensagem: string }[]
}

const fields = (over: Record<string, unknown> = {}) => ({
  descricao: 'Serviço de manutenção',
  id_fornecedor: payee.id,
  data_vencimento: '2026-12-10',
  data_competencia: '2026-12-01',
  valor: '650000',
  id_categoria: categoria,
  id_conta_corrente: contas[0].id,
  pix: 'financeiro@fornecedor-original.com.br',
  ...over,
})
/** The editable fields of a bill as the dialog sends them back. */
const editable = (b: Bill) => {
  const keys = Object.keys(fields()).concat(['codigo_boleto', 'data_agendamento', 'observacoes', 'rateio'])
  return Object.fromEntries(keys.map((k) => [k, b[k]]))
}

async function newPayable(over: Record<string, unknown> = {}, token = staff): Promise<Bill> {
  const res = await send('POST', payables, fields(over), token)
  expect(res.statusCode, res.body).toBe(201)
  return res.json().value
}
const bill = async (id: number) =>
  ((await send('GET', `${payables}?limite=5000`, undefined, gestor)).json().value.itens as Bill[]).find(
    (b) => b.id === id,
  ) as Bill
const approve = (b: Bill, token = gestor) =>
  send('POST', `${payables}/${b.id}/aprovacao`, { decisao: 'aprovar', version: b.version }, token)
const edit = (b: Bill, over: Record<string, unknown>, token = staff) =>
  send('PUT', `${payables}/${b.id}`, { ...editable(b), ...over, version: b.version }, token)
const pay = (b: Bill, token = staff) =>
  send(
    'POST',
    `${payables}/${b.id}/pagamentos`,
    { data_pagamento: '2026-12-10', id_conta_corrente: contas[0].id, valor: b.valor, version: b.version },
    token,
  )
const paymentsOf = async (id: number) =>
  (
    await db.execute<{ n: number }>(
      sql`select count(*)::int as n from titulos_pagamentos where id_escritorio = 3 and id_titulo = ${id}`,
    )
  ).rows[0].n
const stored = async (id: number) =>
  (
    await db.execute<{ version: number; aprovacao: string | null; pago: string }>(
      sql`select version, aprovacao, pago_centavos::text as pago from titulos where id_escritorio = 3 and id = ${id}`,
    )
  ).rows[0]
const notices = async (token: string) =>
  (await send('GET', '/v2/api/notifications', undefined, token)).json().value.items as {
    titulo: string
    corpo: string
    rota: string
  }[]
const auditsOf = async (entidade: string, id: number) =>
  (
    await db.execute<{ acao: string; antes: unknown; depois: unknown }>(sql`select acao, antes, depois from auditoria
      where entidade = ${entidade} and id_entidade = ${String(id)} and id_escritorio = 3 order by id`)
  ).rows

describe('the demo', () => {
  it("tells it: staff changed a provider's PIX key, its open bills are flagged and wait for approval again", async () => {
    const all = (await send('GET', `${payables}?limite=5000`, undefined, gestor)).json().value.itens as Bill[]
    const flagged = all.filter((b) => (b.alertas?.length ?? 0) > 0)
    expect(flagged.length).toBeGreaterThan(0)
    expect(flagged.every((b) => b.fornecedor === 'Condomínio Edifício Faria Lima Office')).toBe(true)
    expect(flagged[0].alertas?.[0].mensagem).toContain('por Equipe Plataforma')
    const reopened = flagged.filter((b) => b.aprovacao_reaberta_motivo)
    expect(reopened.length).toBeGreaterThan(0)
    expect(reopened.every((b) => b.aprovacao === 'pendente' && !b.etiquetas.includes('pagamento-aprovado'))).toBe(true)
    // The gestor did not change it: she approves one, which resolves its flag.
    const approved = (await approve(reopened[0])).json().value as Bill
    expect(approved).toMatchObject({ aprovacao: 'aprovado', alertas: [] })
  })
})

describe('approval weighs what will be paid', () => {
  it('a R$ 100 bill split, one instalment raised to R$ 900.000: it waits for approval and cannot be paid', async () => {
    const small = await newPayable({ descricao: 'Parcelamento: material de escritório', valor: '10000' })
    expect(small.aprovacao).toBe(null)
    const split = await send(
      'POST',
      `${payables}/${small.id}/parcelar`,
      {
        parcelas: [
          { data_vencimento: '2026-12-10', valor: '5000' },
          { data_vencimento: '2027-01-10', valor: '5000' },
        ],
        version: small.version,
      },
      staff,
    )
    expect(split.statusCode, split.body).toBe(201)
    const [first, second] = split.json().value as Bill[]
    expect(second.aprovacao).toBe(null)

    // The attack: raise one instalment after the split.
    const raised = await edit(second, { valor: '90000000' })
    expect(raised.statusCode, raised.body).toBe(200)
    const big = raised.json().value as Bill
    expect(big.aprovacao).toBe('pendente')
    // The plan's current total (R$ 900.050,00) is what its other instalment weighs too.
    expect((await bill(first.id)).aprovacao).toBe('pendente')

    const refused = await pay(big)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(APPROVAL_REQUIRED)
    expect(await stored(big.id)).toMatchObject({ pago: '0', version: big.version })
    expect(await paymentsOf(big.id)).toBe(0)
    expect((await notices(gestor)).some((n) => n.corpo.startsWith('Parcelamento: material de escritório'))).toBe(true)

    // Staff never approve it; the gestor does, and then it is paid.
    const byStaff = await approve(big, staff)
    expect(byStaff.statusCode).toBe(403)
    expect(byStaff.json().message).toBe(NOT_THE_APPROVER)
    const approved = await approve(big)
    expect(approved.json().value.aprovacao).toBe('aprovado')
    expect((await pay(approved.json().value)).statusCode).toBe(201)
  })
})

describe('approval covers where the money goes', () => {
  const changes: [string, Record<string, unknown>, string][] = [
    ['a new PIX key', { pix: 'golpe@atacante.com.br' }, 'chave PIX'],
    ['a new boleto line', { codigo_boleto: demoBoleto('341', '2026-12-10', 650000n, 91) }, 'linha digitável'],
    ['another paying account', { id_conta_corrente: contas[1]?.id ?? null }, 'conta de pagamento'],
    ['a higher amount', { valor: '846900' }, 'valor'],
    ['another due date', { data_vencimento: '2026-12-20' }, 'vencimento'],
    ['another payee', { id_fornecedor: otherPayee.id }, 'fornecedor'],
  ]
  it.each(changes)(
    '%s after approval: back to pending, payment refused (pt-BR), the approver notified',
    async (_, change, label) => {
      const b = await newPayable({ descricao: `Aprovada e alterada: ${label}` })
      await db.execute(
        sql`update titulos set etiquetas = '{pagamento-agendado}' where id_escritorio = 3 and id = ${b.id}`,
      )
      const approved = (await approve(b)).json().value as Bill
      expect(approved).toMatchObject({ aprovacao: 'aprovado', etiquetas: ['pagamento-aprovado'] })

      const changed = await edit(approved, change)
      expect(changed.statusCode, changed.body).toBe(200)
      const after = changed.json().value as Bill
      expect(after.aprovacao).toBe('pendente')
      expect(after.aprovacao_reaberta_motivo).toContain(label)
      expect(after.aprovacao_reaberta_motivo).toContain('Equipe Plataforma')
      expect(after.etiquetas).toEqual(['pagamento-agendado'])

      const refused = await pay(after)
      expect(refused.statusCode).toBe(409)
      expect(refused.json().message).toBe(APPROVAL_REOPENED(after.aprovacao_reaberta_motivo ?? ''))
      expect(await stored(b.id)).toMatchObject({ pago: '0', version: after.version, aprovacao: null })
      expect(await paymentsOf(b.id)).toBe(0)
      // Staff cannot put it back at 'pagamento-aprovado' themselves.
      const move = await send(
        'POST',
        `${payables}/${b.id}/etapa`,
        { para: 'pagamento-aprovado', version: after.version },
        staff,
      )
      expect(move.statusCode).toBe(409)
      expect(move.json().message).toBe(APPROVED_TAG_NEEDS_APPROVAL)

      const note = (await notices(gestor)).find((n) => n.corpo.startsWith(`Aprovada e alterada: ${label}`))
      expect(note).toMatchObject({ titulo: 'Conta alterada depois da aprovação' })
      expect(note?.corpo).toContain(label)
      expect((await auditsOf('titulo', b.id)).map((a) => a.acao)).toContain('reabrir-aprovacao')

      // Approved again, it is paid.
      const again = (await approve(after)).json().value as Bill
      expect(again).toMatchObject({ aprovacao: 'aprovado', aprovacao_reaberta_motivo: null })
      expect((await pay(again)).statusCode).toBe(201)
    },
  )

  it('a change of what the approval does not cover (the description) keeps it approved', async () => {
    const b = await newPayable({ descricao: 'Aprovada: só a descrição' })
    const approved = (await approve(b)).json().value as Bill
    const changed = (await edit(approved, { descricao: 'Aprovada: descrição corrigida' })).json().value as Bill
    expect(changed.aprovacao).toBe('aprovado')
  })
})

describe('who approves', () => {
  it('nobody approves their own bill: the gestor who registered it or changed its payment data is refused', async () => {
    const own = await newPayable({ descricao: 'Própria: registrada pela gestora' }, gestor)
    const self = await approve(own)
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe(SELF_APPROVAL)
    expect(await stored(own.id)).toMatchObject({ aprovacao: null, version: own.version })
    await db.execute(
      sql`update titulos set etiquetas = '{pagamento-agendado}' where id_escritorio = 3 and id = ${own.id}`,
    )
    const byMove = await send(
      'POST',
      `${payables}/${own.id}/etapa`,
      { para: 'pagamento-aprovado', version: own.version },
      gestor,
    )
    expect(byMove.statusCode).toBe(403)

    const theirs = await newPayable({ descricao: 'Própria: PIX trocado pela gestora' })
    const retargeted = (await edit(theirs, { pix: 'gestora@pessoal.com.br' }, gestor)).json().value as Bill
    expect((await approve(retargeted)).json().message).toBe(SELF_APPROVAL)
    // Its description is not payment data: editing it does not make the gestor its author.
    const described = await newPayable({ descricao: 'Própria: descrição pela gestora' })
    const redescribed = (await edit(described, { descricao: 'Descrição revista' }, gestor)).json().value as Bill
    expect((await approve(redescribed)).statusCode).toBe(200)
  })

  it('two approvers above the second threshold: one is not enough, the same one twice is not two', async () => {
    const rules = (await send('GET', rulesUrl, undefined, gestor)).json().value as { version: number }
    const alone = await send(
      'PUT',
      rulesUrl,
      { regras: [{ acima_de: '500000', id_usuario: null }], dupla_acima_de: '1000000', version: rules.version },
      gestor,
    )
    expect(alone.statusCode).toBe(400)
    expect(alone.json().message).toBe(TWO_APPROVERS_NEED_TWO_MANAGERS)

    await db.execute(sql`insert into usuarios (email, nome, tipo_usuario, id_escritorio, senha_hash)
      select 'gestor.dois@demo.local', 'Gustavo Segundo', 'GESTOR', 3, senha_hash from usuarios where email = ${demo.gestor}`)
    const second = await login('gestor.dois@demo.local')
    const set = await send(
      'PUT',
      rulesUrl,
      { regras: [{ acima_de: '500000', id_usuario: null }], dupla_acima_de: '1000000', version: rules.version },
      gestor,
    )
    expect(set.statusCode, set.body).toBe(200)
    expect(set.json().value.dupla_acima_de).toBe('1000000')

    const large = await newPayable({ descricao: 'Dupla: obra da sede', valor: '1500000' })
    expect(large).toMatchObject({ aprovacao: 'pendente', aprovacoes_necessarias: 2 })
    const one = (await approve(large)).json().value as Bill
    expect(one.aprovacao).toBe('pendente')
    expect(one.aprovacoes?.map((a) => a.nome)).toEqual(['Gabriela Gestora'])
    const early = await pay(one)
    expect(early.statusCode).toBe(409)
    expect(early.json().message).toBe(SECOND_APPROVAL_REQUIRED)
    expect(await paymentsOf(one.id)).toBe(0)
    const twice = await approve(one)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(ALREADY_APPROVED_BY_YOU)
    const both = (await approve(one, second)).json().value as Bill
    expect(both.aprovacao).toBe('aprovado')
    expect((await pay(both)).statusCode).toBe(201)

    // Neither approver is its author: a bill the second gestor registered has only one approver left.
    const byAuthor = await newPayable({ descricao: 'Dupla: registrada pelo segundo gestor', valor: '1500000' }, second)
    const first = (await approve(byAuthor)).json().value as Bill
    expect((await approve(first, second)).json().message).toBe(SELF_APPROVAL)
    // Below the second threshold one approval is enough.
    const medium = await newPayable({ descricao: 'Dupla: abaixo do segundo limite' })
    expect(medium.aprovacoes_necessarias).toBe(1)
    expect((await approve(medium)).json().value.aprovacao).toBe('aprovado')

    const current = (await send('GET', rulesUrl, undefined, gestor)).json().value as { version: number }
    const off = await send(
      'PUT',
      rulesUrl,
      { regras: [{ acima_de: '500000', id_usuario: null }], dupla_acima_de: null, version: current.version },
      gestor,
    )
    expect(off.json().value.dupla_acima_de).toBe(null)
    // The rest of this file has one approver again.
    await db.execute(sql`update usuarios set ativo = false where email = 'gestor.dois@demo.local'`)
  })
})

async function newProvider(nome: string, cpf_cnpj: string) {
  const created = await send(
    'POST',
    '/v2/api/office/3/bpo/fornecedores',
    { nome, cpf_cnpj, tipo_pix: 'email', chave_pix: 'pix@bandeira.com.br' },
    staff,
  )
  expect(created.statusCode, created.body).toBe(201)
  return created.json().value as Provider
}

describe("a provider's bank data change", () => {
  it('is audited and flagged on its open bills; their approvals are undone; its author never approves them', async () => {
    const provider = await newProvider('Gráfica Bandeira Ltda', '11.222.333/0001-81')
    const own = { id_fornecedor: provider.id, pix: null }
    const approved = (await approve(await newPayable({ ...own, descricao: 'Gráfica: aprovada' }))).json().value as Bill
    const pending = await newPayable({ ...own, descricao: 'Gráfica: pendente' })
    const small = await newPayable({ ...own, descricao: 'Gráfica: pequena', valor: '30000' })
    const paid = await newPayable({ ...own, descricao: 'Gráfica: paga', valor: '30000' })
    await pay(paid)

    // Renaming it is no bank data change.
    const renamed = await send(
      'PUT',
      `/v2/api/office/3/bpo/fornecedores/${provider.id}`,
      { ...provider, nome: 'Gráfica Bandeira S.A.', version: provider.version },
      staff,
    )
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect((await bill(pending.id)).alertas).toEqual([])

    // The gestor changes its PIX key.
    const moved = renamed.json().value as Provider
    const changed = await send(
      'PUT',
      `/v2/api/office/3/bpo/fornecedores/${provider.id}`,
      { ...moved, chave_pix: 'novo@banco-desconhecido.com', version: moved.version },
      gestor,
    )
    expect(changed.statusCode, changed.body).toBe(200)
    const trail = (await auditsOf('fornecedor', provider.id)).filter((a) => a.acao === 'alterar-dados-bancarios')
    expect(trail).toHaveLength(1)
    expect(trail[0].antes).toMatchObject({ chave_pix: 'pix@bandeira.com.br' })
    expect(trail[0].depois).toMatchObject({
      chave_pix: 'novo@banco-desconhecido.com',
      contas_sinalizadas: [approved.id, pending.id, small.id],
      aprovacoes_desfeitas: [approved.id],
    })

    for (const id of [approved.id, pending.id, small.id]) {
      const flagged = await bill(id)
      expect(flagged.alertas).toHaveLength(1)
      expect(flagged.alertas?.[0]).toMatchObject({ tipo: billFlagKinds.providerBankData })
      expect(flagged.alertas?.[0].mensagem).toMatch(
        /^Dados bancários do fornecedor alterados em \d\d\/\d\d\/\d{4} por Gabriela Gestora/,
      )
    }
    expect((await bill(paid.id)).alertas).toEqual([])
    const reopened = await bill(approved.id)
    expect(reopened.aprovacao).toBe('pendente')
    expect(reopened.aprovacao_reaberta_motivo).toContain('dados bancários do fornecedor')
    expect((await pay(reopened)).statusCode).toBe(409)

    // Whoever changed the bank data does not approve the bills it flagged.
    const self = await approve(reopened)
    expect(self.statusCode).toBe(403)
    expect(self.json().message).toBe(SELF_APPROVAL)
    expect((await stored(approved.id)).aprovacao).toBe(null)
  })

  it('flags the bills of a provider changed by staff; the gestor approving one resolves its flag', async () => {
    const provider = await newProvider('Transportes Serra Azul Ltda', '11.444.777/0001-61')
    const b = await newPayable({ id_fornecedor: provider.id, descricao: 'Conta do fornecedor com conta nova' })
    const res = await send(
      'PUT',
      `/v2/api/office/3/bpo/fornecedores/${provider.id}`,
      { ...provider, banco: '001', agencia: '1234-5', conta: '998877-0', version: provider.version },
      staff,
    )
    expect(res.statusCode, res.body).toBe(200)
    const flagged = await bill(b.id)
    expect(flagged.alertas).toHaveLength(1)
    const approved = (await approve(flagged)).json().value as Bill
    expect(approved).toMatchObject({ aprovacao: 'aprovado', alertas: [] })
  })
})
