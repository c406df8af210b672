import { and, asc, eq, sql } from 'drizzle-orm'
import type { CommissionRule, RuleFields } from '../../../src/contracts/commissions'
import type { Db } from '../../db/connection'
import { areasReceita, comissoesRegras, equipes, profissionais } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import type { Revenue, Rule } from './compute'

type DbOrTx = Db | Tx

const month = (column: unknown) => sql<string>`to_char(${column}, 'YYYY-MM')`
const monthOrNull = (column: unknown) => sql<string | null>`to_char(${column}, 'YYYY-MM')`

const ruleColumns = {
  id: comissoesRegras.id,
  nome: comissoesRegras.nome,
  id_area_receita: comissoesRegras.id_area_receita,
  id_profissional: comissoesRegras.id_profissional,
  id_equipe: comissoesRegras.id_equipe,
  base: comissoesRegras.base,
  faixas: comissoesRegras.faixas,
  minimo_centavos: sql<string>`${comissoesRegras.minimo_centavos}::text`,
  estorno: comissoesRegras.estorno,
  divisao: comissoesRegras.divisao,
  vigencia_inicio: month(comissoesRegras.vigencia_inicio),
  vigencia_fim: monthOrNull(comissoesRegras.vigencia_fim),
  version: comissoesRegras.version,
}

const byId = (office: number, id: number) => and(eq(comissoesRegras.id_escritorio, office), eq(comissoesRegras.id, id))

export const listRules = (db: DbOrTx, office: number): Promise<CommissionRule[]> =>
  db
    .select(ruleColumns)
    .from(comissoesRegras)
    .where(eq(comissoesRegras.id_escritorio, office))
    .orderBy(asc(comissoesRegras.vigencia_inicio), asc(comissoesRegras.nome), asc(comissoesRegras.id))

export async function findRule(db: DbOrTx, office: number, id: number): Promise<CommissionRule | null> {
  const [row] = await db.select(ruleColumns).from(comissoesRegras).where(byId(office, id))
  return row ?? null
}

const values = (f: RuleFields) => ({
  nome: f.nome,
  id_area_receita: f.id_area_receita,
  id_profissional: f.id_profissional,
  id_equipe: f.id_equipe,
  base: f.base,
  faixas: f.faixas,
  minimo_centavos: BigInt(f.minimo_centavos),
  estorno: f.estorno,
  divisao: f.divisao,
  vigencia_inicio: `${f.vigencia_inicio}-01`,
  vigencia_fim: f.vigencia_fim === null ? null : `${f.vigencia_fim}-01`,
})

export async function insertRule(tx: Tx, office: number, f: RuleFields) {
  const [row] = await tx
    .insert(comissoesRegras)
    .values({ id_escritorio: office, ...values(f) })
    .returning({ id: comissoesRegras.id })
  return row.id
}

/** Updates only at the version the user edited; false when stale. */
export async function updateRule(tx: Tx, office: number, id: number, version: number, f: RuleFields) {
  const rows = await tx
    .update(comissoesRegras)
    .set({ ...values(f), version: sql`${comissoesRegras.version} + 1`, data_atualizacao: sql`now()` })
    .where(and(byId(office, id), eq(comissoesRegras.version, version)))
    .returning({ id: comissoesRegras.id })
  return rows.length > 0
}

export async function deleteRule(tx: Tx, office: number, id: number, version: number) {
  const rows = await tx
    .delete(comissoesRegras)
    .where(and(byId(office, id), eq(comissoesRegras.version, version)))
    .returning({ id: comissoesRegras.id })
  return rows.length > 0
}

/**
 * The name of another rule of the same scope (area, advisor, team) whose validity shares a month with
 * `f`'s, or null. Runs under the office's rule lock so two writes cannot both pass.
 */
export async function overlappingRule(tx: Tx, office: number, f: RuleFields, exceptId: number | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(7310, ${office})`)
  const res = await tx.execute<{ nome: string }>(sql`
    select nome from comissoes_regras
    where id_escritorio = ${office} and id is distinct from ${exceptId}
      and id_area_receita is not distinct from ${f.id_area_receita}
      and id_profissional is not distinct from ${f.id_profissional}
      and id_equipe is not distinct from ${f.id_equipe}
      and vigencia_inicio <= coalesce(${f.vigencia_fim === null ? null : `${f.vigencia_fim}-01`}::date, 'infinity')
      and ${`${f.vigencia_inicio}-01`}::date <= coalesce(vigencia_fim, 'infinity')
    limit 1`)
  return res.rows[0]?.nome ?? null
}

/** Whether the ids a rule names exist in the office (else 404 rather than a foreign-key error). */
export async function missingReference(tx: Tx, office: number, f: RuleFields): Promise<string | null> {
  const exists = async (table: typeof areasReceita | typeof equipes | typeof profissionais, id: number) =>
    (
      await tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.id_escritorio, office), eq(table.id, id)))
    ).length > 0
  if (f.id_area_receita !== null && !(await exists(areasReceita, f.id_area_receita))) return 'Produto não encontrado'
  if (f.id_profissional !== null && !(await exists(profissionais, f.id_profissional)))
    return 'Profissional não encontrado'
  if (f.id_equipe !== null && !(await exists(equipes, f.id_equipe))) return 'Equipe não encontrada'
  for (const d of f.divisao) if (!(await exists(profissionais, d.id_profissional))) return 'Profissional não encontrado'
  return null
}

export async function options(db: DbOrTx, office: number) {
  const pick = (table: typeof areasReceita | typeof equipes | typeof profissionais) =>
    db
      .select({ id: table.id, nome: table.nome })
      .from(table)
      .where(eq(table.id_escritorio, office))
      .orderBy(asc(table.nome))
  // One after the other: inside a transaction the three share one connection.
  return { areas: await pick(areasReceita), profissionais: await pick(profissionais), equipes: await pick(equipes) }
}

/** The rules as the computation reads them. */
export async function computationRules(db: DbOrTx, office: number): Promise<Rule[]> {
  const rows = await listRules(db, office)
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    id_area_receita: r.id_area_receita,
    id_profissional: r.id_profissional,
    id_equipe: r.id_equipe,
    base: r.base,
    faixas: r.faixas.map((t) => ({ from: BigInt(t.a_partir_de_centavos), bp: t.percentual_bp })),
    minimo: BigInt(r.minimo_centavos),
    estorno: r.estorno,
    divisao: r.divisao,
    inicio: r.vigencia_inicio,
    fim: r.vigencia_fim,
  }))
}

type RevenueRow = Omit<Revenue, 'bruta' | 'estornos' | 'deducoes'> & {
  bruta: string
  estornos: string
  deducoes: string
}

/**
 * A month's current revenue per advisor × team × revenue area, summed in the database: positive and negative
 * (reversed) entries of the gross-revenue line apart, and the deductions booked on the same dimensions.
 */
export async function monthRevenue(db: DbOrTx, office: number, mes: string): Promise<Revenue[]> {
  const res = await db.execute<RevenueRow>(sql`
    select l.id_profissional, l.id_equipe, l.id_area_receita, coalesce(a.nome, 'Sem produto') as area,
      coalesce(sum(l.valor_centavos) filter (where r.codigo = 'receita_bruta' and l.valor_centavos > 0), 0)::text as bruta,
      coalesce(sum(l.valor_centavos) filter (where r.codigo = 'receita_bruta' and l.valor_centavos < 0), 0)::text as estornos,
      coalesce(sum(l.valor_centavos) filter (where r.codigo = 'deducoes'), 0)::text as deducoes
    from lancamentos l
    join categorias c on c.id_escritorio = l.id_escritorio and c.id = l.id_categoria
    join linhas_resultado r on r.id_escritorio = c.id_escritorio and r.id = c.id_linha_resultado
    left join areas_receita a on a.id_escritorio = l.id_escritorio and a.id = l.id_area_receita
    where l.id_escritorio = ${office} and l.situacao = 'atual' and not c.ignorada
      and r.codigo in ('receita_bruta', 'deducoes')
      and l.data_competencia >= ${`${mes}-01`}::date and l.data_competencia < ${`${mes}-01`}::date + interval '1 month'
    group by 1, 2, 3, 4
    order by 1, 2, 3`)
  return res.rows.map((r) => ({
    ...r,
    bruta: BigInt(r.bruta),
    estornos: BigInt(r.estornos),
    deducoes: BigInt(r.deducoes),
  }))
}
