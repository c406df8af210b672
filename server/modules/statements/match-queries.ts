import { sql } from 'drizzle-orm'
import type { Candidate } from '../../../src/contracts/bpo-statements'
import type { DbOrTx } from '../financial/chart'

// The reconciliation candidates of open statement lines, found by PostgreSQL in one statement: for each line, by
// indexed lookups (amount equality, then a date window), the office's open bills of the same direction and account
// (or of no account), its ledger entries of the same account not yet reconciled, the opposite line of another own
// account (a transfer), an automatic investment move, and the office's rules whose keyword the memo carries.

/** Days around the line's date where a bill's due (or scheduled) date, a ledger entry's or a transfer's may fall. */
export const WINDOW = { titulo: 15, lancamento: 5, transferencia: 3 } as const
export const INVESTMENT_MEMO = '(aplica|resgat|invest f[aá]cil|rende f[aá]cil)'

export type CandidateRow = Candidate & { linha: number; distancia: number }

export async function candidates(
  db: DbOrTx,
  office: number,
  lines: { conta?: number; from?: string; to?: string; ids?: number[] },
): Promise<CandidateRow[]> {
  const res = await db.execute<CandidateRow>(sql`
    with abertas as (
      select l.id, l.id_conta_corrente, l.data, l.valor_centavos, l.descricao, l.documento
      from extratos_linhas l
      where l.id_escritorio = ${office} and l.conciliacao is null
        ${lines.conta === undefined ? sql`` : sql`and l.id_conta_corrente = ${lines.conta}`}
        ${lines.from === undefined ? sql`` : sql`and l.data >= ${lines.from}::date`}
        ${lines.to === undefined ? sql`` : sql`and l.data < ${lines.to}::date`}
        ${lines.ids === undefined ? sql`` : sql`and l.id = any(${sql.param(lines.ids)}::int[])`}
    )
    select l.id as linha, c.tipo, c.id, c.descricao, c.data, c.valor, c.contraparte, c.distancia
    from abertas l cross join lateral (
      (select 'titulo' as tipo, t.id, t.descricao, to_char(t.data_vencimento, 'YYYY-MM-DD') as data,
          (t.valor_centavos - t.pago_centavos)::text as valor,
          coalesce((l.documento is not null and regexp_replace(f.cpf_cnpj, '[^0-9A-Za-z]', '', 'g') = l.documento)
            or strpos(upper(l.descricao), upper(split_part(coalesce(f.nome, t.pagador, ''), ' ', 1))) > 0
              and length(split_part(coalesce(f.nome, t.pagador, ''), ' ', 1)) >= 3, false) as contraparte,
          abs(t.data_vencimento - l.data) as distancia
        from titulos t
        left join fornecedores f on f.id_escritorio = t.id_escritorio and f.id = t.id_fornecedor
        where t.id_escritorio = ${office} and not t.cancelado and t.pago_centavos < t.valor_centavos
          and t.tipo = (case when l.valor_centavos < 0 then 'pagar' else 'receber' end)
          and t.valor_centavos - t.pago_centavos = abs(l.valor_centavos)
          and t.data_vencimento between l.data - ${WINDOW.titulo}::int and l.data + ${WINDOW.titulo}::int
          and (t.id_conta_corrente is null or t.id_conta_corrente = l.id_conta_corrente)
          and t.aprovacao is distinct from 'rejeitado'
        order by 6 desc, 7, t.id limit 5)
      union all
      (select 'lancamento', e.id::int, coalesce(e.descricao, e.fornecedor, ''), to_char(e.data_pagamento, 'YYYY-MM-DD'),
          e.valor_centavos::text, coalesce(l.documento is not null and e.cpf_cnpj_fornecedor = l.documento, false),
          abs(e.data_pagamento - l.data)
        from lancamentos e
        where e.id_escritorio = ${office} and e.situacao = 'atual' and e.id_conta_corrente = l.id_conta_corrente
          and e.valor_centavos = l.valor_centavos
          and e.data_pagamento between l.data - ${WINDOW.lancamento}::int and l.data + ${WINDOW.lancamento}::int
          and not exists (select 1 from extratos_linhas x where x.id_escritorio = e.id_escritorio and x.id_lancamento = e.id)
        order by 6 desc, 7, e.id limit 5)
      union all
      (select 'transferencia', o.id, o.descricao, to_char(o.data, 'YYYY-MM-DD'), o.valor_centavos::text, true,
          abs(o.data - l.data)
        from extratos_linhas o
        where o.id_escritorio = ${office} and o.id_conta_corrente <> l.id_conta_corrente and o.conciliacao is null
          and o.valor_centavos = -l.valor_centavos
          and o.data between l.data - ${WINDOW.transferencia}::int and l.data + ${WINDOW.transferencia}::int
        order by 7, o.id limit 3)
      union all
      (select 'transferencia', 0, 'Aplicação/resgate automático', null, l.valor_centavos::text, true, 0
        where l.descricao ~* ${INVESTMENT_MEMO})
      union all
      (select 'regra', r.id, 'Regra: ' || r.palavra, null, l.valor_centavos::text, true, 0
        from extratos_regras r
        where r.id_escritorio = ${office} and strpos(lower(l.descricao), lower(r.palavra)) > 0
        order by length(r.palavra) desc, r.id limit 1)
    ) c
    order by l.id`)
  return res.rows
}

const rank = (a: CandidateRow, b: CandidateRow) =>
  Number(b.contraparte) - Number(a.contraparte) || a.distancia - b.distancia

/**
 * The suggestion of each line: its only candidate, or the only one whose counterpart matches; a rule only when
 * nothing else matches. A bill, entry or line suggested to an earlier line is not suggested again.
 */
export function suggest(rows: CandidateRow[]) {
  const byLine = new Map<number, CandidateRow[]>()
  for (const r of rows) byLine.set(r.linha, [...(byLine.get(r.linha) ?? []), r])
  const taken = new Set<string>()
  const result = new Map<number, { candidatos: Candidate[]; sugestao: Candidate | null }>()
  for (const [linha, list] of byLine) {
    const matches = list.filter((c) => c.tipo !== 'regra').sort(rank)
    const rule = list.find((c) => c.tipo === 'regra') ?? null
    const counterpart = matches.filter((c) => c.contraparte)
    const pick = matches.length === 1 ? matches[0] : counterpart.length === 1 ? counterpart[0] : null
    const key = pick && pick.id !== 0 ? `${pick.tipo}:${pick.id}` : null
    const free = pick && (key === null || !taken.has(key)) ? pick : null
    if (free && key) taken.add(key)
    const strip = ({ linha: _l, distancia: _d, ...c }: CandidateRow): Candidate => c
    result.set(linha, {
      candidatos: [...matches, ...(rule ? [rule] : [])].map(strip),
      sugestao: free ? strip(free) : matches.length === 0 && rule ? strip(rule) : null,
    })
  }
  return result
}
