import type { BillKind } from '../../../src/contracts/bill-status'
import { APPROVED_TAG, type BillTag, tagInfo, workflowStep } from '../../../src/contracts/bill-tags'
import type { BillRow } from '../../../src/contracts/bpo-bills'
import type { ApprovalRulesBody, ErpMoveBody } from '../../../src/contracts/bpo-plans'
import { APPROVER_NOT_FOUND } from '../../../src/contracts/bpo-plans'
import {
  ALREADY_APPROVED_BY_YOU,
  APPROVED_TAG_NEEDS_APPROVAL,
  type ApprovalBody,
  NOT_A_PENDING_APPROVAL,
  NOT_THE_APPROVER,
  SELF_APPROVAL,
  STALE_SETTINGS,
  TWO_APPROVERS_NEED_TWO_MANAGERS,
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
import { resolveFlags } from './bill-flags'
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

/**
 * Refuses a decision by anyone but the payable's approver (403): a gestor of the office, the rule's user when it
 * names one (of two approvers, one must be them). An approval is also refused to whoever set the payment data or
 * caused an open flag of the bill (403), and to an approver who already approved it in this round (409).
 * Answers how many approvals it needs and has.
 */
async function assertApprover(tx: Tx, who: Actor, bill: BillRow, decisao: 'aprovar' | 'rejeitar') {
  const c = await rules.approvalContext(tx, who.office, bill.id, who.user)
  const others = c.aprovaram.filter((u) => u !== who.user)
  const namedMissing = c.aprovador !== null && c.aprovador !== who.user && !others.includes(c.aprovador)
  const lastOne = decisao === 'rejeitar' || others.length + 1 >= c.necessarias
  if (who.role !== 'gestor' || (namedMissing && lastOne)) throw forbidden(NOT_THE_APPROVER)
  if (decisao === 'rejeitar') return { complete: true }
  if (c.autor) throw forbidden(SELF_APPROVAL)
  if (c.aprovaram.includes(who.user)) conflict(ALREADY_APPROVED_BY_YOU, bill)
  return { complete: others.length + 1 >= c.necessarias }
}

/**
 * Records the approver's decision: a rejection, or an approval — the last one needed approves the bill (its open
 * flags resolved: its approver saw them), an earlier one waits for the next approver. Answers whether it is decided.
 */
async function recordDecision(
  tx: Tx,
  who: Actor,
  bill: BillRow,
  decisao: 'aprovar' | 'rejeitar',
  motivo: string | null,
) {
  const { complete } = await assertApprover(tx, who, bill, decisao)
  const aprovacao = decisao === 'aprovar' ? 'aprovado' : 'rejeitado'
  if (!complete) await q.addApproval(tx, who.office, bill.id, who.user)
  else {
    await q.setApproval(tx, who.office, bill.id, {
      aprovacao,
      user: who.user,
      motivo: decisao === 'aprovar' ? null : motivo,
    })
    if (decisao === 'aprovar') await resolveFlags(tx, who.office, bill.id, who.user)
  }
  await audit(
    tx,
    who,
    decisao === 'aprovar' ? 'aprovar' : 'rejeitar',
    bill.id,
    { aprovacao: bill.aprovacao },
    complete ? { aprovacao, motivo } : { aprovacao: 'pendente', aprovacoes: [...(bill.aprovacoes ?? []), who.user] },
  )
  return complete
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
    // The first of two approvals leaves the bill where it is, waiting for the second approver.
    if (!(await recordDecision(tx, who, before, 'aprovar', null))) return answer(tx, who, kind, id)
  }
  // Going back withdraws the approval; going on to 'pagamento-conciliado' keeps it.
  if (from === APPROVED_TAG && body.para === 'pagamento-agendado' && before.aprovacao === 'aprovado')
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
  const decided = await recordDecision(tx, who, before, body.decisao, body.motivo)
  const from = workflowStep(before.etiquetas)
  const to: BillTag | null = !decided
    ? null
    : body.decisao === 'aprovar' && from === 'pagamento-agendado'
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
  if (body.dupla_acima_de !== null && managers.size < 2)
    throw new HttpError(400, TWO_APPROVERS_NEED_TWO_MANAGERS, {
      issues: [{ campo: 'dupla_acima_de', mensagem: TWO_APPROVERS_NEED_TWO_MANAGERS }],
    })
  const waiting = await pendingIds(tx, who.office, null)
  await rules.replaceRules(tx, who.office, body.regras, body.dupla_acima_de)
  notices.push(...(await noticeApprovals(tx, who.office, null, waiting)))
  const after = await getRules(tx, who.office)
  await recordAudit(tx, {
    office: who.office,
    user: who.user,
    acao: 'editar',
    entidade: 'bpo_configuracao',
    id: who.office,
    antes: before,
    depois: { regras: after.regras, dupla_acima_de: after.dupla_acima_de, version: after.version },
  })
  return { status: 200, body: { status: 200, value: after } }
}
