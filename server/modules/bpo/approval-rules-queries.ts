import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import { approvalSql, ruleSql } from './bills-queries'

// SQL of the office's approval rules (bpo_regras_aprovacao, under bpo_configuracao's version) and of who must
// approve which payable. Scoped by office.

type DbOrTx = Db | Tx

export async function findRules(db: DbOrTx, office: number, lock = false) {
  const config = await db.execute<{ version: number }>(
    sql`select version from bpo_configuracao where id_escritorio = ${office} ${lock ? sql`for update` : sql``}`,
  )
  const rules = await db.execute<{ acima_de: string; id_usuario: number | null; aprovador: string }>(
    sql`select r.acima_de_centavos::text as acima_de, r.id_usuario, coalesce(u.nome, 'Gestor') as aprovador
      from bpo_regras_aprovacao r left join usuarios u on u.id_interno = r.id_usuario
      where r.id_escritorio = ${office} order by r.acima_de_centavos`,
  )
  return { regras: rules.rows, version: config.rows[0]?.version ?? 1 }
}

/** The office's active gestores: who may approve, and be named in a rule. */
export async function officeManagers(db: DbOrTx, office: number) {
  const res = await db.execute<{ id: number; nome: string }>(
    sql`select id_interno as id, nome from usuarios where id_escritorio = ${office} and ativo
      and upper(tipo_usuario) = 'GESTOR' order by nome, id_interno`,
  )
  return res.rows
}

export async function replaceRules(tx: Tx, office: number, rules: { acima_de: string; id_usuario: number | null }[]) {
  await tx.execute(sql`insert into bpo_configuracao (id_escritorio, version) values (${office}, 2)
    on conflict (id_escritorio) do update set version = bpo_configuracao.version + 1`)
  await tx.execute(sql`delete from bpo_regras_aprovacao where id_escritorio = ${office}`)
  if (rules.length === 0) return
  await tx.execute(
    sql`insert into bpo_regras_aprovacao (id_escritorio, acima_de_centavos, id_usuario) values ${sql.join(
      rules.map((r) => sql`(${office}, ${r.acima_de}::bigint, ${r.id_usuario})`),
      sql`, `,
    )}`,
  )
}

export type PendingBill = {
  id: number
  descricao: string
  valor: string
  data_vencimento: string
  aprovador: number | null
}

/** The payables among `ids` (all the office's when null) now waiting for approval, with their rule's named user. */
export async function pendingBills(db: DbOrTx, office: number, ids: readonly number[] | null) {
  const only =
    ids === null
      ? sql`true`
      : ids.length === 0
        ? sql`false`
        : sql`t.id in ${sql`(${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )})`}`
  const res = await db.execute<PendingBill>(sql`select t.id, t.descricao, t.valor_centavos::text as valor,
      to_char(t.data_vencimento, 'YYYY-MM-DD') as data_vencimento, ${ruleSql('id_usuario')} as aprovador
    from titulos t where t.id_escritorio = ${office} and t.tipo = 'pagar' and ${only} and ${approvalSql} = 'pendente'`)
  return res.rows
}

/** Who must decide on payable `id`: whether a rule applies, and the user it names (null: any gestor). */
export async function approverOf(db: DbOrTx, office: number, id: number) {
  const res = await db.execute<{ regra: number | null; aprovador: number | null }>(
    sql`select ${ruleSql('id')} as regra, ${ruleSql('id_usuario')} as aprovador from titulos t
      where t.id_escritorio = ${office} and t.id = ${id}`,
  )
  return res.rows[0] ?? { regra: null, aprovador: null }
}
