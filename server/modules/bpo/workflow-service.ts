import type { BillKind } from '../../../src/contracts/bill-status'
import { APPROVED_TAG, type BillTag } from '../../../src/contracts/bill-tags'
import type { BillRow } from '../../../src/contracts/bpo-bills'
import {
  APPROVED_TAG_NEEDS_APPROVAL,
  type ApprovalBody,
  NOT_A_PENDING_APPROVAL,
  STALE_SETTINGS,
  type TagsBody,
} from '../../../src/contracts/bpo-workflow'
import type { Db } from '../../db/connection'
import { HttpError } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { answer, conflict, current, type Who } from './bills-service'
import * as q from './workflow-queries'

// The rules of the BPO workflow (README 'BPO workflow'): a bill's ERP tags are set by staff or the gestor; the
// tag 'pagamento-aprovado' of a payable that needs approval only comes from the gestor's approval; an office
// whose payments need approval refuses a payment until the payable is approved (409, nothing written).

const hasPendingApproval = (bill: BillRow) => bill.aprovacao === 'pendente' || bill.aprovacao === 'rejeitado'

const auditOf = (who: Who, acao: string, id: number) => ({
  office: who.office,
  user: who.user,
  acao,
  entidade: 'titulo' as const,
  id,
})

/** Sets the bill's tags (the whole set, so a replay changes nothing), audited with the set before and after. */
export async function setTags(tx: Tx, who: Who, kind: BillKind, id: number, body: TagsBody): Promise<Outcome> {
  const before = await current(tx, who, kind, id, body.version)
  if (hasPendingApproval(before) && body.etiquetas.includes(APPROVED_TAG) && !before.etiquetas.includes(APPROVED_TAG))
    conflict(APPROVED_TAG_NEEDS_APPROVAL, before)
  await q.setTags(tx, who.office, id, body.etiquetas)
  await recordAudit(tx, {
    ...auditOf(who, 'etiquetas', id),
    antes: { etiquetas: before.etiquetas },
    depois: { etiquetas: body.etiquetas },
  })
  return answer(tx, who, kind, id)
}

/**
 * The gestor's decision on an open payable: approving records who and when and sets 'pagamento-aprovado';
 * rejecting (a reason is required) takes that tag away and keeps the payment blocked.
 */
export async function decide(tx: Tx, who: Who, id: number, body: ApprovalBody): Promise<Outcome> {
  const before = await current(tx, who, 'pagar', id, body.version)
  const open = !before.cancelado && BigInt(before.pago) < BigInt(before.valor)
  if (!open || before.aprovacao === null) conflict(NOT_A_PENDING_APPROVAL, before)
  const approve = body.decisao === 'aprovar'
  const others = before.etiquetas.filter((t) => t !== APPROVED_TAG)
  const tags: BillTag[] = approve ? [...others, APPROVED_TAG] : others
  await q.setApproval(tx, who.office, id, {
    aprovacao: approve ? 'aprovado' : 'rejeitado',
    user: who.user,
    motivo: approve ? null : body.motivo,
    tags,
  })
  const after = await answer(tx, who, 'pagar', id)
  await recordAudit(tx, {
    ...auditOf(who, approve ? 'aprovar' : 'rejeitar', id),
    antes: { aprovacao: before.aprovacao, etiquetas: before.etiquetas },
    depois: { aprovacao: approve ? 'aprovado' : 'rejeitado', motivo: body.motivo, etiquetas: tags },
  })
  return after
}

export const getSettings = (db: Db, office: number) => q.findSettings(db, office)

export async function saveSettings(
  tx: Tx,
  who: Who,
  body: { pagamentos_exigem_aprovacao: boolean; version: number },
): Promise<Outcome> {
  const before = await q.findSettings(tx, who.office, true)
  if (before.version !== body.version) throw new HttpError(409, STALE_SETTINGS, { current: before })
  await q.saveSettings(tx, who.office, body.pagamentos_exigem_aprovacao)
  const after = await q.findSettings(tx, who.office)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'editar',
    entidade: 'bpo_configuracao',
    id: who.office,
    antes: before,
    depois: after,
  })
  return { status: 200, body: { status: 200, value: after } }
}
