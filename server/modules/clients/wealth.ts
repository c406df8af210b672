import { sql, sum } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { posicoesClientes } from '../../db/schema'
import type { Tx } from '../../http/idempotency'

/**
 * A client's wealth (patrimônio) is the sum of its positions: the one definition behind /clientes
 * 'Patrimônio', the portfolio's 'Total da carteira' and home's 'Patrimônio sob assessoria'. Join it on
 * (id_escritorio, id_cliente); a client without positions has none (read it through `wealthOf`).
 */
export const wealthByClient = (db: Db | Tx) =>
  db
    .select({
      id_escritorio: posicoesClientes.id_escritorio,
      id_cliente: posicoesClientes.id_cliente,
      total: sum(posicoesClientes.valor_centavos).as('patrimonio_total'),
    })
    .from(posicoesClientes)
    .groupBy(posicoesClientes.id_escritorio, posicoesClientes.id_cliente)
    .as('patrimonio')

type Wealth = ReturnType<typeof wealthByClient>

/** One client's wealth in centavos, as text (0 without positions). */
export const wealthOf = (w: Wealth) => sql<string>`coalesce(${w.total}, 0)::text`

/** The wealth of every client joined, summed in the database, as text. */
export const wealthSum = (w: Wealth) => sql<string>`coalesce(sum(${w.total}), 0)::text`
