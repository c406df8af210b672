import { sql } from 'drizzle-orm'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'
import type { DbOrTx } from '../financial/chart'
import type { StatementBalance, StatementLine } from './types'

// SQL of the bank statements, always scoped by office: the account, the keys already imported, the import itself
// (lines and declared balances, existing keys skipped by the unique index), and the lines of a period.

export async function findAccount(db: DbOrTx, office: number, id: number) {
  const res = await db.execute<{ id: number; nome: string; banco: string | null }>(
    sql`select id, nome, banco from contas_correntes where id_escritorio = ${office} and id = ${id}`,
  )
  return res.rows[0] ?? null
}

/** Which of `keys` the account already has. */
export async function existingKeys(db: DbOrTx, office: number, account: number, keys: string[]) {
  const res = await db.execute<{ chave: string }>(sql`select chave from extratos_linhas
    where id_escritorio = ${office} and id_conta_corrente = ${account} and chave = any(${sql.param(keys)}::text[])`)
  return new Set(res.rows.map((r) => r.chave))
}

export async function insertImport(
  tx: Tx,
  office: number,
  i: {
    conta: number
    nome: string
    formato: string
    banco: string | null
    novas: number
    duplicadas: number
    ilegiveis: number
    user: number
  },
) {
  const res = await tx.execute<{ id: number }>(sql`insert into extratos_importacoes
    (id_escritorio, id_conta_corrente, nome_arquivo, formato, banco, novas, duplicadas, ilegiveis, id_usuario)
    values (${office}, ${i.conta}, ${i.nome}, ${i.formato}, ${i.banco}, ${i.novas}, ${i.duplicadas}, ${i.ilegiveis}, ${i.user})
    returning id`)
  return res.rows[0].id
}

/** Inserts the lines in one statement (unnest); keys already there are skipped. Returns how many were added. */
export async function insertLines(tx: Tx, office: number, account: number, importId: number, lines: StatementLine[]) {
  if (lines.length === 0) return 0
  const col = <T>(pick: (l: StatementLine) => T) => sql.param(lines.map(pick))
  const res = await tx.execute(sql`insert into extratos_linhas
      (id_escritorio, id_conta_corrente, id_importacao, data, valor_centavos, descricao, documento, chave)
    select ${office}, ${account}, ${importId}, u.* from unnest(
      ${col((l) => l.data)}::date[], ${col((l) => l.valor.toString())}::bigint[], ${col((l) => l.descricao)}::text[],
      ${col((l) => l.documento)}::text[], ${col((l) => l.chave)}::text[]) as u
    on conflict (id_escritorio, id_conta_corrente, chave) do nothing`)
  return res.rowCount ?? 0
}

export async function upsertBalances(tx: Tx, office: number, account: number, balances: StatementBalance[]) {
  for (const b of balances) {
    await tx.execute(sql`insert into extratos_saldos (id_escritorio, id_conta_corrente, data, valor_centavos)
      values (${office}, ${account}, ${b.data}::date, ${b.valor.toString()}::bigint)
      on conflict (id_escritorio, id_conta_corrente, data) do update set valor_centavos = excluded.valor_centavos`)
  }
}

export type LineRecord = {
  id: number
  id_conta_corrente: number
  data: string
  valor: string
  descricao: string
  documento: string | null
  conciliacao: 'titulo' | 'lancamento' | 'criado' | 'transferencia' | null
  id_titulo: number | null
  id_pagamento: number | null
  id_lancamento: number | null
  etapa_anterior: string | null
  id_linha_par: number | null
  conciliado_com: string | null
}

const lineColumns = sql`l.id, l.id_conta_corrente, to_char(l.data, 'YYYY-MM-DD') as data, l.valor_centavos::text as valor,
  l.descricao, l.documento, l.conciliacao, l.id_titulo, l.id_pagamento, l.id_lancamento::int as id_lancamento,
  l.etapa_anterior, l.id_linha_par`

/** The last balance the bank declared for the account within [from, to), or null. */
export async function lastBalance(db: Db, office: number, account: number, from: string, to: string) {
  const res = await db.execute<{ data: string; valor: string }>(sql`
    select to_char(data, 'YYYY-MM-DD') as data, valor_centavos::text as valor from extratos_saldos
    where id_escritorio = ${office} and id_conta_corrente = ${account} and data >= ${from}::date and data < ${to}::date
    order by data desc limit 1`)
  return res.rows[0] ?? null
}

/** The account's lines of a period, oldest first, with what each reconciled line was reconciled with. */
export async function listLines(db: Db, office: number, account: number, from: string, to: string) {
  const res = await db.execute<LineRecord>(sql`select ${lineColumns},
      case l.conciliacao
        when 'titulo' then 'Conta ' || t.descricao
        when 'lancamento' then 'Lançamento ' || coalesce(e.descricao, e.fornecedor, '#' || e.id)
        when 'criado' then 'Lançamento criado: ' || coalesce(e.descricao, '')
        when 'transferencia' then 'Transferência entre contas'
      end as conciliado_com
    from extratos_linhas l
    left join titulos t on t.id_escritorio = l.id_escritorio and t.id = l.id_titulo
    left join lancamentos e on e.id_escritorio = l.id_escritorio and e.id = l.id_lancamento
    where l.id_escritorio = ${office} and l.id_conta_corrente = ${account}
      and l.data >= ${from}::date and l.data < ${to}::date
    order by l.data, l.id`)
  return res.rows
}

export async function findLine(tx: DbOrTx, office: number, id: number, lock = false) {
  const res = await tx.execute<LineRecord & { conciliado_com: null }>(sql`select ${lineColumns}, null as conciliado_com
    from extratos_linhas l where l.id_escritorio = ${office} and l.id = ${id} ${lock ? sql`for update` : sql``}`)
  return res.rows[0] ?? null
}

export async function markLine(
  tx: Tx,
  office: number,
  id: number,
  m: {
    conciliacao: LineRecord['conciliacao']
    id_titulo?: number | null
    id_pagamento?: number | null
    id_lancamento?: number | null
    etapa_anterior?: string | null
    id_linha_par?: number | null
    user: number | null
  },
) {
  await tx.execute(sql`update extratos_linhas set conciliacao = ${m.conciliacao}, id_titulo = ${m.id_titulo ?? null},
      id_pagamento = ${m.id_pagamento ?? null}, id_lancamento = ${m.id_lancamento ?? null},
      etapa_anterior = ${m.etapa_anterior ?? null}, id_linha_par = ${m.id_linha_par ?? null},
      conciliado_por = ${m.conciliacao ? m.user : null}, conciliado_em = ${m.conciliacao ? sql`now()` : null},
      version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
}

/** A ledger entry of the cash a line moved (reconciliation 'criado' or 'transferencia'); returns its id. */
export async function insertCashEntry(
  tx: Tx,
  office: number,
  e: {
    data: string
    valor: bigint
    id_categoria: number
    id_conta_corrente: number
    fornecedor: string | null
    documento: string | null
    descricao: string
  },
) {
  const res = await tx.execute<{ id: number }>(sql`insert into lancamentos (id_escritorio, id_versao, situacao,
      data_competencia, data_pagamento, valor_centavos, id_categoria, id_conta_corrente, fornecedor, cpf_cnpj_fornecedor,
      descricao, origem)
    values (${office}, null, 'atual', ${e.data}::date, ${e.data}::date, ${e.valor.toString()}::bigint, ${e.id_categoria},
      ${e.id_conta_corrente}, ${e.fornecedor}, ${e.documento}, ${e.descricao}, 'manual')
    returning id::int as id`)
  return res.rows[0].id
}

export async function deleteCashEntry(tx: Tx, office: number, id: number) {
  await tx.execute(sql`delete from lancamentos where id_escritorio = ${office} and id = ${id} and origem = 'manual'`)
}
