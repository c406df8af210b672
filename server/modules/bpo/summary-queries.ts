import { sql } from 'drizzle-orm'
import type { BpoSummary, SummaryFigure } from '../../../src/contracts/bpo-summary'
import type { Db } from '../../db/connection'
import { approvalSql, statusSql } from './bills-queries'

// The BPO summary's aggregates: each figure is one indexed query of the office's bills (or payments), summed by
// the database in centavos (bigint, answered as text). "Open" is what the lists' 'Em aberto' filter means.

const OPEN = sql`not t.cancelado and t.pago_centavos < t.valor_centavos`
const zero: SummaryFigure = { quantidade: 0, valor: '0' }
type Row = { tipo: 'pagar' | 'receber'; quantidade: number; valor: string }
const pairOf = (rows: Row[]) => ({
  pagar: rows.find((r) => r.tipo === 'pagar') ?? zero,
  receber: rows.find((r) => r.tipo === 'receber') ?? zero,
})

/** Open bills due in [from, to) (dates), count and open amount per kind. */
export async function openDue(db: Db, office: number, from: string, to: string) {
  const res = await db.execute<Row>(sql`select t.tipo, count(*)::int as quantidade,
      sum(t.valor_centavos - t.pago_centavos)::text as valor
    from titulos t where t.id_escritorio = ${office} and ${OPEN}
      and t.data_vencimento >= ${from}::date and t.data_vencimento < ${to}::date
    group by t.tipo`)
  return pairOf(res.rows)
}

/** Bills the lists call 'Atrasado' on `today`, and the first day of the month of the oldest. */
export async function overdue(db: Db, office: number, today: string) {
  const res = await db.execute<Row & { desde: string | null }>(sql`select t.tipo, count(*)::int as quantidade,
      sum(t.valor_centavos - t.pago_centavos)::text as valor,
      to_char(date_trunc('month', min(t.data_vencimento)), 'YYYY-MM') as desde
    from titulos t where t.id_escritorio = ${office} and ${statusSql(today)} = 'atrasado'
    group by t.tipo`)
  const months = res.rows.map((r) => r.desde).filter((d): d is string => d !== null)
  return { ...pairOf(res.rows), desde: months.length ? months.sort()[0] : null }
}

/** Payments dated in [from, to): how many bills they settled part of, and the amount settled, per kind. */
export async function paidBetween(db: Db, office: number, from: string, to: string) {
  const res = await db.execute<Row>(sql`select t.tipo, count(distinct t.id)::int as quantidade,
      sum(p.valor_centavos)::text as valor
    from titulos_pagamentos p join titulos t on t.id_escritorio = p.id_escritorio and t.id = p.id_titulo
    where p.id_escritorio = ${office} and p.data_pagamento >= ${from}::date and p.data_pagamento < ${to}::date
    group by t.tipo`)
  return pairOf(res.rows)
}

/** Open amounts due in each of the `weeks` weeks from `today` (week i: today + 7i … today + 7i + 6). */
export async function weekly(db: Db, office: number, today: string, weeks: number) {
  const res = await db.execute<BpoSummary['semanas'][number]>(sql`select
      to_char(w.inicio, 'YYYY-MM-DD') as inicio, to_char(w.inicio + 6, 'YYYY-MM-DD') as fim,
      coalesce(sum(t.valor_centavos - t.pago_centavos) filter (where t.tipo = 'pagar'), 0)::text as pagar,
      coalesce(sum(t.valor_centavos - t.pago_centavos) filter (where t.tipo = 'receber'), 0)::text as receber
    from (select ${today}::date + 7 * i as inicio from generate_series(0, ${weeks - 1}) i) w
    left join titulos t on t.id_escritorio = ${office} and ${OPEN}
      and t.data_vencimento >= w.inicio and t.data_vencimento < w.inicio + 7
    group by w.inicio order by w.inicio`)
  return res.rows
}

/** The `limit` open bills due next (today on), payables and receivables together. */
export async function nextDue(db: Db, office: number, today: string, limit: number) {
  const res = await db.execute<BpoSummary['proximas'][number]>(sql`select t.id, t.tipo, t.descricao,
      coalesce(f.nome, t.pagador) as contraparte, to_char(t.data_vencimento, 'YYYY-MM-DD') as data_vencimento,
      (t.valor_centavos - t.pago_centavos)::text as valor, ${statusSql(today)} as status
    from titulos t left join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
    where t.id_escritorio = ${office} and ${OPEN} and t.data_vencimento >= ${today}::date
    order by t.data_vencimento, t.id limit ${limit}`)
  return res.rows
}

/** Payables awaiting the gestor's approval: count, open amount, and the months of the first and last due date. */
export async function awaitingApproval(db: Db, office: number) {
  const res = await db.execute<SummaryFigure & { desde: string | null; ate: string | null }>(sql`select
      count(*)::int as quantidade, coalesce(sum(t.valor_centavos - t.pago_centavos), 0)::text as valor,
      to_char(min(t.data_vencimento), 'YYYY-MM') as desde, to_char(max(t.data_vencimento), 'YYYY-MM') as ate
    from titulos t where t.id_escritorio = ${office} and t.tipo = 'pagar' and ${approvalSql} = 'pendente'`)
  return res.rows[0]
}
