import { sql } from 'drizzle-orm'
import { NO_REPASSE_CATEGORY } from '../../../src/contracts/commissions'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Tx } from '../../http/idempotency'
import { COMMISSION_LINE } from '../financial/commissions'
import { type EntryRow, insertEntries } from '../financial/ledger-write'
import type { DetailLine } from './month-queries'

/**
 * The category approved commissions post to: on the DRE's variable-cost (repasse) line, 'Repasse a assessores'
 * when the office still has it, else the line's first category.
 */
export async function repasseCategory(db: Db | Tx, office: number): Promise<{ id: number; nome: string } | null> {
  const res = await db.execute<{ id: number; nome: string }>(sql`
    select c.id, c.nome from categorias c
    join linhas_resultado r on r.id_escritorio = c.id_escritorio and r.id = c.id_linha_resultado
    where c.id_escritorio = ${office} and r.codigo = ${COMMISSION_LINE} and not c.ignorada
    order by (lower(c.nome) = 'repasse a assessores') desc, c.id
    limit 1`)
  return res.rows[0] ?? null
}

/**
 * Posts an approved month into the ledger: one published version ('Comissões MM/AAAA') whose entries are the
 * month's lines as repasse (negative: an amount the office owes), current at once, so the DRE's
 * variable-cost line moves by exactly the approved total. Returns the version's id.
 */
export async function postToLedger(tx: Tx, office: number, user: number, mes: string, lines: readonly DetailLine[]) {
  const category = await repasseCategory(tx, office)
  if (!category) throw new HttpError(409, NO_REPASSE_CATEGORY)
  const posted = lines.filter((l) => BigInt(l.valor) !== 0n)
  const [year, month] = mes.split('-')
  const res = await tx.execute<{ id: number }>(sql`
    insert into versoes (id_escritorio, status, nome_arquivo, linhas, competencia_inicio, competencia_fim, id_usuario,
      data_publicacao)
    values (${office}, 'publicada', ${`Comissões ${month}/${year}`}, ${posted.length}, ${`${mes}-01`}::date,
      ${`${mes}-01`}::date, ${user}, now())
    returning id`)
  const idVersao = res.rows[0].id
  const rows: EntryRow[] = posted.map((l) => ({
    data_competencia: `${mes}-01`,
    data_pagamento: null,
    valor_centavos: -BigInt(l.valor),
    id_categoria: category.id,
    id_pj: null,
    id_profissional: l.id_profissional,
    id_area_receita: l.id_area_receita,
    id_filial: null,
    id_equipe: l.id_equipe,
    id_conta_corrente: null,
    fornecedor: l.fornecedor,
    cpf_cnpj_fornecedor: l.cpf_cnpj_fornecedor,
    descricao: l.observacoes,
    origem: 'comissao',
  }))
  await insertEntries(tx, office, idVersao, 'atual', rows)
  return idVersao
}

/** Takes a reopened month's entries out of the ledger; its version stays as 'descartada' for the history. */
export async function removeFromLedger(tx: Tx, office: number, idVersao: number) {
  await tx.execute(sql`delete from lancamentos where id_escritorio = ${office} and id_versao = ${idVersao}`)
  await tx.execute(sql`update versoes set status = 'descartada' where id_escritorio = ${office} and id = ${idVersao}`)
}
