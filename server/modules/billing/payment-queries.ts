import { sql } from 'drizzle-orm'
import type { InstalmentPlan, Plan, Subscription } from '../../../src/contracts/billing'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import { rows } from './queries'

// SQL of plans, subscriptions and instalment plans, by office. The card token never leaves these queries
// except through `tokenOf`, towards the payment provider.

type Conn = Db | Tx

export const listPlans = (db: Conn, office: number) =>
  rows<Plan>(
    db,
    sql`select p.id, p.nome, p.valor_centavos::text as valor_centavos,
        (select count(*)::int from assinaturas a where a.id_escritorio = p.id_escritorio and a.id_plano = p.id
          and a.status <> 'cancelada') as assinaturas
      from pagamento_planos p where p.id_escritorio = ${office} order by p.nome, p.id`,
  )

export async function insertPlan(tx: Tx, office: number, nome: string, valor: string) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into pagamento_planos (id_escritorio, nome, valor_centavos) values (${office}, ${nome}, ${valor}::bigint)
      returning id`,
  )
  return row.id
}

export async function findPlan(db: Conn, office: number, id: number) {
  const [row] = await rows<{ id: number; nome: string; valor_centavos: string }>(
    db,
    sql`select id, nome, valor_centavos::text as valor_centavos from pagamento_planos
      where id_escritorio = ${office} and id = ${id}`,
  )
  return row ?? null
}

const subscriptionSelect = (office: number) => sql`select a.id, a.id_cliente, c.nome_cliente as cliente, a.id_plano,
    p.nome as plano, p.valor_centavos::text as valor_centavos, a.status, to_char(a.inicio, 'YYYY-MM-DD') as inicio,
    a.version
  from assinaturas a
  join clientes c on c.id_escritorio = a.id_escritorio and c.id = a.id_cliente
  join pagamento_planos p on p.id_escritorio = a.id_escritorio and p.id = a.id_plano
  where a.id_escritorio = ${office}`

export const listSubscriptions = (db: Conn, office: number) =>
  rows<Subscription>(db, sql`${subscriptionSelect(office)} order by c.nome_cliente, a.id`)

export async function findSubscription(db: Conn, office: number, id: number, lock = false) {
  const [row] = await rows<Subscription>(
    db,
    sql`${subscriptionSelect(office)} and a.id = ${id} ${lock ? sql`for update of a` : sql``}`,
  )
  return row ?? null
}

export const activeSubscriptions = (db: Conn, office: number) =>
  rows<Subscription>(db, sql`${subscriptionSelect(office)} and a.status = 'ativa' order by a.id`)

export async function insertSubscription(
  tx: Tx,
  office: number,
  s: { id_cliente: number; id_plano: number; token: string; inicio: string; user: number },
) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into assinaturas (id_escritorio, id_cliente, id_plano, cartao_token, inicio, criado_por)
      values (${office}, ${s.id_cliente}, ${s.id_plano}, ${s.token}, ${s.inicio}::date, ${s.user}) returning id`,
  )
  return row.id
}

/** Replaces a subscription's card token at the version the user saw; false when it moved on. */
export async function setSubscriptionToken(tx: Tx, office: number, id: number, version: number, token: string) {
  const done = await rows(
    tx,
    sql`update assinaturas set cartao_token = ${token}, version = version + 1
      where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`,
  )
  return done.length > 0
}

export async function setSubscriptionStatus(tx: Tx, office: number, id: number, version: number, status: string) {
  const done = await rows(
    tx,
    sql`update assinaturas set status = ${status}, version = version + 1
      where id_escritorio = ${office} and id = ${id} and version = ${version} returning id`,
  )
  return done.length > 0
}

export async function insertInstalmentPlan(
  tx: Tx,
  office: number,
  p: { id_cliente: number; descricao: string; total: string; parcelas: number; token: string; user: number },
) {
  const [row] = await rows<{ id: number }>(
    tx,
    sql`insert into parcelamentos (id_escritorio, id_cliente, descricao, valor_total_centavos, parcelas, cartao_token,
        criado_por)
      values (${office}, ${p.id_cliente}, ${p.descricao}, ${p.total}::bigint, ${p.parcelas}, ${p.token}, ${p.user})
      returning id`,
  )
  return row.id
}

export const listInstalmentPlans = (db: Conn, office: number, client?: number) =>
  rows<InstalmentPlan>(
    db,
    sql`select p.id, p.id_cliente, c.nome_cliente as cliente, p.descricao,
        p.valor_total_centavos::text as valor_total_centavos, p.parcelas,
        (select count(*)::int from cobrancas k where k.id_escritorio = p.id_escritorio and k.origem = 'parcela'
          and k.id_origem = p.id and k.status = 'paga') as pagas,
        p.status, to_char(p.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data_criacao
      from parcelamentos p join clientes c on c.id_escritorio = p.id_escritorio and c.id = p.id_cliente
      where p.id_escritorio = ${office} ${client ? sql`and p.id_cliente = ${client}` : sql``}
      order by p.data_criacao desc, p.id desc`,
  )

/** An instalment plan's status, locked for a cancellation. */
export async function findInstalmentPlanStatus(tx: Tx, office: number, id: number) {
  const [row] = await rows<{ status: 'ativo' | 'quitado' | 'cancelado' }>(
    tx,
    sql`select status from parcelamentos where id_escritorio = ${office} and id = ${id} for update`,
  )
  return row?.status ?? null
}

export async function setInstalmentPlanCancelled(tx: Tx, office: number, id: number) {
  await tx.execute(sql`update parcelamentos set status = 'cancelado' where id_escritorio = ${office} and id = ${id}`)
}

/** The open (pending or declined) charges of an instalment plan, locked. */
export const openInstalments = (tx: Tx, office: number, id: number) =>
  rows<{ id: number }>(
    tx,
    sql`select id from cobrancas where id_escritorio = ${office} and origem = 'parcela' and id_origem = ${id}
      and status in ('pendente', 'recusada') order by numero for update`,
  )

/** An instalment plan with no charge left to pay (paid or cancelled ones only, at least one paid) becomes 'quitado'. */
export async function closePaidPlan(tx: Tx, office: number, id: number) {
  await tx.execute(sql`update parcelamentos p set status = 'quitado' where p.id_escritorio = ${office} and p.id = ${id}
    and p.status = 'ativo' and not exists (select 1 from cobrancas k where k.id_escritorio = p.id_escritorio
      and k.origem = 'parcela' and k.id_origem = p.id and k.status not in ('paga', 'cancelada'))
    and exists (select 1 from cobrancas k where k.id_escritorio = p.id_escritorio
      and k.origem = 'parcela' and k.id_origem = p.id and k.status = 'paga')`)
}

/** The provider's token of the subscription or instalment plan behind a card charge. */
export async function tokenOf(db: Conn, office: number, origem: string, id: number) {
  const table = origem === 'assinatura' ? sql`assinaturas` : sql`parcelamentos`
  const [row] = await rows<{ token: string }>(
    db,
    sql`select cartao_token as token from ${table} where id_escritorio = ${office} and id = ${id}`,
  )
  return row?.token ?? null
}

/** Pending or declined instalments falling due in `mes` of active plans. */
export const dueInstalments = (db: Conn, office: number, mes: string) =>
  rows<{ id: number }>(
    db,
    sql`select k.id from cobrancas k join parcelamentos p on p.id_escritorio = k.id_escritorio and p.id = k.id_origem
      where k.id_escritorio = ${office} and k.origem = 'parcela' and p.status = 'ativo'
        and k.status in ('pendente', 'recusada') and k.tentativas = 0
        and k.competencia = ${`${mes}-01`}::date order by k.id`,
  )
