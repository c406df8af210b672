import { sql } from 'drizzle-orm'
import type { InvoiceCreate, InvoiceRow, InvoiceStateTotal } from '../../../src/contracts/invoicing'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the office's service invoices (/bpo/faturamento): every statement is scoped by office.

type DbOrTx = Db | Tx

/**
 * The state the list shows: an issued invoice is 'A receber' while its receivable is open and 'Recebida' once it is
 * paid in full; a receivable cancelled in Contas a receber makes it 'Nota cancelada'. Read from the receivable, so
 * the two never disagree.
 */
const shownState = sql`case f.situacao
    when 'pendente' then 'pendente_faturamento'
    when 'cancelada' then 'cancelada'
    when 'nota_cancelada' then 'nota_cancelada'
    else case when t.cancelado then 'nota_cancelada'
      when t.pago_centavos >= t.valor_centavos then 'recebida' else 'a_receber' end
  end`

const columns = sql`f.id::text as id, f.version, f.id_cliente, c.nome_cliente as cliente,
  to_char(f.competencia, 'YYYY-MM') as competencia, f.valor_centavos::text as valor, f.descricao,
  to_char(f.data_vencimento, 'YYYY-MM-DD') as data_vencimento, ${shownState} as situacao, f.numero,
  to_char(f.data_emissao, 'YYYY-MM-DD') as data_emissao, f.id_titulo, t.pago_centavos::text as recebido,
  f.id_cobranca,
  (select count(*)::int from faturas_anexos a where a.id_escritorio = f.id_escritorio and a.id_fatura = f.id) as anexos,
  to_char(f.data_atualizacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as atualizado_em`

const from = sql`faturas f
  join clientes c on c.id_escritorio = f.id_escritorio and c.id = f.id_cliente
  left join titulos t on t.id_escritorio = f.id_escritorio and t.id = f.id_titulo`

/** Every invoice of the office, newest competence first, and the count and amount in each state. */
export async function listInvoices(db: DbOrTx, office: number) {
  const [items, totals] = await Promise.all([
    db.execute<InvoiceRow>(sql`select ${columns} from ${from} where f.id_escritorio = ${office}
      order by f.competencia desc, c.nome_cliente, f.data_criacao desc, f.id limit 20000`),
    db.execute<InvoiceStateTotal>(sql`select ${shownState} as situacao, count(*)::int as quantidade,
        sum(f.valor_centavos)::text as valor
      from ${from} where f.id_escritorio = ${office} group by 1`),
  ])
  return { itens: items.rows, resumo: totals.rows }
}

export type StoredInvoice = InvoiceRow & { estado: 'pendente' | 'emitida' | 'cancelada' | 'nota_cancelada' }

export async function findInvoice(db: DbOrTx, office: number, id: string, lock = false) {
  if (lock) await db.execute(sql`select 1 from faturas where id_escritorio = ${office} and id = ${id} for update`)
  const res = await db.execute<StoredInvoice>(
    sql`select ${columns}, f.situacao as estado from ${from} where f.id_escritorio = ${office} and f.id = ${id}`,
  )
  return res.rows[0] ?? null
}

export async function invoiceExists(db: DbOrTx, office: number, id: string) {
  const res = await db.execute(sql`select 1 from faturas where id_escritorio = ${office} and id = ${id}`)
  return res.rows.length > 0
}

/** Inserts the invoice; false when its id is already taken (a second create with the same id). */
export async function insertInvoice(tx: Tx, office: number, user: number, f: InvoiceCreate) {
  const res = await tx.execute(sql`insert into faturas
      (id_escritorio, id, id_cliente, competencia, valor_centavos, descricao, data_vencimento, criado_por)
    values (${office}, ${f.id}, ${f.id_cliente}, ${`${f.competencia}-01`}::date, ${f.valor}::bigint, ${f.descricao},
      ${f.data_vencimento}::date, ${user})
    on conflict do nothing returning id`)
  return res.rows.length > 0
}

export async function numberTaken(db: DbOrTx, office: number, numero: string) {
  const res = await db.execute(sql`select 1 from faturas where id_escritorio = ${office} and numero = ${numero}`)
  return res.rows.length > 0
}

export async function markIssued(
  tx: Tx,
  office: number,
  id: string,
  v: { numero: string; data_emissao: string; titulo: number },
) {
  await tx.execute(sql`update faturas set situacao = 'emitida', numero = ${v.numero},
      data_emissao = ${v.data_emissao}::date, id_titulo = ${v.titulo}, version = version + 1, data_atualizacao = now()
    where id_escritorio = ${office} and id = ${id}`)
}

export async function markCancelled(tx: Tx, office: number, id: string, to: 'cancelada' | 'nota_cancelada') {
  await tx.execute(sql`update faturas set situacao = ${to}, version = version + 1, data_atualizacao = now()
    where id_escritorio = ${office} and id = ${id}`)
}

/** The charge a live invoice was made from points at the invoice's receivable (null again when it is cancelled). */
export async function linkCharge(tx: Tx, office: number, charge: number, titulo: number | null) {
  await tx.execute(sql`update cobrancas set id_titulo = ${titulo}, version = version + 1
    where id_escritorio = ${office} and id = ${charge} and status = 'pendente'`)
}

/** Whether a live invoice (pending or issued) was made from the charge: its receipt is then the invoice's. */
export async function chargeInvoiced(db: DbOrTx, office: number, charge: number) {
  const res = await db.execute(sql`select 1 from faturas where id_escritorio = ${office} and id_cobranca = ${charge}
    and situacao in ('pendente', 'emitida')`)
  return res.rows.length > 0
}

/**
 * The month's pending charges of the hiring rules not yet on a live invoice become pending invoices (amount,
 * client, description and due date of the charge); the number created.
 */
export async function insertFromCharges(tx: Tx, office: number, user: number, mes: string) {
  const res = await tx.execute(sql`insert into faturas
      (id_escritorio, id, id_cliente, competencia, valor_centavos, descricao, data_vencimento, id_cobranca, criado_por)
    select k.id_escritorio, gen_random_uuid(), k.id_cliente, k.competencia, k.valor_centavos, k.descricao,
      k.vencimento, k.id, ${user}
    from cobrancas k
    where k.id_escritorio = ${office} and k.origem = 'regra' and k.competencia = ${`${mes}-01`}::date
      and k.status = 'pendente' and k.id_titulo is null
    order by k.id
    on conflict do nothing returning id`)
  return res.rows.length
}

/** The receivable's current state (for cancelling it with the invoice). */
export async function receivableOf(db: DbOrTx, office: number, titulo: number) {
  const res = await db.execute<{ version: number; pago: string; cancelado: boolean }>(sql`select version,
      pago_centavos::text as pago, cancelado from titulos
    where id_escritorio = ${office} and tipo = 'receber' and id = ${titulo}`)
  return res.rows[0] ?? null
}

/** Whether an invoice names the receivable (it cannot be removed then: the invoice is cancelled instead). */
export async function billInvoiced(db: DbOrTx, office: number, titulo: number) {
  const res = await db.execute(sql`select 1 from faturas where id_escritorio = ${office} and id_titulo = ${titulo}`)
  return res.rows.length > 0
}
