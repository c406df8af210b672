import { type SQL, sql } from 'drizzle-orm'
import type { BillKind } from '../../../src/contracts/bill-status'
import type { BillFields, BillListQuery, BillRow, RateioPart, StatusTotal } from '../../../src/contracts/bpo-bills'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import { nextMonthStart } from '../financial/periods'
import { openFlagsSql } from './bill-flags'

// SQL of the BPO bills: every statement is scoped by office and kind; the status (§4) is computed by the
// database on `today` (the same rules as billStatus in src/contracts/bill-status.ts), so filters and totals per
// status are one indexed query whatever the number of bills.

type DbOrTx = Db | Tx

/** §4 status of the bill `t` on `today`. */
export const statusSql = (today: string): SQL => sql`(case
    when t.cancelado then 'cancelado'
    when t.pago_centavos >= t.valor_centavos then (case when t.tipo = 'receber' then 'recebido' else 'pago' end)
    when t.tipo = 'pagar' and t.data_agendamento >= ${today}::date then 'agendado'
    when t.data_vencimento < ${today}::date then 'atrasado'
    when t.data_vencimento = ${today}::date and t.tipo = 'pagar' then 'vence_hoje'
    else 'a_vencer' end)`

/**
 * What an approval weighs: the payable's amount, or its instalment plan's current total when that is more, so that
 * neither splitting a purchase nor raising one instalment afterwards dodges approval (docs/bpo-workflow.md).
 */
const approvalAmountSql = sql`(case when t.id_parcelamento is null then t.valor_centavos
    else greatest(t.valor_centavos, coalesce((select sum(p.valor_centavos) from titulos p
      where p.id_escritorio = t.id_escritorio and p.id_parcelamento = t.id_parcelamento and not p.cancelado), 0)) end)`

/** The approval rule that applies to a payable: the one with the highest threshold its weight is above. */
export const ruleSql = (column: 'id' | 'id_usuario') => sql`(select ${sql.raw(`r.${column}`)}
    from bpo_regras_aprovacao r where r.id_escritorio = t.id_escritorio and ${approvalAmountSql} > r.acima_de_centavos
    order by r.acima_de_centavos desc limit 1)`

/** Whether the payable needs two distinct approvers: its weight is above the office's second threshold. */
export const twoApproversSql = sql`coalesce(${approvalAmountSql} > (select c.dupla_aprovacao_acima_de_centavos
    from bpo_configuracao c where c.id_escritorio = t.id_escritorio), false)`

/**
 * A payable's approval: the decision taken, else 'pendente' while it is open and an approval rule (or the second
 * threshold) applies to it, else null. Receivables need none.
 */
export const approvalSql = sql`(case when t.tipo <> 'pagar' then null
    when t.aprovacao is not null then t.aprovacao
    when not t.cancelado and t.pago_centavos < t.valor_centavos
      and (${ruleSql('id')} is not null or ${twoApproversSql}) then 'pendente' end)`

/** Who must approve a pending payable: the rule's named user, else any gestor ('Gestor'). */
const approverSql = sql`(case when ${approvalSql} = 'pendente' then coalesce((select u.nome from usuarios u
    where u.id_interno = ${ruleSql('id_usuario')}), 'Gestor') end)`

const billColumns = (today: string) => sql`t.id, t.version, t.tipo, t.descricao, t.id_fornecedor, f.nome as fornecedor,
  t.pagador, to_char(t.data_vencimento, 'YYYY-MM-DD') as data_vencimento,
  to_char(t.data_competencia, 'YYYY-MM-DD') as data_competencia,
  to_char(t.data_agendamento, 'YYYY-MM-DD') as data_agendamento,
  t.valor_centavos::text as valor, t.pago_centavos::text as pago, t.id_categoria, c.nome as categoria,
  t.id_conta_corrente, t.id_departamento, t.id_filial, t.codigo_boleto, t.pix, t.observacoes, t.cancelado,
  ${statusSql(today)} as status, t.etiquetas, ${approvalSql} as aprovacao,
  (select u.nome from usuarios u where u.id_interno = t.aprovacao_por) as aprovacao_por,
  to_char(t.aprovacao_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as aprovacao_em, t.aprovacao_motivo,
  ${approverSql} as aprovador, to_char(t.aprovacao_reaberta_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    as aprovacao_reaberta_em, t.aprovacao_reaberta_motivo,
  case when ${approvalSql} is null then null when ${twoApproversSql} then 2 else 1 end as aprovacoes_necessarias,
  coalesce((select json_agg(json_build_object('nome', u.nome,
      'data', to_char(a.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) order by a.data_criacao)
    from titulos_aprovacoes a join usuarios u on u.id_interno = a.id_usuario
    where a.id_escritorio = t.id_escritorio and a.id_titulo = t.id), '[]'::json) as aprovacoes,
  (select u.nome from usuarios u where u.id_interno = t.dados_pagamento_por) as dados_pagamento_por,
  ${openFlagsSql} as alertas, t.id_recorrencia, t.ocorrencia, t.parcela, t.parcelas,
  coalesce((select json_agg(json_build_object('id_categoria', r.id_categoria, 'id_departamento', r.id_departamento,
      'id_filial', r.id_filial, 'valor', r.valor_centavos::text) order by r.ordem)
    from titulos_rateio r where r.id_escritorio = t.id_escritorio and r.id_titulo = t.id), '[]'::json) as rateio,
  coalesce((select json_agg(json_build_object('id', p.id, 'data_pagamento', to_char(p.data_pagamento, 'YYYY-MM-DD'),
      'id_conta_corrente', p.id_conta_corrente, 'valor', p.valor_centavos::text, 'juros', p.juros_centavos::text,
      'multa', p.multa_centavos::text, 'desconto', p.desconto_centavos::text) order by p.data_pagamento, p.id)
    from titulos_pagamentos p where p.id_escritorio = t.id_escritorio and p.id_titulo = t.id), '[]'::json) as pagamentos,
  (select count(*)::int from titulos_anexos a where a.id_escritorio = t.id_escritorio and a.id_titulo = t.id) as anexos,
  (select r.id::text from requisicoes r where r.id_escritorio = t.id_escritorio and r.id_titulo = t.id
    and r.tipo = 'pagamento' limit 1) as id_requisicao`

const billFrom = sql`titulos t
  left join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
  left join categorias c on c.id_escritorio = t.id_escritorio and c.id = t.id_categoria`

/** The filters of the list (tag and approval included) except the status (the totals per status ignore it: each chip shows its own). */
function filters(office: number, kind: BillKind, q: BillListQuery): SQL {
  const parts: SQL[] = [sql`t.id_escritorio = ${office}`, sql`t.tipo = ${kind}`]
  if (q.inicio) parts.push(sql`t.data_vencimento >= ${`${q.inicio}-01`}::date`)
  if (q.fim) parts.push(sql`t.data_vencimento < ${nextMonthStart(q.fim)}::date`)
  if (q.fornecedor) parts.push(sql`t.id_fornecedor = ${q.fornecedor}`)
  if (q.pagador) parts.push(sql`t.pagador ilike ${`%${q.pagador.replace(/[\\%_]/g, '\\$&')}%`}`)
  if (q.categoria)
    parts.push(sql`(t.id_categoria = ${q.categoria} or exists (select 1 from titulos_rateio r
      where r.id_escritorio = t.id_escritorio and r.id_titulo = t.id and r.id_categoria = ${q.categoria}))`)
  if (q.conta) parts.push(sql`t.id_conta_corrente = ${q.conta}`)
  if (q.etiqueta) parts.push(sql`t.etiquetas @> array[${q.etiqueta}]::text[]`)
  if (q.aprovacao) parts.push(sql`${approvalSql} = ${q.aprovacao}`)
  return sql.join(parts, sql` and `)
}

const statusFilter = (q: BillListQuery, today: string): SQL => {
  if (!q.status) return sql`true`
  if (q.status === 'aberto') return sql`(not t.cancelado and t.pago_centavos < t.valor_centavos)`
  return sql`${statusSql(today)} = ${q.status}`
}

/** One page of bills (by due date), how many match, and count and sum per status. */
export async function listBills(db: DbOrTx, office: number, kind: BillKind, q: BillListQuery, today: string) {
  const where = filters(office, kind, q)
  const [rows, count, totals] = await Promise.all([
    db.execute<BillRow>(sql`select ${billColumns(today)} from ${billFrom}
      where ${where} and ${statusFilter(q, today)}
      order by t.data_vencimento, t.id limit ${q.limite} offset ${q.offset}`),
    db.execute<{ n: number }>(
      sql`select count(*)::int as n from titulos t where ${where} and ${statusFilter(q, today)}`,
    ),
    db.execute<StatusTotal>(sql`select s.status, count(*)::int as quantidade, sum(s.valor)::text as valor
      from (select ${statusSql(today)} as status, t.valor_centavos as valor from titulos t where ${where}) s
      group by s.status`),
  ])
  return { itens: rows.rows, total: count.rows[0].n, resumo: totals.rows }
}

export async function findBill(db: DbOrTx, office: number, kind: BillKind, id: number, today: string, lock = false) {
  if (lock)
    await db.execute(
      sql`select 1 from titulos where id_escritorio = ${office} and tipo = ${kind} and id = ${id} for update`,
    )
  const res = await db.execute<BillRow>(sql`select ${billColumns(today)} from ${billFrom}
    where t.id_escritorio = ${office} and t.tipo = ${kind} and t.id = ${id}`)
  return res.rows[0] ?? null
}

const columnValues = (f: BillFields) => ({
  descricao: f.descricao,
  id_fornecedor: f.id_fornecedor,
  pagador: f.pagador,
  data_vencimento: f.data_vencimento,
  data_competencia: f.data_competencia,
  data_agendamento: f.data_agendamento,
  valor_centavos: f.valor,
  id_categoria: f.id_categoria,
  id_conta_corrente: f.id_conta_corrente,
  id_departamento: f.id_departamento,
  id_filial: f.id_filial,
  codigo_boleto: f.codigo_boleto,
  pix: f.pix,
  observacoes: f.observacoes,
})

/** Inserts a bill whose payment data `author` set (null: the system, e.g. the inbox's receiving address). */
export async function insertBill(
  tx: Tx,
  office: number,
  kind: BillKind,
  f: BillFields,
  author: number | null,
): Promise<number> {
  const v = { ...columnValues(f), dados_pagamento_por: author }
  const names = Object.keys(v).map((k) => sql.identifier(k))
  const res = await tx.execute<{
    id: number
  }>(sql`insert into titulos (id_escritorio, tipo, ${sql.join(names, sql`, `)})
    values (${office}, ${kind}, ${sql.join(
      Object.values(v).map((x) => sql`${x}`),
      sql`, `,
    )}) returning id`)
  await replaceRateio(tx, office, res.rows[0].id, f.rateio)
  return res.rows[0].id
}

/**
 * Updates the bill at the version the user edited (`author`, when given: who now set its payment data); false when
 * the stored version moved on.
 */
export async function updateBill(
  tx: Tx,
  office: number,
  id: number,
  version: number,
  f: BillFields,
  author?: number | null,
) {
  const values = author === undefined ? columnValues(f) : { ...columnValues(f), dados_pagamento_por: author }
  const set = sql.join(
    Object.entries(values).map(([k, x]) => sql`${sql.identifier(k)} = ${x}`),
    sql`, `,
  )
  const res = await tx.execute(sql`update titulos set ${set}, version = version + 1
    where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`)
  if (res.rows.length === 0) return false
  await replaceRateio(tx, office, id, f.rateio)
  return true
}

async function replaceRateio(tx: Tx, office: number, id: number, parts: RateioPart[]) {
  await tx.execute(sql`delete from titulos_rateio where id_escritorio = ${office} and id_titulo = ${id}`)
  if (parts.length === 0) return
  const rows = parts.map(
    (p, i) =>
      sql`(${office}, ${id}, ${i + 1}, ${p.id_categoria}, ${p.id_departamento}, ${p.id_filial}, ${p.valor}::bigint)`,
  )
  await tx.execute(sql`insert into titulos_rateio (id_escritorio, id_titulo, ordem, id_categoria, id_departamento,
    id_filial, valor_centavos) values ${sql.join(rows, sql`, `)}`)
}

export async function deleteBill(tx: Tx, office: number, id: number, version: number) {
  const res = await tx.execute(
    sql`delete from titulos where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`,
  )
  return res.rows.length > 0
}

export async function cancelBill(tx: Tx, office: number, id: number, version: number) {
  const res = await tx.execute(sql`update titulos set cancelado = true, version = version + 1
    where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`)
  return res.rows.length > 0
}

/** Adds `delta` centavos (negative when a payment is undone) to what was paid, and moves the version on. */
export async function addPaid(tx: Tx, office: number, id: number, delta: bigint) {
  await tx.execute(sql`update titulos set pago_centavos = pago_centavos + ${delta.toString()}::bigint,
    version = version + 1 where id_escritorio = ${office} and id = ${id}`)
}

export async function insertPayment(
  tx: Tx,
  office: number,
  id: number,
  p: {
    data_pagamento: string
    id_conta_corrente: number
    valor: string
    juros: string
    multa: string
    desconto: string
  },
) {
  const res = await tx.execute<{ id: number }>(sql`insert into titulos_pagamentos (id_escritorio, id_titulo,
    data_pagamento, id_conta_corrente, valor_centavos, juros_centavos, multa_centavos, desconto_centavos)
    values (${office}, ${id}, ${p.data_pagamento}::date, ${p.id_conta_corrente}, ${p.valor}::bigint,
      ${p.juros}::bigint, ${p.multa}::bigint, ${p.desconto}::bigint) returning id`)
  return res.rows[0].id
}

export async function deletePayment(tx: Tx, office: number, billId: number, paymentId: number) {
  const res = await tx.execute<{ valor: string }>(sql`delete from titulos_pagamentos
    where id_escritorio = ${office} and id_titulo = ${billId} and id = ${paymentId} returning valor_centavos::text as valor`)
  return res.rows[0]?.valor ?? null
}

/** The provider's CPF/CNPJ without the mask, as the ledger keeps it. */
export async function providerDocument(tx: Tx, office: number, id: number | null) {
  if (id === null) return null
  const res = await tx.execute<{ doc: string }>(
    sql`select cpf_cnpj as doc from fornecedores where id_escritorio = ${office} and id = ${id}`,
  )
  return res.rows[0]?.doc.replace(/[^0-9A-Z]/gi, '') ?? null
}
