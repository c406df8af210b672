import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import { causedOpenFlagSql } from './bill-flags'
import { approvalSql, ruleSql, twoApproversSql } from './bills-queries'

// SQL of the office's approval rules (bpo_regras_aprovacao, under bpo_configuracao's version) and of who must
// approve which payable. Scoped by office.

type DbOrTx = Db | Tx

export async function findRules(db: DbOrTx, office: number, lock = false) {
  const config = await db.execute<{ version: number; dupla_acima_de: string | null }>(
    sql`select version, dupla_aprovacao_acima_de_centavos::text as dupla_acima_de from bpo_configuracao
      where id_escritorio = ${office} ${lock ? sql`for update` : sql``}`,
  )
  const rules = await db.execute<{ acima_de: string; id_usuario: number | null; aprovador: string }>(
    sql`select r.acima_de_centavos::text as acima_de, r.id_usuario, coalesce(u.nome, 'Gestor') as aprovador
      from bpo_regras_aprovacao r left join usuarios u on u.id_interno = r.id_usuario
      where r.id_escritorio = ${office} order by r.acima_de_centavos`,
  )
  const found = config.rows[0]
  return { regras: rules.rows, dupla_acima_de: found?.dupla_acima_de ?? null, version: found?.version ?? 1 }
}

/** The office's active gestores: who may approve, and be named in a rule. */
export async function officeManagers(db: DbOrTx, office: number) {
  const res = await db.execute<{ id: number; nome: string }>(
    sql`select id_interno as id, nome from usuarios where id_escritorio = ${office} and ativo
      and upper(tipo_usuario) = 'GESTOR' order by nome, id_interno`,
  )
  return res.rows
}

export async function replaceRules(
  tx: Tx,
  office: number,
  rules: { acima_de: string; id_usuario: number | null }[],
  twoAbove: string | null,
) {
  await tx.execute(sql`insert into bpo_configuracao (id_escritorio, version, dupla_aprovacao_acima_de_centavos)
    values (${office}, 2, ${twoAbove}::bigint) on conflict (id_escritorio) do update
    set version = bpo_configuracao.version + 1, dupla_aprovacao_acima_de_centavos = excluded.dupla_aprovacao_acima_de_centavos`)
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
  /** Why an approval was undone, when it was (the notice says so). */
  reaberta: string | null
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
      to_char(t.data_vencimento, 'YYYY-MM-DD') as data_vencimento, ${ruleSql('id_usuario')} as aprovador,
      t.aprovacao_reaberta_motivo as reaberta
    from titulos t where t.id_escritorio = ${office} and t.tipo = 'pagar' and ${only} and ${approvalSql} = 'pendente'`)
  return res.rows
}

/**
 * Who may decide on payable `id`, for `user`: the user its rule names (null: any gestor), how many distinct
 * approvers it needs, who already approved it in this round, and whether `user` set its payment data or caused
 * one of its open flags (then they never approve it).
 */
export async function approvalContext(db: DbOrTx, office: number, id: number, user: number) {
  const res = await db.execute<{ aprovador: number | null; necessarias: number; aprovaram: number[]; autor: boolean }>(
    sql`select ${ruleSql('id_usuario')} as aprovador, case when ${twoApproversSql} then 2 else 1 end as necessarias,
      coalesce((select array_agg(a.id_usuario order by a.data_criacao) from titulos_aprovacoes a
        where a.id_escritorio = t.id_escritorio and a.id_titulo = t.id), '{}') as aprovaram,
      (t.dados_pagamento_por is not distinct from ${user}::int or ${causedOpenFlagSql(user)}) as autor
    from titulos t where t.id_escritorio = ${office} and t.id = ${id}`,
  )
  return res.rows[0] ?? { aprovador: null, necessarias: 1, aprovaram: [], autor: false }
}
