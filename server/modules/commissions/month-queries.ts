import { sql } from 'drizzle-orm'
import type { CommissionMonth } from '../../../src/contracts/commissions'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import type { Line } from './compute'

type DbOrTx = Db | Tx

export type MonthRow = {
  status: 'aberta' | 'aprovada'
  total: string
  version: number
  id_versao: number | null
  calculado_em: string
  aprovado_em: string | null
}

const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`)

/** The month's row, locked for the rest of the transaction when `lock` (compute, approve and reopen). */
export async function findMonth(db: DbOrTx, office: number, mes: string, lock = false): Promise<MonthRow | null> {
  const res = await db.execute<MonthRow>(sql`
    select status, total_centavos::text as total, version, id_versao,
      ${iso('calculado_em')} as calculado_em, ${iso('aprovado_em')} as aprovado_em
    from comissoes_meses where id_escritorio = ${office} and mes = ${`${mes}-01`}::date
    ${lock ? sql`for update` : sql``}`)
  return res.rows[0] ?? null
}

/** Replaces an open month's lines and total (creating the month on its first computation). */
export async function saveComputation(tx: Tx, office: number, mes: string, lines: readonly Line[]) {
  const day = `${mes}-01`
  const total = lines.reduce((s, l) => s + l.valor, 0n)
  await tx.execute(sql`
    insert into comissoes_meses (id_escritorio, mes, status, total_centavos)
    values (${office}, ${day}::date, 'aberta', ${total.toString()}::bigint)
    on conflict (id_escritorio, mes) do update
      set total_centavos = excluded.total_centavos, calculado_em = now(), version = comissoes_meses.version + 1`)
  await tx.execute(sql`delete from comissoes_linhas where id_escritorio = ${office} and mes = ${day}::date`)
  if (lines.length === 0) return
  const col = <K extends keyof Line>(k: K) => sql.param(lines.map((l) => l[k]))
  const big = (k: 'base' | 'valor') => sql.param(lines.map((l) => l[k].toString()))
  await tx.execute(sql`
    insert into comissoes_linhas (id_escritorio, mes, id_profissional, id_regra, regra, id_area_receita, id_equipe,
      tipo, base_centavos, percentual_bp, valor_centavos, observacoes)
    select ${office}, ${day}::date, u.*
    from unnest(${col('id_profissional')}::int[], ${col('id_regra')}::int[], ${col('regra')}::text[],
      ${col('id_area_receita')}::int[], ${col('id_equipe')}::int[], ${col('tipo')}::text[], ${big('base')}::bigint[],
      ${col('bp')}::int[], ${big('valor')}::bigint[], ${col('observacoes')}::text[]) as u`)
}

export async function setApproved(tx: Tx, office: number, mes: string, user: number, idVersao: number) {
  await tx.execute(sql`update comissoes_meses
    set status = 'aprovada', id_versao = ${idVersao}, aprovado_em = now(), id_usuario_aprovacao = ${user},
      version = version + 1
    where id_escritorio = ${office} and mes = ${`${mes}-01`}::date`)
}

export async function setReopened(tx: Tx, office: number, mes: string) {
  await tx.execute(sql`update comissoes_meses
    set status = 'aberta', id_versao = null, aprovado_em = null, id_usuario_aprovacao = null, version = version + 1
    where id_escritorio = ${office} and mes = ${`${mes}-01`}::date`)
}

/** Totals per advisor (only `onlyAdvisor` when given), largest first. */
export async function advisorTotals(db: DbOrTx, office: number, mes: string, onlyAdvisor: number | null) {
  const res = await db.execute<CommissionMonth['profissionais'][number]>(sql`
    select l.id_profissional, coalesce(p.nome, 'Profissional removido') as nome,
      sum(l.valor_centavos)::text as total, count(*)::int as linhas
    from comissoes_linhas l
    left join profissionais p on p.id_escritorio = l.id_escritorio and p.id = l.id_profissional
    where l.id_escritorio = ${office} and l.mes = ${`${mes}-01`}::date
      ${onlyAdvisor === null ? sql`` : sql`and l.id_profissional = ${onlyAdvisor}`}
    group by 1, 2
    order by sum(l.valor_centavos) desc, 2`)
  return res.rows
}

export type DetailLine = {
  id: number
  id_profissional: number
  fornecedor: string | null
  cpf_cnpj_fornecedor: string | null
  data_pagamento: string | null
  data_competencia: string
  valor: string
  categoria: string
  conta_corrente: string | null
  observacoes: string
  id_area_receita: number | null
  id_equipe: number | null
  regra: string
}

/**
 * The month's lines in the columns of the commission detail (§3): the payee (the advisor, with the CPF of their
 * last paid commission), the repasse category they post to, the payment of the advisor's commission payable once
 * it is paid in full through the BPO (the last payment's date and the account(s) it left from; null while open),
 * and the rule's explanation as the observation.
 */
export async function detailLines(
  db: DbOrTx,
  office: number,
  mes: string,
  onlyAdvisor: number | null,
  category: string,
): Promise<DetailLine[]> {
  const res = await db.execute<DetailLine>(sql`
    with cpf as (
      select distinct on (e.id_profissional) e.id_profissional, e.cpf_cnpj_fornecedor from lancamentos e
      where e.id_escritorio = ${office} and e.situacao = 'atual' and e.id_profissional is not null
        and e.cpf_cnpj_fornecedor is not null
      order by e.id_profissional, e.data_competencia desc
    )
    select (row_number() over (order by p.nome, l.id))::int as id, l.id_profissional, p.nome as fornecedor, cpf.cpf_cnpj_fornecedor, paid.data_pagamento,
      to_char(l.mes, 'YYYY-MM-DD') as data_competencia, l.valor_centavos::text as valor,
      ${category} as categoria, paid.conta_corrente, l.observacoes, l.id_area_receita, l.id_equipe, l.regra
    from comissoes_linhas l
    left join profissionais p on p.id_escritorio = l.id_escritorio and p.id = l.id_profissional
    left join cpf on cpf.id_profissional = l.id_profissional
    left join lateral (
      select to_char(max(tp.data_pagamento), 'YYYY-MM-DD') as data_pagamento,
        string_agg(distinct cc.nome, ', ') as conta_corrente
      from comissoes_titulos ct
      join titulos t on t.id_escritorio = ct.id_escritorio and t.id = ct.id_titulo
      join titulos_pagamentos tp on tp.id_escritorio = t.id_escritorio and tp.id_titulo = t.id
      join contas_correntes cc on cc.id_escritorio = tp.id_escritorio and cc.id = tp.id_conta_corrente
      where ct.id_escritorio = l.id_escritorio and ct.mes = l.mes and ct.id_profissional = l.id_profissional
        and not t.cancelado and t.pago_centavos >= t.valor_centavos
    ) paid on true
    where l.id_escritorio = ${office} and l.mes = ${`${mes}-01`}::date
      ${onlyAdvisor === null ? sql`` : sql`and l.id_profissional = ${onlyAdvisor}`}
    order by p.nome, l.id`)
  return res.rows
}
