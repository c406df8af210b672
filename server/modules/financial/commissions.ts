import { sql } from 'drizzle-orm'
import type { DbOrTx } from './chart'
import { resolveRange } from './dre-service'
import { nextMonthStart } from './periods'

/** The DRE line whose categories are the commission (repasse) entries. */
export const COMMISSION_LINE = 'custos_variaveis'

type Row = { id: number | null; nome: string; valor: string; quantidade: number }

const by = {
  advisor: {
    column: sql.raw('l.id_profissional'),
    join: sql.raw('left join profissionais e on e.id_escritorio = l.id_escritorio and e.id = l.id_profissional'),
    name: sql.raw(`coalesce(e.nome, 'Sem profissional')`),
  },
  client: {
    column: sql.raw('l.id_cliente'),
    join: sql.raw('left join clientes e on e.id_escritorio = l.id_escritorio and e.id = l.id_cliente'),
    name: sql.raw(`coalesce(e.nome_cliente, 'Sem cliente')`),
  },
} as const

/**
 * Commission figures per advisor or per client: the current entries of the categories on the
 * `custos_variaveis` line (repasses, bonuses), summed exactly in centavos and signed as in the ledger
 * (an amount paid is negative). Entries without the dimension form one 'Sem …' row, so the rows add up to
 * the line's total in the DRE of the same range.
 */
export async function commissions(
  db: DbOrTx,
  idEscritorio: number,
  per: keyof typeof by,
  range: { begin_date?: string; end_date?: string },
) {
  const { begin, end } = await resolveRange(db, idEscritorio, range.begin_date, range.end_date)
  const d = by[per]
  const res = await db.execute<Row>(sql`
    select ${d.column} as id, ${d.name} as nome, sum(l.valor_centavos)::text as valor, count(*)::int as quantidade
    from lancamentos l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    join linhas_resultado r on r.id_escritorio = c.id_escritorio and r.id = c.id_linha_resultado
    ${d.join}
    where l.id_escritorio = ${idEscritorio} and l.situacao = 'atual' and not c.ignorada
      and r.codigo = ${COMMISSION_LINE}
      and l.data_competencia >= ${`${begin}-01`}::date and l.data_competencia < ${nextMonthStart(end)}::date
    group by 1, 2
    order by sum(l.valor_centavos), 2`)
  const total = res.rows.reduce((s, r) => s + BigInt(r.valor), 0n)
  return { inicio: begin, fim: end, total: String(total), linhas: res.rows }
}
