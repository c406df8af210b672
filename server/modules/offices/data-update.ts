import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

/**
 * When an office's data last changed: the later of its last published financial version and its last
 * client data update. The one source of home's 'Última atualização de dados' and BI's 'Atualizado em'.
 */
export async function officeDataUpdatedAt(db: Db | Tx, idEscritorio: number): Promise<string | null> {
  const res = await db.execute<{ at: string | null }>(sql`
    select to_char(greatest(
             (select max(coalesce(data_publicacao, data_criacao)) from versoes
               where id_escritorio = ${idEscritorio} and status = 'publicada'),
             (select max(data_atualizacao) from clientes where id_escritorio = ${idEscritorio})
           ) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as at`)
  return res.rows[0]?.at ?? null
}
