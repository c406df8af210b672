import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { statusSql } from '../bpo/bills-queries'

// SQL of the alert checks: each reads the office's own rows and lets PostgreSQL find what needs fixing
// (months without entries, overdue payables, the day the cash forecast goes below zero).

/** Closed months among the `months` before `today`'s month with no entry in the current DRE (oldest first). */
export async function dreMonthsWithoutData(db: Db, office: number, today: string, months: number) {
  const res = await db.execute<{ mes: string }>(sql`select to_char(m, 'YYYY-MM') as mes
    from generate_series(date_trunc('month', ${today}::date) - make_interval(months => ${months}),
      date_trunc('month', ${today}::date) - interval '1 month', interval '1 month') m
    where not exists (select 1 from lancamentos_mensais l where l.id_escritorio = ${office}
      and l.situacao = 'atual' and l.mes = m::date and l.quantidade > 0)
    order by m`)
  return res.rows.map((r) => r.mes)
}

export type OverdueBill = {
  id: number
  descricao: string
  contraparte: string | null
  data_vencimento: string
  aberto: string
}

/** Open payables overdue by more than `toleranceDays` on `today` (the lists' 'Atrasado'), oldest first. */
export async function overduePayables(db: Db, office: number, today: string, toleranceDays: number, limit: number) {
  const where = sql`t.id_escritorio = ${office} and t.tipo = 'pagar' and ${statusSql(today)} = 'atrasado'
    and t.data_vencimento < ${today}::date - ${toleranceDays}::int`
  const [rows, totals] = await Promise.all([
    db.execute<OverdueBill>(sql`select t.id, t.descricao, coalesce(f.nome, t.pagador) as contraparte,
        to_char(t.data_vencimento, 'YYYY-MM-DD') as data_vencimento, (t.valor_centavos - t.pago_centavos)::text as aberto
      from titulos t left join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
      where ${where} order by t.data_vencimento, t.id limit ${limit}`),
    db.execute<{ quantidade: number; valor: string }>(sql`select count(*)::int as quantidade,
        coalesce(sum(t.valor_centavos - t.pago_centavos), 0)::text as valor from titulos t where ${where}`),
  ])
  return { itens: rows.rows, quantidade: totals.rows[0]?.quantidade ?? 0, valor: totals.rows[0]?.valor ?? '0' }
}

/**
 * The running sum, day by day from `today` to `today + days`, of open receivables minus open payables (an overdue
 * bill counts on `today`): add the accounts' balance to get the forecast.
 */
export async function openBillsByDay(db: Db, office: number, today: string, days: number) {
  const res = await db.execute<{ dia: string; acumulado: string }>(sql`select to_char(x.dia, 'YYYY-MM-DD') as dia,
      (sum(x.valor) over (order by x.dia))::text as acumulado
    from (select greatest(t.data_vencimento, ${today}::date) as dia,
        sum(case when t.tipo = 'receber' then 1 else -1 end * (t.valor_centavos - t.pago_centavos)) as valor
      from titulos t where t.id_escritorio = ${office} and not t.cancelado and t.pago_centavos < t.valor_centavos
        and t.data_vencimento <= ${today}::date + ${days}::int
      group by 1) x
    order by x.dia`)
  return res.rows
}

/** §3 Simulation state: temporary DRE versions under review and durable jobs not finished, per office. */
export async function running(db: Db, office: number | null) {
  const of = (alias: string) => (office === null ? sql`true` : sql`${sql.raw(alias)}.id_escritorio = ${office}`)
  const res = await db.execute<{
    tipo: 'versao-temporaria' | 'tarefa'
    id_escritorio: number
    nome_escritorio: string
    descricao: string
    fila: string | null
    desde: string
  }>(sql`select * from (
      select 'versao-temporaria' as tipo, v.id_escritorio, e.nome_escritorio, v.nome_arquivo as descricao,
        null as fila, to_char(v.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as desde
      from versoes v join escritorios e on e.id_escritorio = v.id_escritorio
      where v.status = 'temporaria' and ${of('v')}
      union all
      select 'tarefa', t.id_escritorio, e.nome_escritorio, coalesce(t.etapa, t.fila), t.fila,
        to_char(t.criado_em at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
      from tarefas t join escritorios e on e.id_escritorio = t.id_escritorio
      where t.estado in ('na_fila', 'executando', 'aguardando_nova_tentativa')
        and ${of('t')}
    ) r order by r.desde`)
  return res.rows
}
