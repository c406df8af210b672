import { sql } from 'drizzle-orm'
import type { BillKind } from '../../../src/contracts/bill-status'
import type { BillFields } from '../../../src/contracts/bpo-bills'
import type { EndRule, Frequency, Schedule } from '../../../src/contracts/bpo-plan-rules'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the recurrences (titulos_recorrencias), scoped by office.

export type Series = Schedule & {
  id: number
  tipo: BillKind
  modelo: BillFields
  base_competencia: string
  gerada_ate: number
  encerrada: boolean
  version: number
  /** Who set the template's payment data: the author of the occurrences it generates. */
  dados_pagamento_por: number | null
}

const columns = sql`id, tipo, frequencia, fim, fim_ocorrencias, to_char(fim_data, 'YYYY-MM-DD') as fim_data, modelo,
  base_ocorrencia, to_char(base_vencimento, 'YYYY-MM-DD') as base_vencimento,
  to_char(base_competencia, 'YYYY-MM-DD') as base_competencia, gerada_ate, encerrada, version, dados_pagamento_por`

/** The series, locked for the caller's transaction (two servers generating it take turns). */
export async function lockSeries(tx: Tx, office: number, id: number): Promise<Series | null> {
  const res = await tx.execute<Series>(
    sql`select ${columns} from titulos_recorrencias where id_escritorio = ${office} and id = ${id} for update`,
  )
  return res.rows[0] ?? null
}

export async function insertSeries(
  tx: Tx,
  office: number,
  s: {
    tipo: BillKind
    frequencia: Frequency
    fim: EndRule
    fim_ocorrencias: number | null
    fim_data: string | null
    modelo: BillFields
    base_vencimento: string
    base_competencia: string
    dados_pagamento_por: number | null
  },
) {
  const res = await tx.execute<{ id: number }>(sql`insert into titulos_recorrencias (id_escritorio, tipo, frequencia,
      fim, fim_ocorrencias, fim_data, modelo, base_vencimento, base_competencia, dados_pagamento_por)
    values (${office}, ${s.tipo}, ${s.frequencia}, ${s.fim}, ${s.fim_ocorrencias}, ${s.fim_data}::date,
      ${JSON.stringify(s.modelo)}::jsonb, ${s.base_vencimento}::date, ${s.base_competencia}::date,
      ${s.dados_pagamento_por}::int) returning id`)
  return res.rows[0].id
}

/** Where generation stands: the last occurrence generated and the next one's due date (null: none comes). */
export async function setProgress(tx: Tx, office: number, id: number, geradaAte: number, next: string | null) {
  await tx.execute(sql`update titulos_recorrencias set gerada_ate = ${geradaAte}, proximo_vencimento = ${next}::date
    where id_escritorio = ${office} and id = ${id}`)
}

/** 'This and the following': the template and the schedule's anchor from occurrence `from` on. */
export async function rebase(
  tx: Tx,
  office: number,
  id: number,
  r: { modelo: BillFields; from: number; vencimento: string; competencia: string; author: number | null },
) {
  await tx.execute(sql`update titulos_recorrencias set modelo = ${JSON.stringify(r.modelo)}::jsonb,
      dados_pagamento_por = ${r.author}::int,
      base_ocorrencia = ${r.from}, base_vencimento = ${r.vencimento}::date, base_competencia = ${r.competencia}::date,
      version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
}

/** Ends the series after occurrence `last`. */
export async function stop(tx: Tx, office: number, id: number, last: number) {
  await tx.execute(sql`update titulos_recorrencias set fim = 'apos', fim_ocorrencias = ${last}, fim_data = null,
      encerrada = true, proximo_vencimento = null, version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
}

export async function linkBill(tx: Tx, office: number, bill: number, series: number, n: number) {
  await tx.execute(sql`update titulos set id_recorrencia = ${series}, ocorrencia = ${n}, version = version + 1
    where id_escritorio = ${office} and id = ${bill}`)
}

/** The series' bills from occurrence `from` on: id, occurrence, version and whether they can still change. */
export async function billsFrom(tx: Tx, office: number, series: number, from: number) {
  const res = await tx.execute<{ id: number; ocorrencia: number; version: number; pago: string; fixo: boolean }>(
    sql`select id, ocorrencia, version, pago_centavos::text as pago,
      (cancelado or pago_centavos > 0 or aprovacao = 'aprovado' or exists (select 1 from titulos_aprovacoes a
        where a.id_escritorio = titulos.id_escritorio and a.id_titulo = titulos.id)) as fixo
    from titulos where id_escritorio = ${office} and id_recorrencia = ${series} and ocorrencia >= ${from}
    order by ocorrencia for update`,
  )
  return res.rows
}

export async function deleteBills(tx: Tx, office: number, ids: readonly number[]) {
  if (ids.length === 0) return
  await tx.execute(
    sql`delete from titulos where id_escritorio = ${office} and id = any(${`{${ids.join(',')}}`}::int[])`,
  )
}

/** Series of `kind` whose next occurrence falls before `horizon` (the list's lazy top-up). */
export async function dueSeries(db: Db, office: number, kind: BillKind, horizon: string) {
  const res = await db.execute<{ id: number }>(sql`select id from titulos_recorrencias
    where id_escritorio = ${office} and tipo = ${kind} and proximo_vencimento <= ${horizon}::date`)
  return res.rows.map((r) => r.id)
}
