import { sql } from 'drizzle-orm'
import type { BillFlagKind } from '../../../src/contracts/bill-flags'
import type { Tx } from '../../http/idempotency'

// Bill flags (titulos_alertas, src/contracts/bill-flags.ts): a warning raised on a bill for a human to check before
// paying it. Open flags travel with the bill (`openFlagsSql`); whoever caused one never approves the bill; an
// approval after it resolves it. Scoped by office.

/** Raises a flag of `tipo` on each bill of `ids`; `user` is who caused it (null: the system). */
export async function flagBills(
  tx: Tx,
  office: number,
  ids: readonly number[],
  flag: { tipo: BillFlagKind; mensagem: string; user: number | null },
) {
  if (ids.length === 0) return
  await tx.execute(sql`insert into titulos_alertas (id_escritorio, id_titulo, tipo, mensagem, id_usuario)
    select ${office}, x.id, ${flag.tipo}, ${flag.mensagem}, ${flag.user}::int
    from unnest(${`{${ids.join(',')}}`}::int[]) as x(id)`)
}

/** Resolves the bill's open flags: its approver saw them. */
export async function resolveFlags(tx: Tx, office: number, id: number, user: number) {
  await tx.execute(sql`update titulos_alertas set resolvido_em = now(), resolvido_por = ${user}
    where id_escritorio = ${office} and id_titulo = ${id} and resolvido_em is null`)
}

/** The open flags of the bill `t`, oldest first, as JSON (`billFlag`). */
export const openFlagsSql = sql`coalesce((select json_agg(json_build_object('id', a.id, 'tipo', a.tipo,
    'mensagem', a.mensagem, 'data', to_char(a.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'))
    order by a.id) from titulos_alertas a
    where a.id_escritorio = t.id_escritorio and a.id_titulo = t.id and a.resolvido_em is null), '[]'::json)`

/** Whether `user` caused an open flag of the bill `t`. */
export const causedOpenFlagSql = (user: number) => sql`exists (select 1 from titulos_alertas a
    where a.id_escritorio = t.id_escritorio and a.id_titulo = t.id and a.resolvido_em is null
      and a.id_usuario = ${user})`
