import { type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from './chart'
import { nextMonthStart } from './periods'

export type Dimension = 'pj' | 'area_receita' | 'filial' | 'profissional' | 'equipe' | null

/** Which ledger to read: the current one, or the current one as it would be with a temporary version published. */
export type LedgerScope = { kind: 'atual' } | { kind: 'temporaria'; idVersao: number; inicio: string; fim: string }

const dimensionColumn: Record<Exclude<Dimension, null>, SQL> = {
  pj: sql.raw('l.id_pj'),
  area_receita: sql.raw('l.id_area_receita'),
  filial: sql.raw('l.id_filial'),
  profissional: sql.raw('l.id_profissional'),
  equipe: sql.raw('l.id_equipe'),
}

/** The entries of a scope. A temporary version replaces the imported entries of the months it covers. */
export function scopePredicate(scope: LedgerScope, month: SQL = sql.raw('l.data_competencia')): SQL {
  if (scope.kind === 'atual') return sql`l.situacao = 'atual'`
  return sql`((l.situacao = 'atual' and not (l.origem = 'import' and ${month} >= ${scope.inicio}::date
    and ${month} < ${scope.fim}::date + interval '1 month'))
    or (l.situacao = 'temporaria' and l.id_versao = ${scope.idVersao}))`
}

export type Bucket = { categoria: number; periodo: string; grupo: number | null; rateavel: boolean; valor: bigint }

export type BucketQuery = {
  idEscritorio: number
  scope: LedgerScope
  dimension: Dimension
  begin: string
  end: string
  /** date_trunc unit, or null for one bucket over the whole range */
  trunc: 'month' | 'quarter' | 'year' | null
  idEquipe?: number
  /** 'rollup' (default) reads the trigger-maintained monthly roll-up; 'ledger' aggregates the raw entries. */
  source?: 'rollup' | 'ledger'
}

/**
 * The DRE aggregation, done by PostgreSQL: signed sums per category × period × group. Only categories that
 * feed a DRE line and are not ignored (§9) count. Everything else the server does is on these buckets.
 */
export async function dreBuckets(db: DbOrTx, q: BucketQuery): Promise<Bucket[]> {
  const rollup = (q.source ?? 'rollup') === 'rollup'
  const month = sql.raw(rollup ? 'l.mes' : 'l.data_competencia')
  const periodo = q.trunc
    ? sql`to_char(date_trunc(${sql.raw(`'${q.trunc}'`)}, ${month}::timestamp), 'YYYY-MM')`
    : sql`'total'`
  const grupo = q.dimension ? dimensionColumn[q.dimension] : sql`null::int`
  const res = await db.execute<Bucket>(sql`
    select l.id_categoria as categoria, ${periodo} as periodo, ${grupo} as grupo, c.rateavel,
      sum(l.valor_centavos)::bigint as valor
    from ${sql.raw(rollup ? 'lancamentos_mensais' : 'lancamentos')} l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    where l.id_escritorio = ${q.idEscritorio} and ${scopePredicate(q.scope, month)}
      and ${month} >= ${`${q.begin}-01`}::date and ${month} < ${nextMonthStart(q.end)}::date
      and c.id_linha_resultado is not null and not c.ignorada
      ${q.idEquipe ? sql`and l.id_equipe = ${q.idEquipe}` : sql``}
    group by 1, 2, 3, 4`)
  return res.rows
}

export type LineRow = { id: number; codigo: string; nome: string; tipo: 'lancamento' | 'subtotal'; ordem: number }
export type CategoryRow = { id: number; nome: string; id_linha_resultado: number; rateavel: boolean }

export async function linesAndCategories(db: DbOrTx, idEscritorio: number) {
  const lines = await db.execute<LineRow>(sql`
    select id, codigo, nome, tipo, ordem from linhas_resultado where id_escritorio = ${idEscritorio} order by ordem, id`)
  const categories = await db.execute<CategoryRow>(sql`
    select id, nome, id_linha_resultado, rateavel from categorias
    where id_escritorio = ${idEscritorio} and id_linha_resultado is not null and not ignorada order by nome`)
  return { lines: lines.rows, categories: categories.rows }
}

const dimensionTable: Record<Exclude<Dimension, null>, string> = {
  pj: 'pjs',
  area_receita: 'areas_receita',
  filial: 'filiais',
  profissional: 'profissionais',
  equipe: 'equipes',
}

export async function dimensionNames(db: DbOrTx, idEscritorio: number, dimension: Exclude<Dimension, null>) {
  const res = await db.execute<{ id: number; nome: string }>(
    sql`select id, nome from ${sql.raw(dimensionTable[dimension])} where id_escritorio = ${idEscritorio} order by nome, id`,
  )
  return res.rows
}

export async function apportionmentWeights(db: DbOrTx, idEscritorio: number, dimension: Dimension) {
  if (dimension !== 'profissional' && dimension !== 'area_receita' && dimension !== 'filial') return []
  const res = await db.execute<{ id: number; peso: number }>(sql`
    select id_alvo as id, peso from metricas_rateio
    where id_escritorio = ${idEscritorio} and dimensao = ${dimension} and peso > 0 order by id_alvo`)
  return res.rows
}

/** The last competence month of the current ledger. */
export async function lastUpdate(db: DbOrTx, idEscritorio: number) {
  const res = await db.execute<{ ultima: string | null }>(sql`
    select to_char(max(data_competencia), 'YYYY-MM') as ultima from lancamentos l
     where l.id_escritorio = ${idEscritorio} and l.situacao = 'atual'`)
  return res.rows[0]
}
