import { type BillKind, todayInBrazil } from '../../../src/contracts/bill-status'
import {
  ALREADY_PAID,
  BILL_NOT_FOUND,
  type BillFields,
  type BillListQuery,
  type BillRow,
  CANCELLED_BILL,
  HAS_PAYMENTS,
  LOCKED_BY_PAYMENTS,
  PAYMENT_TOO_LARGE,
  type PaymentBody,
  STALE_BILL,
} from '../../../src/contracts/bpo-bills'
import {
  APPROVAL_REJECTED,
  APPROVAL_REOPENED,
  APPROVAL_REQUIRED,
  SECOND_APPROVAL_REQUIRED,
} from '../../../src/contracts/bpo-workflow'
import { BILL_FROM_INVOICE } from '../../../src/contracts/invoicing'
import type { Db } from '../../db/connection'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { type Notice, noticeApprovals } from './approval-notices'
import { coveredChanges, holdsApproval, reopenApproval, reopenReason } from './approval-reopen'
import { postPayment, removePosting } from './bills-ledger'
import * as q from './bills-queries'
import { billInvoiced } from './invoicing-queries'

// The rules of the BPO bills: every write checks the version the user saw (409 with the current bill), is
// audited, and a payment and its ledger posting commit together (the route wraps each in `idempotent`).

/** Who writes (`user` null: the inbox's receiving address, no signed-in user); `notices` collects what to push to approvers once the write is committed. */
export type Who = {
  office: number
  user: number | null
  notices?: Notice[]
  /** The payment data of the bills it creates is computed (an approved commission month), not typed by `user`. */
  computed?: boolean
}
/** A signed-in user's write (every route's; only the inbox's receiving address writes without one). */
export type SignedWho = Who & { user: number }

export const REFERENCE_MISSING = 'Fornecedor, categoria, conta, departamento ou filial não encontrado neste escritório.'

export const conflict = (message: string, current: BillRow): never => {
  throw new HttpError(409, message, { current })
}

const audit = (tx: Tx, who: Who, acao: string, id: number, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'titulo', id, antes, depois })

const isForeignKeyViolation = (error: unknown): boolean => {
  let current = error as { code?: string; cause?: unknown } | undefined
  for (let depth = 0; current && depth < 3; depth++, current = current.cause as typeof current) {
    if (current.code === '23503') return true
  }
  return false
}

/** Runs a write in a savepoint: a reference to a row the office does not have is a 400, not a 500. */
async function withReferences<T>(tx: Tx, write: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write)
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(400, REFERENCE_MISSING)
    throw error
  }
}

export const listBills = (db: Db, office: number, kind: BillKind, query: BillListQuery) =>
  q.listBills(db, office, kind, query, todayInBrazil())

/** The bill locked for the write, at the version the user saw. */
export async function current(tx: Tx, who: Who, kind: BillKind, id: number, version: number) {
  const bill = await q.findBill(tx, who.office, kind, id, todayInBrazil(), true)
  if (!bill) throw notFound(BILL_NOT_FOUND)
  if (bill.version !== version) conflict(STALE_BILL, bill)
  return bill
}

export const answer = async (tx: Tx, who: Who, kind: BillKind, id: number, status = 200): Promise<Outcome> => {
  const value = await q.findBill(tx, who.office, kind, id, todayInBrazil())
  return { status, body: { status, value } }
}

export async function createBill(tx: Tx, who: Who, kind: BillKind, fields: BillFields): Promise<Outcome> {
  const id = await withReferences(tx, (sp) =>
    q.insertBill(sp, who.office, kind, fields, who.computed ? null : who.user),
  )
  const created = await answer(tx, who, kind, id, 201)
  await audit(tx, who, 'criar', id, null, (created.body as { value: unknown }).value)
  if (kind === 'pagar') who.notices?.push(...(await noticeApprovals(tx, who.office, [id])))
  return created
}

/** What a posted payment depends on: changing it would leave the ledger disagreeing with the bill. */
const postedShape = (b: { valor: string; id_categoria: number; id_filial: number | null; data_competencia: string }) =>
  JSON.stringify([b.valor, b.id_categoria, b.id_filial, b.data_competencia])
const rateioShape = (parts: { id_categoria: number; id_filial: number | null; valor: string }[]) =>
  JSON.stringify(parts.map((p) => [p.id_categoria, p.id_filial, p.valor]))

export async function editBill(
  tx: Tx,
  who: Who,
  kind: BillKind,
  id: number,
  version: number,
  fields: BillFields,
): Promise<Outcome> {
  const before = await current(tx, who, kind, id, version)
  if (
    BigInt(before.pago) > 0n &&
    (postedShape(before) !== postedShape(fields) || rateioShape(before.rateio) !== rateioShape(fields.rateio))
  )
    conflict(LOCKED_BY_PAYMENTS, before)
  const changes = coveredChanges(before, fields)
  const author = changes.length > 0 ? who.user : undefined
  const updated = await withReferences(tx, (sp) => q.updateBill(sp, who.office, id, version, fields, author))
  if (!updated) conflict(STALE_BILL, before)
  // What an approval covers changed: the bill waits for approval again, and its approvers are told below.
  const reopened = changes.length > 0 && holdsApproval(before) && who.user !== null
  if (reopened && who.user !== null)
    await reopenApproval(
      tx,
      { office: who.office, user: who.user },
      before,
      await reopenReason(tx, who.user, changes.join(', ')),
    )
  const after = await answer(tx, who, kind, id)
  await audit(tx, who, 'editar', id, before, (after.body as { value: unknown }).value)
  if (kind === 'pagar')
    who.notices?.push(
      ...(await noticeApprovals(
        tx,
        who.office,
        [id],
        new Set(before.aprovacao === 'pendente' && !reopened ? [id] : []),
      )),
    )
  return after
}

export async function removeBill(tx: Tx, who: Who, kind: BillKind, id: number, version: number): Promise<Outcome> {
  const before = await current(tx, who, kind, id, version)
  if (BigInt(before.pago) > 0n) conflict(HAS_PAYMENTS, before)
  if (await billInvoiced(tx, who.office, id)) conflict(BILL_FROM_INVOICE, before)
  if (!(await q.deleteBill(tx, who.office, id, version))) conflict(STALE_BILL, before)
  await audit(tx, who, 'remover', id, before, null)
  return { status: 200, body: { status: 200, value: true } }
}

export async function cancelBill(tx: Tx, who: Who, kind: BillKind, id: number, version: number): Promise<Outcome> {
  const before = await current(tx, who, kind, id, version)
  if (before.cancelado) conflict(CANCELLED_BILL, before)
  if (BigInt(before.pago) > 0n) conflict(HAS_PAYMENTS, before)
  await q.cancelBill(tx, who.office, id, version)
  const after = await answer(tx, who, kind, id)
  await audit(tx, who, 'cancelar', id, before, (after.body as { value: unknown }).value)
  return after
}

/**
 * Refuses (409) a payment of a payable still waiting for (saying why: changed after its approval, or one approval
 * of two), or refused, the gestor's approval.
 */
function assertApproved(bill: BillRow) {
  if (bill.aprovacao === 'pendente') {
    if (bill.aprovacao_reaberta_motivo) conflict(APPROVAL_REOPENED(bill.aprovacao_reaberta_motivo), bill)
    if ((bill.aprovacoes?.length ?? 0) > 0) conflict(SECOND_APPROVAL_REQUIRED, bill)
    conflict(APPROVAL_REQUIRED, bill)
  }
  if (bill.aprovacao === 'rejeitado') conflict(APPROVAL_REJECTED, bill)
}

/**
 * Registers a payment (partial allowed) and posts it into the ledger, in the caller's transaction. A bill paid
 * in full, cancelled or awaiting approval refuses (409); more than what is still open is a 400.
 */
export async function payBill(tx: Tx, who: Who, kind: BillKind, id: number, body: PaymentBody): Promise<Outcome> {
  const before = await current(tx, who, kind, id, body.version)
  if (before.cancelado) conflict(CANCELLED_BILL, before)
  const open = BigInt(before.valor) - BigInt(before.pago)
  if (open <= 0n) conflict(ALREADY_PAID, before)
  assertApproved(before)
  const valor = BigInt(body.valor)
  if (valor > open)
    throw new HttpError(400, PAYMENT_TOO_LARGE(open), {
      issues: [{ campo: 'valor', mensagem: PAYMENT_TOO_LARGE(open) }],
    })
  const paymentId = await withReferences(tx, (sp) => q.insertPayment(sp, who.office, id, body))
  const document = await q.providerDocument(tx, who.office, before.id_fornecedor)
  await postPayment(
    tx,
    who.office,
    before,
    {
      ...body,
      id: paymentId,
      valor,
      juros: BigInt(body.juros),
      multa: BigInt(body.multa),
      desconto: BigInt(body.desconto),
    },
    document,
  )
  await q.addPaid(tx, who.office, id, valor)
  const after = await answer(tx, who, kind, id, 201)
  await audit(tx, who, 'pagar', id, { pago: before.pago }, { pagamento: paymentId, ...body })
  return after
}

/** Undoes a payment: the payment and its ledger entries go, the bill's open amount comes back. */
export async function undoPayment(
  tx: Tx,
  who: Who,
  kind: BillKind,
  id: number,
  paymentId: number,
  version: number,
): Promise<Outcome> {
  await current(tx, who, kind, id, version)
  await removePosting(tx, who.office, paymentId)
  const valor = await q.deletePayment(tx, who.office, id, paymentId)
  if (valor === null) throw notFound('Pagamento não encontrado')
  await q.addPaid(tx, who.office, id, -BigInt(valor))
  const after = await answer(tx, who, kind, id)
  await audit(tx, who, 'desfazer-pagamento', id, { pagamento: paymentId, valor }, null)
  return after
}
