import { ADDRESS_EXISTS, ADDRESS_NOT_FOUND, TAG_EXISTS, TAG_NOT_FOUND } from '../../../src/contracts/inbox'
import { HttpError, isForeignKeyViolation, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { recordAudit } from '../audit/record'
import * as q from './queries'

// The office's e-mail addresses (lower-cased, validated or not, with a tag for their messages) and inbox tags.

type Who = { office: number; user: number }
type Address = { email: string; validado: boolean; id_tag: number | null }

const isUniqueViolation = (error: unknown) =>
  (error as { cause?: { code?: string } }).cause?.code === '23505' || (error as { code?: string }).code === '23505'

/** Runs a write in a savepoint: an address taken is a 409, a tag of another office a 404; nothing written. */
async function guarded<T>(tx: Tx, write: (sp: Tx) => Promise<T>): Promise<T> {
  try {
    return await tx.transaction(write)
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, ADDRESS_EXISTS)
    if (isForeignKeyViolation(error)) throw notFound(TAG_NOT_FOUND)
    throw error
  }
}

const audit = (tx: Tx, who: Who, acao: string, id: number, antes: unknown, depois: unknown) =>
  recordAudit(tx, { office: who.office, user: who.user, acao, entidade: 'caixa_entrada', id, antes, depois })

async function listing(tx: Tx, office: number, status: number, endereco: string | null): Promise<Outcome> {
  const value = { emails: await q.listAddresses(tx, office), tags: await q.listTags(tx, office), endereco }
  return { status, body: { status, value } }
}

export async function addAddress(tx: Tx, who: Who, a: Address, endereco: string | null) {
  const id = await guarded(tx, (sp) => q.insertAddress(sp, who.office, a))
  if (id === null) throw new HttpError(409, ADDRESS_EXISTS)
  await audit(tx, who, 'cadastrar-email', id, null, a)
  return listing(tx, who.office, 201, endereco)
}

export async function editAddress(tx: Tx, who: Who, id: number, a: Address, endereco: string | null) {
  if (!(await guarded(tx, (sp) => q.updateAddress(sp, who.office, id, a)))) throw notFound(ADDRESS_NOT_FOUND)
  await audit(tx, who, 'editar-email', id, null, a)
  return listing(tx, who.office, 200, endereco)
}

export async function removeAddress(tx: Tx, who: Who, id: number, endereco: string | null) {
  if (!(await q.deleteAddress(tx, who.office, id))) throw notFound(ADDRESS_NOT_FOUND)
  await audit(tx, who, 'remover-email', id, null, null)
  return listing(tx, who.office, 200, endereco)
}

export async function addTag(tx: Tx, who: Who, t: { nome: string; cor: string }, endereco: string | null) {
  const id = await q.insertTag(tx, who.office, t)
  if (id === null) throw new HttpError(409, TAG_EXISTS)
  await audit(tx, who, 'criar-etiqueta', id, null, t)
  return listing(tx, who.office, 201, endereco)
}

export async function removeTag(tx: Tx, who: Who, id: number, endereco: string | null) {
  if (!(await q.deleteTag(tx, who.office, id))) throw notFound(TAG_NOT_FOUND)
  await audit(tx, who, 'remover-etiqueta', id, null, null)
  return listing(tx, who.office, 200, endereco)
}

export const listAddressesAndTags = (tx: Tx, office: number, endereco: string | null) =>
  listing(tx, office, 200, endereco)
