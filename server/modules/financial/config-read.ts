import { sql } from 'drizzle-orm'
import type { ApportionmentMetric, CategoryConfig, DreQuery } from '../../../src/contracts/financial'
import { notFound } from '../../http/errors'
import type { DbOrTx } from './chart'
import { computeDre } from './dre-service'

/** The chart of accounts with each category's configuration (DRE line, DFC group, flags, version). */
export async function categoriesConfig(db: DbOrTx, idEscritorio: number): Promise<CategoryConfig[]> {
  const res = await db.execute<CategoryConfig>(sql`
    select c.id, c.nome, c.id_linha_resultado, r.nome as linha, c.grupo_dfc, c.ignorada, c.rateavel, c.version
    from categorias c
    left join linhas_resultado r on r.id_escritorio = c.id_escritorio and r.id = c.id_linha_resultado
    where c.id_escritorio = ${idEscritorio}
    order by c.nome, c.id`)
  return res.rows
}

/**
 * Every professional, revenue area and branch of the office with its apportionment weight (0 when it has
 * none: it then takes no share of shared costs).
 */
export async function apportionmentMetrics(db: DbOrTx, idEscritorio: number): Promise<ApportionmentMetric[]> {
  const res = await db.execute<ApportionmentMetric>(sql`
    select d.dimensao, d.id as id_alvo, d.nome, coalesce(m.peso, 0)::int as peso
    from (
      select 'profissional' as dimensao, id, nome from profissionais where id_escritorio = ${idEscritorio}
      union all select 'area_receita', id, nome from areas_receita where id_escritorio = ${idEscritorio}
      union all select 'filial', id, nome from filiais where id_escritorio = ${idEscritorio}
    ) d
    left join metricas_rateio m
      on m.id_escritorio = ${idEscritorio} and m.dimensao = d.dimensao and m.id_alvo = d.id
    order by d.dimensao, d.nome, d.id`)
  return res.rows
}

/**
 * The categories (rubricas) of one revenue area over the range with their totals: the DRE by revenue area
 * narrowed to that area (shared costs apportioned as in the DRE), flattened to its categories.
 */
export async function areaRubricas(db: DbOrTx, idEscritorio: number, idArea: number, query: DreQuery) {
  const area = await db.execute<{ nome: string }>(
    sql`select nome from areas_receita where id_escritorio = ${idEscritorio} and id = ${idArea}`,
  )
  const nome = area.rows[0]?.nome
  if (nome === undefined) throw notFound('Área de receita não encontrada')
  const table = await computeDre(db, {
    idEscritorio,
    grouping: 'area-receita',
    query: { ...query, ids: [idArea], breakdown_by_date: false, hide_until_roi: false },
  })
  const column = table.colunas.findIndex((c) => c.id === idArea)
  const rubricas = table.linhas.flatMap((l) =>
    l.categorias.map((c) => ({
      id: c.id,
      nome: c.nome,
      linha: l.nome,
      total: column < 0 ? '0' : c.total_coluna[column],
    })),
  )
  return { id: idArea, nome, inicio: table.inicio, fim: table.fim, rubricas }
}
