import type { BillFields } from '../../../src/contracts/bpo-bills'
import {
  answeredState,
  convertibleStates,
  initialState,
  movesFor,
  type RequestRole,
  type RequestState,
  requestStateInfo,
} from '../../../src/contracts/bpo-request-paths'
import {
  CONVERT_NOT_NOW,
  CONVERT_ONLY_PAYMENT,
  MOVE_FORBIDDEN,
  REQUEST_NOT_FOUND,
  type RequestCreate,
  type RequestRow,
  STALE_REQUEST,
} from '../../../src/contracts/bpo-requests'
import type { Db } from '../../db/connection'
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import { cancelBill, createBill } from './bills-service'
import * as q from './requests-queries'

// The rules of the BPO requests: the transition table of src/contracts/bpo-request-paths.ts decides who may move
// what; every write checks the version the user saw where it changes the state (409 with the current request), is
// audited, and commits with its message in the conversation (the route wraps each in `idempotent`).

export type RequestWho = { office: number; user: number; role: RequestRole }

export const BILL_NOT_IN_OFFICE = 'Conta não encontrada neste escritório.'
export const PROVIDER_NOT_IN_OFFICE = 'Fornecedor não encontrado neste escritório.'
export const REQUEST_EXISTS = 'Esta requisição já foi registrada.'
export const MESSAGE_EXISTS = 'Esta mensagem já foi registrada.'

const audit = (tx: Tx, who: RequestWho, acao: string, id: string, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'requisicao', id, antes, depois })

const conflict = (message: string, current: RequestRow): never => {
  throw new HttpError(409, message, { current })
}

const label = (s: RequestState) => requestStateInfo(s).label

export const listRequests = (db: Db, office: number, filters: q.ListFilters) => q.listRequests(db, office, filters)

async function answer(tx: Tx, who: RequestWho, id: string, status = 200): Promise<Outcome> {
  const value = await q.findRequest(tx, who.office, id)
  if (!value) throw notFound(REQUEST_NOT_FOUND)
  return { status, body: { status, value } }
}

async function locked(tx: Tx, who: RequestWho, id: string) {
  const request = await q.findRequest(tx, who.office, id, true)
  if (!request) throw notFound(REQUEST_NOT_FOUND)
  return request
}

/** A new request: a cancellation names the office's bill to cancel; the provider must be the office's. */
export async function createRequest(tx: Tx, who: RequestWho, body: RequestCreate): Promise<Outcome> {
  if (body.id_titulo !== null && !(await q.billKindOf(tx, who.office, body.id_titulo)))
    throw new HttpError(400, BILL_NOT_IN_OFFICE, { issues: [{ campo: 'id_titulo', mensagem: BILL_NOT_IN_OFFICE }] })
  let inserted: boolean
  try {
    inserted = await tx.transaction((sp) => q.insertRequest(sp, who.office, who.user, body, initialState(body.tipo)))
  } catch (error) {
    if (isForeignKeyViolation(error)) throw new HttpError(400, PROVIDER_NOT_IN_OFFICE)
    throw error
  }
  if (!inserted) throw new HttpError(409, REQUEST_EXISTS)
  const created = await answer(tx, who, body.id, 201)
  await audit(tx, who, 'criar', body.id, null, (created.body as { value: unknown }).value)
  return created
}

/**
 * A message in the request's conversation. A gestor answering a request that waits for them moves it to
 * 'Observação do cliente' (the message records the move).
 */
export async function addMessage(
  tx: Tx,
  who: RequestWho,
  id: string,
  message: { id: string; texto: string },
): Promise<Outcome> {
  const before = await locked(tx, who, id)
  const to = answeredState(before.situacao, who.role)
  const moved = to !== before.situacao
  const inserted = await q.insertMessage(tx, who.office, {
    id: message.id,
    request: id,
    texto: message.texto,
    autor: who.user,
    papel: who.role,
    ...(moved ? { de: before.situacao, para: to } : {}),
  })
  if (!inserted) throw new HttpError(409, MESSAGE_EXISTS)
  if (moved) await q.updateRequest(tx, who.office, id, { situacao: to })
  else await q.touchRequest(tx, who.office, id)
  await audit(tx, who, 'mensagem', id, null, { mensagem: message.id, ...(moved ? { situacao: to } : {}) })
  return answer(tx, who, id, 201)
}

/** Records a state change in the conversation. */
const stateMessage = (tx: Tx, who: RequestWho, id: string, de: RequestState, para: RequestState) =>
  q.insertMessage(tx, who.office, {
    id: crypto.randomUUID(),
    request: id,
    texto: `${label(de)} → ${label(para)}`,
    autor: who.user,
    papel: who.role,
    de,
    para,
  })

/**
 * Moves the request to `to` if the table lets the caller's role do it (403 otherwise). 'Nota cancelada' cancels
 * the request's bill in the same transaction (refused, with nothing written, if the bill has payments).
 */
export async function changeState(
  tx: Tx,
  who: RequestWho,
  id: string,
  to: RequestState,
  version: number,
): Promise<Outcome> {
  const before = await locked(tx, who, id)
  if (before.version !== version) conflict(STALE_REQUEST, before)
  if (!movesFor(before.situacao, who.role).includes(to))
    throw new HttpError(403, MOVE_FORBIDDEN(label(before.situacao), label(to)))
  if (to === 'nota_cancelada' && before.id_titulo !== null) {
    const bill = await q.billKindOf(tx, who.office, before.id_titulo)
    if (bill) await cancelBill(tx, who, bill.tipo, before.id_titulo, bill.version)
  }
  await q.updateRequest(tx, who.office, id, { situacao: to })
  await stateMessage(tx, who, id, before.situacao, to)
  await audit(tx, who, 'situacao', id, { situacao: before.situacao }, { situacao: to })
  return answer(tx, who, id)
}

/**
 * Staff turn a payment request into a payable with the fields they checked: the bill is created as the bills'
 * own create does (same checks and audit), links back to the request, and carries the request's attachments.
 */
export async function convertToBill(
  tx: Tx,
  who: RequestWho,
  id: string,
  fields: BillFields,
  version: number,
): Promise<Outcome> {
  const before = await locked(tx, who, id)
  if (before.version !== version) conflict(STALE_REQUEST, before)
  if (before.tipo !== 'pagamento') conflict(CONVERT_ONLY_PAYMENT, before)
  if (!convertibleStates.includes(before.situacao)) conflict(CONVERT_NOT_NOW, before)
  const created = await createBill(tx, who, 'pagar', fields)
  const bill = (created.body as { value: { id: number } }).value.id
  await q.updateRequest(tx, who.office, id, { situacao: 'conta_lancada', id_titulo: bill })
  await q.copyAttachmentsToBill(tx, who.office, id, bill)
  await stateMessage(tx, who, id, before.situacao, 'conta_lancada')
  await audit(tx, who, 'lancar-conta', id, { situacao: before.situacao }, { situacao: 'conta_lancada', titulo: bill })
  return answer(tx, who, id, 201)
}
