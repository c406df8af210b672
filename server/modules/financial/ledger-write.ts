import { sql } from 'drizzle-orm'
import type { DbOrTx } from './chart'

export type EntryRow = {
  data_competencia: string
  data_pagamento: string | null
  valor_centavos: bigint
  id_categoria: number
  id_pj: number | null
  id_profissional: number | null
  id_area_receita: number | null
  id_filial: number | null
  id_equipe: number | null
  id_conta_corrente: number | null
  fornecedor: string | null
  /** Digits (or the 2026 CNPJ's letters) only, without a mask. */
  cpf_cnpj_fornecedor: string | null
  descricao: string | null
  origem: 'import' | 'manual' | 'bpo' | 'comissao'
}

type Situacao = 'atual' | 'temporaria'

const CHUNK = 10_000

/** Inserts entries in large batches: one `insert … select from unnest(arrays)` statement per chunk. */
export async function insertEntries(
  db: DbOrTx,
  idEscritorio: number,
  idVersao: number,
  situacao: Situacao,
  rows: readonly EntryRow[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK)
    const col = <K extends keyof EntryRow>(k: K) => sql.param(chunk.map((r) => r[k]))
    await db.execute(sql`
      insert into lancamentos (id_escritorio, id_versao, situacao, data_competencia, data_pagamento, valor_centavos,
        id_categoria, id_pj, id_profissional, id_area_receita, id_filial, id_equipe, id_conta_corrente,
        fornecedor, cpf_cnpj_fornecedor, descricao, origem)
      select ${idEscritorio}, ${idVersao}, ${situacao}, u.*
      from unnest(
        ${col('data_competencia')}::date[], ${col('data_pagamento')}::date[],
        ${sql.param(chunk.map((r) => r.valor_centavos.toString()))}::bigint[], ${col('id_categoria')}::int[],
        ${col('id_pj')}::int[], ${col('id_profissional')}::int[], ${col('id_area_receita')}::int[],
        ${col('id_filial')}::int[], ${col('id_equipe')}::int[], ${col('id_conta_corrente')}::int[],
        ${col('fornecedor')}::text[], ${col('cpf_cnpj_fornecedor')}::text[], ${col('descricao')}::text[], ${col('origem')}::text[]
      ) as u`)
  }
}
