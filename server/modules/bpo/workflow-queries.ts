import { sql } from 'drizzle-orm'
import type { BillTag } from '../../../src/contracts/bill-tags'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the BPO workflow: a bill's ERP step and its history, and the approval decision, scoped by office.
// Every write moves the bill's version on.

/** Sets the bill's ERP step (its one workflow tag) and records the move in its history. */
export async function moveStep(
  tx: Tx,
  office: number,
  id: number,
  move: { de: BillTag | null; para: BillTag; motivo: string | null; user: number },
) {
  await tx.execute(sql`update titulos set etiquetas = array[${move.para}]::text[], version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
  await tx.execute(sql`insert into titulos_etapas (id_escritorio, id_titulo, de, para, motivo, id_usuario)
    values (${office}, ${id}, ${move.de}, ${move.para}, ${move.motivo}, ${move.user})`)
}

/** Records the decision that ends the approval round (its approvals go; a reopening's reason is answered). */
export async function setApproval(
  tx: Tx,
  office: number,
  id: number,
  decision: { aprovacao: 'aprovado' | 'rejeitado'; user: number; motivo: string | null },
) {
  await tx.execute(sql`update titulos set aprovacao = ${decision.aprovacao}, aprovacao_por = ${decision.user},
    aprovacao_em = now(), aprovacao_motivo = ${decision.motivo}, aprovacao_reaberta_em = null,
    aprovacao_reaberta_motivo = null, version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
  await clearApprovals(tx, office, id)
}

/** The first of two approvals: the bill waits for the second approver (a rejection before it is superseded). */
export async function addApproval(tx: Tx, office: number, id: number, user: number) {
  await tx.execute(sql`insert into titulos_aprovacoes (id_escritorio, id_titulo, id_usuario)
    values (${office}, ${id}, ${user})`)
  await tx.execute(sql`update titulos set aprovacao = null, aprovacao_por = null, aprovacao_em = null,
    aprovacao_motivo = null, version = version + 1 where id_escritorio = ${office} and id = ${id}`)
}

const clearApprovals = (tx: Tx, office: number, id: number) =>
  tx.execute(sql`delete from titulos_aprovacoes where id_escritorio = ${office} and id_titulo = ${id}`)

/** The bill waits for approval again (no decision, no approvals), saying why. */
export async function reopenApproval(tx: Tx, office: number, id: number, motivo: string) {
  await tx.execute(sql`update titulos set aprovacao = null, aprovacao_por = null, aprovacao_em = null,
    aprovacao_motivo = null, aprovacao_reaberta_em = now(), aprovacao_reaberta_motivo = ${motivo},
    version = version + 1 where id_escritorio = ${office} and id = ${id}`)
  await clearApprovals(tx, office, id)
}

/** The bill's ERP history, oldest first. */
export async function stepHistory(db: Db, office: number, id: number) {
  const res = await db.execute<{
    id: number
    de: string | null
    para: string | null
    motivo: string | null
    usuario: string
    data: string
  }>(sql`select e.id, e.de, e.para, e.motivo, u.nome as usuario,
      to_char(e.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as data
    from titulos_etapas e join usuarios u on u.id_interno = e.id_usuario
    where e.id_escritorio = ${office} and e.id_titulo = ${id} order by e.id`)
  return res.rows
}
