import { sql } from 'drizzle-orm'
import type { Tx } from '../http/idempotency'
import { acoesFaltantes, mudancasTicker, posicoesClientes } from './schema'

/**
 * Demo rows of /ativos: two ticker changes the exchange made (Via VVAR3 → BHIA3, Inter BIDI11 → INBR32), two office 3
 * clients still holding the old tickers (so the analyzer finds them; they add to those clients' portfolios like any
 * position), and two missing stocks, one of them such an old ticker.
 */
export async function seedAssets(tx: Tx, equipe: number) {
  await tx.insert(mudancasTicker).values([
    { old_name: 'VVAR3', new_name: 'BHIA3', criado_por: equipe },
    { old_name: 'BIDI11', new_name: 'INBR32', criado_por: equipe },
  ])
  await tx.insert(acoesFaltantes).values([
    { stock: 'VVAR3', criado_por: equipe },
    { stock: 'AZEV4', criado_por: equipe },
  ])
  const clients = await tx
    .execute<{ id: number }>(sql`select id from clientes where id_escritorio = 3 order by id offset 1 limit 2`)
    .then((r) => r.rows)
  const holding = (client: { id: number } | undefined, ticker: string, valor: bigint) =>
    client
      ? [
          {
            id_escritorio: 3,
            id_cliente: client.id,
            nome_ativo: ticker,
            referencia: ticker,
            tipo: 'ações',
            classe: 'Renda Variável',
            valor_centavos: valor,
            campos_faltantes: [],
            data_atualizacao_cotizacao: new Date(Date.UTC(2026, 9, 20, 12)),
          },
        ]
      : []
  const rows = [...holding(clients[0], 'VVAR3', 1_245_000n), ...holding(clients[1], 'BIDI11', 3_780_050n)]
  if (rows.length) await tx.insert(posicoesClientes).values(rows)
}
