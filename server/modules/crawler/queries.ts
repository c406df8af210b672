import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import { posicoesClientes, produtosRf } from '../../db/schema'
import type { SourceProduct } from './source'

/**
 * Stores the products one run read (one row per source code, updated in place) and marks the office's positions
 * of those products as read by the crawler now (`data_atualizacao_crawler`), in one transaction.
 */
export async function storeProducts(db: Db, office: number, tarefa: string, products: readonly SourceProduct[]) {
  await db.transaction(async (tx) => {
    for (const p of products) {
      const values = {
        ...p,
        preco_unitario_centavos: BigInt(p.preco_unitario_centavos),
        aplicacao_minima_centavos: BigInt(p.aplicacao_minima_centavos),
      }
      await tx
        .insert(produtosRf)
        .values({ id_escritorio: office, id_tarefa: tarefa, ...values })
        .onConflictDoUpdate({
          target: [produtosRf.id_escritorio, produtosRf.codigo],
          set: { ...values, id_tarefa: tarefa, data_atualizacao: sql`now()` },
        })
    }
    if (products.length) {
      await tx
        .update(posicoesClientes)
        .set({ data_atualizacao_crawler: sql`now()` })
        .where(
          and(
            eq(posicoesClientes.id_escritorio, office),
            inArray(
              posicoesClientes.nome_ativo,
              products.map((p) => p.nome),
            ),
          ),
        )
    }
  })
}

export async function listProducts(db: Db, office: number) {
  const rows = await db
    .select()
    .from(produtosRf)
    .where(eq(produtosRf.id_escritorio, office))
    .orderBy(asc(produtosRf.tipo), asc(produtosRf.nome))
    .limit(5000)
  return rows.map((r) => ({
    id: r.id,
    codigo: r.codigo,
    nome: r.nome,
    emissor: r.emissor,
    tipo: r.tipo,
    indexador: r.indexador,
    taxa: r.taxa,
    vencimento: r.vencimento,
    preco_unitario_centavos: String(r.preco_unitario_centavos),
    aplicacao_minima_centavos: String(r.aplicacao_minima_centavos),
    data_atualizacao: r.data_atualizacao.toISOString(),
  }))
}
