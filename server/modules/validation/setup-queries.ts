import { sql } from 'drizzle-orm'
import type { SetupState } from '../../../src/contracts/validation'
import type { SetupStep } from '../../../src/contracts/validation-paths'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the first-run set-up: the steps saved, what the office already has, saving a step, ending the flag.

type DbOrTx = Db | Tx

/** The steps saved and how many categories and professionals the office has. */
export async function progress(db: DbOrTx, office: number) {
  const res = await db.execute<{ etapas: string[] | null; categorias: number; profissionais: number }>(
    sql`select (select array_agg(etapa) from parametrizacao_etapas where id_escritorio = ${office}) as etapas,
      (select count(*)::int from categorias where id_escritorio = ${office}) as categorias,
      (select count(*)::int from profissionais where id_escritorio = ${office}) as profissionais`,
  )
  return res.rows[0]
}

/** The office's active checking accounts with their first opening balance (saldos_dfc 'inicial'), if any. */
export async function accountsWithBalance(db: DbOrTx, office: number) {
  const res = await db.execute<SetupState['contas'][number]>(sql`select c.id, c.nome,
      to_char(s.mes, 'YYYY-MM') as saldo_mes, s.valor_centavos::text as saldo
    from contas_correntes c left join lateral (select mes, valor_centavos from saldos_dfc s
      where s.id_escritorio = c.id_escritorio and s.id_conta_corrente = c.id and s.tipo = 'inicial'
      order by s.mes limit 1) s on true
    where c.id_escritorio = ${office} and c.ativo order by c.id`)
  return res.rows
}

/** Serialises the set-up's writes of one office (two tabs saving steps at once). */
export async function lockSetup(tx: Tx, office: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(7306, ${office})`)
}

export async function saveStep(tx: Tx, office: number, etapa: SetupStep, user: number) {
  await tx.execute(sql`insert into parametrizacao_etapas (id_escritorio, etapa, id_usuario)
    values (${office}, ${etapa}, ${user}) on conflict do nothing`)
}

/** Every user of the office leaves the set-up (§2 parametrizar false). */
export async function endSetupFlag(tx: Tx, office: number) {
  await tx.execute(sql`update usuarios set parametrizar = false where id_escritorio = ${office} and parametrizar`)
}
