import { canChangeNote, NOTE_CHANGE_FORBIDDEN, type Note } from '../../../src/contracts/notes'
import { HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import * as q from './queries'

export const STALE_NOTE = 'Esta anotação foi alterada por outra pessoa depois da sua edição.'

function conflict(current: Note | null): never {
  throw new HttpError(409, STALE_NOTE, { current })
}

export async function createNote(tx: Tx, office: number, user: number, id: string, texto: string): Promise<Outcome> {
  const created = await q.insertNote(tx, office, id, texto, user)
  if (!created) conflict(await q.findNote(tx, office, id))
  await q.audit(tx, { office, user, acao: 'criar', id, depois: created })
  return { status: 201, body: { status: 201, value: created } }
}

export async function editNote(
  tx: Tx,
  office: number,
  who: { id: number; manager: boolean },
  id: string,
  texto: string,
  version: number,
): Promise<Outcome> {
  const user = who.id
  const before = await q.findNote(tx, office, id)
  if (!before) throw notFound('Anotação não encontrada')
  if (!canChangeNote(before, who)) throw new HttpError(403, NOTE_CHANGE_FORBIDDEN)
  if (!(await q.updateNote(tx, office, id, texto, version))) conflict(before)
  const after = (await q.findNote(tx, office, id))!
  await q.audit(tx, { office, user, acao: 'editar', id, antes: before, depois: after })
  return { status: 200, body: { status: 200, value: after } }
}

export async function removeNote(
  tx: Tx,
  office: number,
  who: { id: number; manager: boolean },
  id: string,
  version: number,
): Promise<Outcome> {
  const user = who.id
  const before = await q.findNote(tx, office, id)
  if (!before) throw notFound('Anotação não encontrada')
  if (!canChangeNote(before, who)) throw new HttpError(403, NOTE_CHANGE_FORBIDDEN)
  if (!(await q.deleteNote(tx, office, id, version))) conflict(before)
  await q.audit(tx, { office, user, acao: 'remover', id, antes: before })
  return { status: 200, body: { status: 200, value: true } }
}
