import { lt, sql } from 'drizzle-orm'
import type { ClientErrorGroup } from '../../../src/contracts/client-errors'
import type { Db } from '../../db/connection'
import { errosCliente } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

export type StoredError = typeof errosCliente.$inferInsert

export async function insertError(tx: Tx, row: StoredError) {
  await tx.insert(errosCliente).values(row)
}

/** Reports older than `days` are forgotten. */
export async function purgeOlderThan(tx: Tx, days: number) {
  await tx.delete(errosCliente).where(lt(errosCliente.data_criacao, sql`now() - make_interval(days => ${days})`))
}

/**
 * One row per fingerprint seen in the last `days` (optionally in one office): how many times, by how many users,
 * first and last seen, and the latest occurrence's message, route, release, user and office. Newest first.
 */
export async function listGroups(db: Db, days: number, idEscritorio?: number): Promise<ClientErrorGroup[]> {
  const office = idEscritorio ? sql`and e.id_escritorio = ${idEscritorio}` : sql``
  const { rows } = await db.execute<ClientErrorGroup>(sql`
    with recentes as (
      select e.* from erros_cliente e
      where e.data_criacao > now() - make_interval(days => ${days}) ${office}
    ), grupos as (
      select fingerprint, count(*)::int as quantidade, count(distinct coalesce(id_usuario::text, chave))::int as usuarios,
        min(data_criacao) as primeira, max(data_criacao) as ultima
      from recentes group by fingerprint
    ), ultimos as (
      select distinct on (fingerprint) * from recentes order by fingerprint, data_criacao desc, id desc
    )
    select g.fingerprint, u.tipo, u.mensagem, g.quantidade, g.usuarios,
      to_char(g.primeira at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as primeira,
      to_char(g.ultima at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as ultima,
      u.rota, u.release, u.status_http, lower(us.email) as usuario, es.nome_escritorio as escritorio
    from grupos g
    join ultimos u on u.fingerprint = g.fingerprint
    left join usuarios us on us.id_interno = u.id_usuario
    left join escritorios es on es.id_escritorio = u.id_escritorio
    order by g.ultima desc
    limit 200`)
  return rows
}
