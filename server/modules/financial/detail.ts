import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { DetailColumn, detailRow } from '../../../src/contracts/financial'
import type { DbOrTx } from './chart'
import type { Dimension } from './dre-queries'
import { nextMonthStart } from './periods'

type DetailRow = z.infer<typeof detailRow>

/**
 * The columns of the entry detail, in the order of §3's commission detail columns; the web table and the
 * XLSX export both follow them. observacoes is sent whole, the UI cuts it at 60.
 */
export const detailColumns: DetailColumn[] = [
  { key: 'fornecedor', label: 'Fornecedor', type: 'text' },
  { key: 'cpf_cnpj_fornecedor', label: 'CPF/CNPJ', type: 'cpf_cnpj' },
  { key: 'data_pagamento', label: 'Pagamento', type: 'date' },
  { key: 'data_competencia', label: 'Competência', type: 'date' },
  { key: 'valor', label: 'Valor (R$)', type: 'money' },
  { key: 'categoria', label: 'Categoria', type: 'text' },
  { key: 'conta_corrente', label: 'Conta corrente', type: 'text' },
  { key: 'observacoes', label: 'Observações', type: 'text' },
]

const dimensionColumn: Record<Exclude<Dimension, null>, string> = {
  pj: 'l.id_pj',
  area_receita: 'l.id_area_receita',
  filial: 'l.id_filial',
  profissional: 'l.id_profissional',
  equipe: 'l.id_equipe',
}

export type DetailFilter = {
  begin: string
  end: string
  categoria?: number
  linha?: number
  dimension: Dimension
  /** id of the column; 0 means the 'no entity' column */
  coluna?: number
  /** Only these columns of the grouping (the DRE's `ids`). */
  ids?: number[]
  /** Only entries of this team (the DRE's `id_equipe`). */
  idEquipe?: number
  limit: number
}

/**
 * The current entries behind a DRE cell (directly attributed ones: apportioned shares of shared costs are
 * not itemised per column). A subtotal line's cell holds the entries of every entry line above it (a subtotal
 * is their running sum). Returns the rows, their total and their count, both computed by PostgreSQL.
 */
export async function detailEntries(db: DbOrTx, idEscritorio: number, f: DetailFilter) {
  const col = f.dimension ? sql.raw(dimensionColumn[f.dimension]) : null
  const where = sql`l.id_escritorio = ${idEscritorio} and l.situacao = 'atual'
    and l.data_competencia >= ${`${f.begin}-01`}::date and l.data_competencia < ${nextMonthStart(f.end)}::date
    and c.id_linha_resultado is not null and not c.ignorada
    ${f.categoria ? sql`and l.id_categoria = ${f.categoria}` : sql``}
    ${
      f.linha
        ? sql`and c.id_linha_resultado in (
            select r.id from linhas_resultado t join linhas_resultado r on r.id_escritorio = t.id_escritorio
            where t.id_escritorio = ${idEscritorio} and t.id = ${f.linha}
              and (r.id = t.id or (t.tipo = 'subtotal' and r.tipo = 'lancamento' and (r.ordem, r.id) < (t.ordem, t.id))))`
        : sql``
    }
    ${col && f.coluna !== undefined ? (f.coluna === 0 ? sql`and ${col} is null` : sql`and ${col} = ${f.coluna}`) : sql``}
    ${
      col && f.ids?.length
        ? sql`and ${col} in (${sql.join(
            f.ids.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }
    ${f.idEquipe ? sql`and l.id_equipe = ${f.idEquipe}` : sql``}`
  const from = sql`from lancamentos l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    left join contas_correntes cc on cc.id_escritorio = l.id_escritorio and cc.id = l.id_conta_corrente`
  const [rows, totals] = await Promise.all([
    db.execute<DetailRow>(sql`
      select l.id::int as id, l.fornecedor, l.cpf_cnpj_fornecedor,
        to_char(l.data_pagamento, 'YYYY-MM-DD') as data_pagamento, to_char(l.data_competencia, 'YYYY-MM-DD') as data_competencia,
        l.valor_centavos::text as valor, c.nome as categoria, cc.nome as conta_corrente, l.descricao as observacoes
      ${from} where ${where} order by l.data_competencia, l.id limit ${f.limit}`),
    db.execute<{ total: string; n: number }>(
      sql`select coalesce(sum(l.valor_centavos), 0)::text as total, count(*)::int as n ${from} where ${where}`,
    ),
  ])
  return { rows: rows.rows, total: totals.rows[0].total, quantidade: totals.rows[0].n }
}
