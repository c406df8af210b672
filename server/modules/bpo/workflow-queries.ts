import { sql } from 'drizzle-orm'
import type { BillTag } from '../../../src/contracts/bill-tags'
import type { Db } from '../../db/connection'
import type { Tx } from '../../http/idempotency'

// SQL of the BPO workflow: a bill's ERP tags, the approval decision and the office's BPO settings, scoped by
// office. Every write moves the bill's (or the settings') version on.

const tagArray = (tags: readonly BillTag[]) =>
  sql`array[${sql.join(
    tags.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`

export async function setTags(tx: Tx, office: number, id: number, tags: readonly BillTag[]) {
  await tx.execute(sql`update titulos set etiquetas = ${tagArray(tags)}, version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
}

export async function setApproval(
  tx: Tx,
  office: number,
  id: number,
  decision: { aprovacao: 'aprovado' | 'rejeitado'; user: number; motivo: string | null; tags: readonly BillTag[] },
) {
  await tx.execute(sql`update titulos set aprovacao = ${decision.aprovacao}, aprovacao_por = ${decision.user},
    aprovacao_em = now(), aprovacao_motivo = ${decision.motivo},
    etiquetas = ${tagArray(decision.tags)}, version = version + 1
    where id_escritorio = ${office} and id = ${id}`)
}

/** The office's BPO settings; an office that never saved them has the defaults at version 1. */
export async function findSettings(db: Db | Tx, office: number, lock = false) {
  const res = await db.execute<{ pagamentos_exigem_aprovacao: boolean; version: number }>(
    sql`select pagamentos_exigem_aprovacao, version from bpo_configuracao where id_escritorio = ${office}
      ${lock ? sql`for update` : sql``}`,
  )
  return res.rows[0] ?? { pagamentos_exigem_aprovacao: false, version: 1 }
}

export async function saveSettings(tx: Tx, office: number, required: boolean) {
  await tx.execute(sql`insert into bpo_configuracao (id_escritorio, pagamentos_exigem_aprovacao, version)
    values (${office}, ${required}, 2)
    on conflict (id_escritorio) do update set pagamentos_exigem_aprovacao = excluded.pagamentos_exigem_aprovacao,
      version = bpo_configuracao.version + 1`)
}
