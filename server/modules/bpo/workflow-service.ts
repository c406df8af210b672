import type { BillKind } from '../../../src/contracts/bill-status'
import { APPROVED_TAG, type BillTag, tagInfo, workflowStep } from '../../../src/contracts/bill-tags'
import type { BillRow } from '../../../src/contracts/bpo-bills'
import type { ApprovalRulesBody, ErpMoveBody } from '../../../src/contracts/bpo-plans'
import { APPROVER_NOT_FOUND } from '../../../src/contracts/bpo-plans'
import {
  APPROVED_TAG_NEEDS_APPROVAL,
  type ApprovalBody,
  NOT_A_PENDING_APPROVAL,
  NOT_THE_APPROVER,
  STALE_SETTINGS,
} from '../../../src/contracts/bpo-workflow'
import {
  type ErpRole,
  findMove,
  MOVE_NOT_ALLOWED,
  MOVE_REASON_REQUIRED,
  MOVE_ROLE_FORBIDDEN,
  NO_STEP_LABEL,
} from '../../../src/contracts/erp-machine'
import type { Db } from '../../db/connection'
import { forbidden, HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { type Notice, noticeApprovals, pendingIds } from './approval-notices'
import * as rules from './approval-rules-queries'
import { findBill } from './bills-queries'
import { answer, conflict, current, type SignedWho, type Who } from './bills-service'
import * as q from './workflow-queries'

// The rules of the BPO workflow (docs/bpo-workflow.md): a bill moves through the ERP steps of the state machine in
// src/contracts/erp-machine.ts, each move by the role it names, recorded in the bill's history; a payable that an
// approval rule covers waits for its approver (the rule's user, else any gestor of the office) before a payment
// or the step 'pagamento-aprovado'.

export type Actor = SignedWho & { role: ErpRole }

const hasPendingApproval = (bill: BillRow) => bill.aprovacao === 'pendente' || bill.aprovacao === 'rejeitado'
const label = (step: BillTag | null) => (step === null ? NO_STEP_LABEL : tagInfo(step).label)

const audit = (tx: Tx, who: Who, acao: string, id: number, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'titulo', id, antes, depois })

/** Refuses (403) a decision by anyone but the payable's approver: its rule's user, else a gestor of the office. */
async function assertApprover(tx: Tx, who: Actor, id: number) {
  const { aprovador } = await rules.approverOf(tx, who.office, id)
  if (who.role !== 'gestor' || (aprovador !== null && aprovador !== who.user)) throw forbidden(NOT_THE_APPROVER)
}

async function recordDecision(
  tx: Tx,
  who: Actor,
  bill: BillRow,
  decisao: 'aprovar' | 'rejeitar',
  motivo: string | null,
) {
  const aprovacao = decisao === 'aprovar' ? 'aprovado' : 'rejeitado'
  await q.setApproval(tx, who.office, bill.id, {
    aprovacao,
    user: who.user,
    motivo: decisao === 'aprovar' ? null : motivo,
  })
  await audit(
    tx,
    who,
    decisao === 'aprovar' ? 'aprovar' : 'rejeitar',
    bill.id,
    { aprovacao: bill.aprovacao },
    { aprovacao, motivo },
  )
}

/**
 * Moves the bill to another ERP step: the move must exist (else 409), be one the caller's role may make (else
 * 403) and carry a reason when it goes back (else 400). Reaching 'pagamento-aprovado' while the approval is
 * missing is the approval itself when the approver makes it (else 409); going back from it withdraws an approval.
 */
export async function moveStep(tx: Tx, who: Actor, kind: BillKind, id: number, body: ErpMoveBody): Promise<Outcome> {
  const before = await current(tx, who, kind, id, body.version)
  const from = workflowStep(before.etiquetas)
  const move = findMove(from, body.para)
  if (!move) conflict(MOVE_NOT_ALLOWED(label(from), label(body.para)), before)
  else if (!move.roles.includes(who.role)) throw forbidden(MOVE_ROLE_FORBIDDEN(move.roles))
  if (move?.reason && body.motivo === null)
    throw new HttpError(400, MOVE_REASON_REQUIRED, { issues: [{ campo: 'motivo', mensagem: MOVE_REASON_REQUIRED }] })
  if (body.para === APPROVED_TAG && hasPendingApproval(before)) {
    if (who.role !== 'gestor') conflict(APPROVED_TAG_NEEDS_APPROVAL, before)
    await assertApprover(tx, who, id)
    await recordDecision(tx, who, before, 'aprovar', null)
  }
  if (from === APPROVED_TAG && before.aprovacao === 'aprovado')
    await recordDecision(tx, who, before, 'rejeitar', body.motivo)
  await q.moveStep(tx, who.office, id, { de: from, para: body.para, motivo: body.motivo, user: who.user })
  await audit(tx, who, 'etapa', id, { etapa: from }, { etapa: body.para, motivo: body.motivo })
  return answer(tx, who, kind, id)
}

/** The bill's ERP history (404 for a bill the office does not have). */
export async function history(db: Db, office: number, kind: BillKind, id: number) {
  const bill = await findBill(db, office, kind, id, '2000-01-01')
  if (!bill) throw notFound('Conta não encontrada')
  return q.stepHistory(db, office, id)
}

/**
 * The approver's decision on an open payable waiting for approval (or decided before): approving lets it be paid
 * and moves a scheduled one on to 'pagamento-aprovado'; rejecting (a reason is required) blocks the payment and
 * takes an approved step back to 'pagamento-agendado'.
 */
export async function decide(tx: Tx, who: Actor, id: number, body: ApprovalBody): Promise<Outcome> {
  const before = await current(tx, who, 'pagar', id, body.version)
  const open = !before.cancelado && BigInt(before.pago) < BigInt(before.valor)
  if (!open || before.aprovacao === null) conflict(NOT_A_PENDING_APPROVAL, before)
  await assertApprover(tx, who, id)
  await recordDecision(tx, who, before, body.decisao, body.motivo)
  const from = workflowStep(before.etiquetas)
  const to: BillTag | null =
    body.decisao === 'aprovar' && from === 'pagamento-agendado'
      ? APPROVED_TAG
      : body.decisao === 'rejeitar' && from === APPROVED_TAG
        ? 'pagamento-agendado'
        : null
  if (to) await q.moveStep(tx, who.office, id, { de: from, para: to, motivo: body.motivo, user: who.user })
  return answer(tx, who, 'pagar', id)
}

export async function getRules(db: Db | Tx, office: number) {
  const [found, aprovadores] = await Promise.all([rules.findRules(db, office), rules.officeManagers(db, office)])
  return { ...found, aprovadores }
}

/**
 * Replaces the office's approval rules (at the version the user saw); payables that start waiting for approval
 * because of them notify their approvers (returned, to push after the commit).
 */
export async function saveRules(tx: Tx, who: Who, body: ApprovalRulesBody, notices: Notice[]): Promise<Outcome> {
  const before = await rules.findRules(tx, who.office, true)
  if (before.version !== body.version) throw new HttpError(409, STALE_SETTINGS, { current: before })
  const managers = new Set((await rules.officeManagers(tx, who.office)).map((m) => m.id))
  if (body.regras.some((r) => r.id_usuario !== null && !managers.has(r.id_usuario)))
    throw new HttpError(400, APPROVER_NOT_FOUND, { issues: [{ campo: 'regras', mensagem: APPROVER_NOT_FOUND }] })
  const waiting = await pendingIds(tx, who.office, null)
  await rules.replaceRules(tx, who.office, body.regras)
  notices.push(...(await noticeApprovals(tx, who.office, null, waiting)))
  const after = await getRules(tx, who.office)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'editar',
    entidade: 'bpo_configuracao',
    id: who.office,
    antes: before,
    depois: { regras: after.regras, version: after.version },
  })
  return { status: 200, body: { status: 200, value: after } }
}
