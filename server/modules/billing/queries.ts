import { and, asc, eq, sql } from 'drizzle-orm'
import type { BillingRule, BillingRuleFields, Charge, ChargeEvent } from '../../../src/contracts/billing'
import type { Db } from '../../db/connection'
import { clientes } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import { wealthByClient, wealthOf } from '../clients/wealth'

// SQL of hiring rules, charges and their history, always by office. Money leaves as text (bigint in JSON).

type Conn = Db | Tx

/** The rows of a raw query, typed. */
export const rows = async <T>(db: Conn, query: ReturnType<typeof sql>) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows as T[]

const firstDay = (mes: string | null) => (mes === null ? null : `${mes}-01`)

/** The office's clients with their assets: the same figure as /clientes 'Patrimônio' (clients/wealth.ts). */
export function clientOptions(db: Conn, office: number) {
  const wealth = wealthByClient(db)
  return db
    .select({ id: clientes.id, nome: clientes.nome_cliente, patrimonio_centavos: wealthOf(wealth) })
    .from(clientes)
    .leftJoin(wealth, and(eq(wealth.id_escritorio, clientes.id_escritorio), eq(wealth.id_cliente, clientes.id)))
    .where(eq(clientes.id_escritorio, office))
    .orderBy(asc(clientes.nome_cliente), asc(clientes.id))
}

const ruleSelect = (office: number) => sql`select r.id, r.id_cliente, c.nome_cliente as cliente, r.tipo,
    r.valor_centavos::text as valor_centavos, r.percentual, r.minimo_centavos::text as minimo_centavos,
    to_char(r.vigencia_inicio, 'YYYY-MM') as vigencia_inicio, to_char(r.vigencia_fim, 'YYYY-MM') as vigencia_fim,
    r.version
  from cobranca_regras r join clientes c on c.id_escritorio = r.id_escritorio and c.id = r.id_cliente
  where r.id_escritorio = ${office}`

export const listRules = (db: Conn, office: number) =>
  rows<BillingRule>(db, sql`${ruleSelect(office)} order by c.nome_cliente, r.vigencia_inicio, r.id`)

export async function findRule(db: Conn, office: number, id: number, lock = false) {
  const [row] = await rows<BillingRule>(
    db,
    sql`${ruleSelect(office)} and r.id = ${id} ${lock ? sql`for update of r` : sql``}`,
  )
  return row ?? null
}

export async function clientExists(db: Conn, office: number, id: number) {
  const found = await rows(db, sql`select 1 from clientes where id_escritorio = ${office} and id = ${id}`)
  return found.length > 0
}

/** Another rule of the same client whose validity shares a month with `f`'s, under the office's rule lock. */
export async function overlapping(tx: Tx, office: number, f: BillingRuleFields, exceptId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(7311, ${office})`)
  const found = await rows(
    tx,
    sql`select 1 from cobranca_regras where id_escritorio = ${office} and id_cliente = ${f.id_cliente}
      and id is distinct from ${exceptId}
      and vigencia_inicio <= coalesce(${firstDay(f.vigencia_fim)}::date, 'infinity')
      and ${firstDay(f.vigencia_inicio)}::date <= coalesce(vigencia_fim, 'infinity')`,
  )
  return found.length > 0
}

const ruleValues = (f: BillingRuleFields) =>
  sql`${f.id_cliente}, ${f.tipo}, ${f.valor_centavos}::bigint, ${f.percentual}::int, ${f.minimo_centavos}::bigint,
    ${firstDay(f.vigencia_inicio)}::date, ${firstDay(f.vigencia_fim)}::date`

export async function insertRule(tx: Tx, office: number, f: BillingRuleFields) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into cobranca_regras (id_escritorio, id_cliente, tipo, valor_centavos, percentual, minimo_centavos,
      vigencia_inicio, vigencia_fim) values (${office}, ${ruleValues(f)}) returning id`,
  )
  return row.id
}

export async function updateRule(tx: Tx, office: number, id: number, version: number, f: BillingRuleFields) {
  const done = await rows(
    tx,
    sql`update cobranca_regras set (id_cliente, tipo, valor_centavos, percentual, minimo_centavos, vigencia_inicio,
      vigencia_fim) = (${ruleValues(f)}), version = version + 1, data_atualizacao = now()
      where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`,
  )
  return done.length > 0
}

export async function deleteRule(tx: Tx, office: number, id: number, version: number) {
  const done = await rows(
    tx,
    sql`delete from cobranca_regras where id_escritorio = ${office} and id = ${id} and version = ${version}
      and not exists (select 1 from cobrancas where id_escritorio = ${office} and origem = 'regra' and id_origem = ${id})
      returning id`,
  )
  return done.length > 0
}

/** The rules valid in `mes`. */
export const rulesOfMonth = (db: Conn, office: number, mes: string) =>
  rows<{
    id: number
    id_cliente: number
    cliente: string
    tipo: 'fixo' | 'percentual'
    valor_centavos: string | null
    percentual: number | null
    minimo_centavos: string
  }>(
    db,
    sql`select r.id, r.id_cliente, c.nome_cliente as cliente, r.tipo, r.valor_centavos::text as valor_centavos,
        r.percentual, r.minimo_centavos::text as minimo_centavos
      from cobranca_regras r join clientes c on c.id_escritorio = r.id_escritorio and c.id = r.id_cliente
      where r.id_escritorio = ${office} and r.vigencia_inicio <= ${firstDay(mes)}::date
        and ${firstDay(mes)}::date <= coalesce(r.vigencia_fim, 'infinity')
      order by r.id`,
  )

export type NewCharge = {
  origem: 'regra' | 'assinatura' | 'parcela'
  id_origem: number
  numero: number
  id_cliente: number
  descricao: string
  mes: string
  vencimento: string
  valor: bigint
  base: bigint | null
}

/** Inserts a charge unless that origin already has it for the month; the new id, or null when it existed. */
export async function insertCharge(tx: Tx, office: number, c: NewCharge) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into cobrancas (id_escritorio, origem, id_origem, numero, id_cliente, descricao, competencia, vencimento,
        valor_centavos, base_centavos)
      values (${office}, ${c.origem}, ${c.id_origem}, ${c.numero}, ${c.id_cliente}, ${c.descricao},
        ${firstDay(c.mes)}::date, ${c.vencimento}::date, ${c.valor}::bigint, ${c.base}::bigint)
      on conflict (id_escritorio, origem, id_origem, numero, competencia) do nothing returning id`,
  )
  return row?.id ?? null
}

/**
 * A rule's charge that went to the billing (/bpo/faturamento) and was issued names the invoice's receivable while
 * still 'pendente': it is paid when that receivable is paid in full (docs/invoicing.md).
 */
const invoicedPaid = sql`(k.status = 'pendente' and t.id is not null and not t.cancelado
  and t.pago_centavos >= t.valor_centavos)`

const chargeSelect = (office: number, today: string) => sql`select k.id, k.origem, k.id_origem, k.numero, k.id_cliente,
    c.nome_cliente as cliente, k.descricao, to_char(k.competencia, 'YYYY-MM') as competencia,
    to_char(k.vencimento, 'YYYY-MM-DD') as vencimento, k.valor_centavos::text as valor_centavos,
    k.base_centavos::text as base_centavos, case when ${invoicedPaid} then 'paga' else k.status end as status,
    (k.status in ('pendente', 'recusada') and k.vencimento < ${today}::date and not ${invoicedPaid}) as atrasada,
    k.tentativas, k.ultimo_erro, k.id_titulo,
    to_char(k.pago_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as pago_em, k.version
  from cobrancas k join clientes c on c.id_escritorio = k.id_escritorio and c.id = k.id_cliente
    left join titulos t on t.id_escritorio = k.id_escritorio and t.id = k.id_titulo
  where k.id_escritorio = ${office}`

export type ChargeFilter = { mes?: string; id_cliente?: number; origens: readonly string[] }

export const listCharges = (db: Conn, office: number, today: string, f: ChargeFilter) =>
  rows<Charge>(
    db,
    sql`${chargeSelect(office, today)} and k.origem in (${sql.join(
      f.origens.map((o) => sql`${o}`),
      sql`, `,
    )})
      ${f.mes ? sql`and k.competencia = ${firstDay(f.mes)}::date` : sql``}
      ${f.id_cliente ? sql`and k.id_cliente = ${f.id_cliente}` : sql``}
      order by k.vencimento desc, c.nome_cliente, k.numero, k.id limit 5000`,
  )

export async function findCharge(db: Conn, office: number, today: string, id: number, lock = false) {
  const [row] = await rows<Charge>(
    db,
    sql`${chargeSelect(office, today)} and k.id = ${id} ${lock ? sql`for update of k` : sql``}`,
  )
  return row ?? null
}

export const chargesByIds = (db: Conn, office: number, today: string, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([] as Charge[])
    : rows<Charge>(
        db,
        sql`${chargeSelect(office, today)} and k.id in (${sql.join(
          ids.map((i) => sql`${i}`),
          sql`, `,
        )}) order by c.nome_cliente, k.id`,
      )

export async function markPaid(tx: Tx, office: number, id: number, titulo: number) {
  await tx.execute(sql`update cobrancas set status = 'paga', id_titulo = ${titulo}, pago_em = now(),
    tentativas = tentativas + 1, ultimo_erro = null, version = version + 1 where id_escritorio = ${office} and id = ${id}`)
}

export async function markCancelled(tx: Tx, office: number, id: number) {
  await tx.execute(sql`update cobrancas set status = 'cancelada', version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
}

export async function markDeclined(tx: Tx, office: number, id: number, motivo: string) {
  await tx.execute(sql`update cobrancas set status = 'recusada', tentativas = tentativas + 1, ultimo_erro = ${motivo},
    version = version + 1 where id_escritorio = ${office} and id = ${id}`)
}

export async function recordEvent(
  tx: Tx,
  office: number,
  e: { id_cobranca: number; acao: string; status: string; user: number | null; detalhe?: string | null },
) {
  await tx.execute(sql`insert into cobrancas_eventos (id_escritorio, id_cobranca, acao, status, id_usuario, detalhe)
    values (${office}, ${e.id_cobranca}, ${e.acao}, ${e.status}, ${e.user}, ${e.detalhe ?? null})`)
}

export const history = (db: Conn, office: number, limit: number) =>
  rows<ChargeEvent>(
    db,
    sql`select e.id, e.id_cobranca, c.nome_cliente as cliente, k.descricao, k.valor_centavos::text as valor_centavos,
        e.acao, e.status, u.nome as usuario, e.detalhe,
        to_char(e.em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as em
      from cobrancas_eventos e
      join cobrancas k on k.id_escritorio = e.id_escritorio and k.id = e.id_cobranca
      join clientes c on c.id_escritorio = k.id_escritorio and c.id = k.id_cliente
      left join usuarios u on u.id_interno = e.id_usuario
      where e.id_escritorio = ${office} order by e.em desc, e.id desc limit ${limit}`,
  )

/** Where a receivable of the office lands: the 'Fee fixo' revenue category and the first account. */
export async function receivableTarget(db: Conn, office: number) {
  const [row] = await rows<{ categoria: number | null; conta: number | null }>(
    db,
    sql`select (select id from categorias where id_escritorio = ${office} and nome = 'Fee fixo' order by id limit 1) as categoria,
      (select id from contas_correntes where id_escritorio = ${office} order by id limit 1) as conta`,
  )
  return row
}

/** Serialises generating one office's month (two clicks at once still create each charge once). */
export const monthLock = (office: number, mes: string) =>
  sql`select pg_advisory_xact_lock(hashtextextended(${`cobrancas:${office}:${mes}`}, 0))`

/** The office's accounts and (not ignored) categories, for 'Receber' to choose from, with the defaults. */
export async function receivableTargets(db: Conn, office: number) {
  const [contas, categorias, padrao] = await Promise.all([
    rows<{ id: number; nome: string }>(
      db,
      sql`select id, nome from contas_correntes where id_escritorio = ${office} order by id`,
    ),
    rows<{ id: number; nome: string }>(
      db,
      sql`select id, nome from categorias where id_escritorio = ${office} and not ignorada order by lower(nome), id`,
    ),
    receivableTarget(db, office),
  ])
  return { contas, categorias, padrao }
}
