import { ROOM_NOT_FOUND } from '../../../src/contracts/rooms'
import type { Db } from '../../db/connection'
import type { SessionUser } from '../../http/access'
import { forbidden, HttpError, notFound } from '../../http/errors'
import type { Outcome, Tx } from '../../http/idempotency'
import { findClient } from '../clients/queries'
import { clientScope } from '../clients/scope'
import * as q from './queries'

const PREVIEW_CHARS = 140

/** The room when `member` belongs to it; any other room, in any office, is a 404. */
export async function roomFor(db: Db | Tx, member: q.Member, token: string) {
  const room = await q.roomOf(db, member, token)
  if (!room) throw notFound(ROOM_NOT_FOUND)
  return room
}

/** What a send did: the answer, and who should get a push once it is committed (with its text). */
export type Sent = {
  outcome: Outcome
  recipients: number[]
  push: { titulo: string; corpo: string; rota: string } | null
}

/**
 * Stores a message and applies §4: the counter of every other member rises, unless the room is open for them
 * (a live connection showing it), whose counter stays 0. Those whose counter rose get the room's notification
 * (and, after the commit, a push). A resend of the same id changes nothing and answers the stored message.
 */
export async function sendMessage(
  tx: Tx,
  member: q.Member,
  token: string,
  body: { id: string; texto: string },
): Promise<Sent> {
  const room = await roomFor(tx, member, token)
  const created = await q.insertMessage(tx, member, token, body.id, body.texto)
  const message = await q.findMessage(tx, member.office, body.id)
  if (!message || message.token_sala !== token || message.id_usuario !== member.user) {
    throw new HttpError(409, 'Este identificador de mensagem já foi usado.')
  }
  if (!created) return { outcome: { status: 200, body: { status: 200, value: message } }, recipients: [], push: null }
  const members = await q.memberIds(tx, member.office, token)
  const viewers = new Set(await q.viewerIds(tx, member.office, token))
  const others = members.filter((id) => id !== member.user)
  const recipients = others.filter((id) => !viewers.has(id))
  await q.raiseUnread(tx, member.office, token, recipients)
  // Whoever has the room open has read it: their counter stays 0 and their read time moves on.
  for (const viewer of others.filter((id) => viewers.has(id))) {
    await q.resetUnread(tx, { office: member.office, user: viewer }, token)
  }
  const author = message.autor
  const preview = body.texto.length > PREVIEW_CHARS ? `${body.texto.slice(0, PREVIEW_CHARS)}…` : body.texto
  const titulo = room.is_peer_chat ? `Nova mensagem de ${author}` : `Nova mensagem em ${room.nome}`
  const notice = { titulo, corpo: `${author}: ${preview}`, rota: q.roomRoute(token) }
  await q.notifyMembers(tx, recipients, notice)
  await q.signal(tx, { usuarios: members, evento: { tipo: 'mensagem', token_sala: token, id_usuario: member.user } })
  return { outcome: { status: 201, body: { status: 201, value: message } }, recipients, push: notice }
}

/** §4 / §7: PUT on the messages path plus the token resets the member's counter (and reads its notification). */
export async function markRead(tx: Tx, member: q.Member, token: string): Promise<Outcome> {
  await roomFor(tx, member, token)
  await q.resetUnread(tx, member, token)
  await q.readRoomNotifications(tx, member.user, token)
  // The member's other tabs and devices drop their badge too; the other members' read receipts move.
  await q.signal(tx, { usuarios: [member.user], evento: { tipo: 'lida', token_sala: token } })
  const others = (await q.memberIds(tx, member.office, token)).filter((id) => id !== member.user)
  await q.signal(tx, { usuarios: others, evento: { tipo: 'leitura', token_sala: token } })
  return { status: 200, body: { status: 200, value: true } }
}

/**
 * A professional opens the peer chat with a client of their scope (an advisor: their own book), found again
 * when it exists. The client needs a login of the app.
 */
export async function openPeerChat(tx: Tx, user: SessionUser, office: number, client: number): Promise<Outcome> {
  const found = await findClient(tx, clientScope(user, office), client)
  if (!found) throw notFound('Cliente não encontrado')
  const clientUser = await q.clientUserOf(tx, office, client)
  if (clientUser === null) throw new HttpError(409, 'Este cliente ainda não tem acesso ao aplicativo.')
  const pair = [user.id, clientUser].sort((a, b) => a - b)
  const token = await q.insertRoom(tx, office, {
    nome: found.nome_cliente,
    is_peer_chat: true,
    chave_par: pair.join(':'),
    membros: pair,
    id_criador: user.id,
  })
  const rooms = await q.listRooms(tx, { office, user: user.id, manager: user.role === 'gestor' })
  const room = rooms.find((r) => r.token_sala === token)
  return { status: 201, body: { status: 201, value: room } }
}

/** Who may change a room: its creator, a gestor or staff (and only while a member of it: others get a 404). */
async function manageable(tx: Tx, member: q.Member, token: string) {
  const room = await roomFor(tx, member, token)
  if (!member.manager && room.id_criador !== member.user) {
    throw forbidden('Só quem criou a sala, o gestor ou a equipe podem alterá-la.')
  }
  return room
}

const PEER_KEEPS_TWO = 'Uma conversa individual mantém seu nome e seus dois membros.'

/** The room as `member` lists it, as the answer of a change (201 for a new room). */
async function roomAnswer(tx: Tx, member: q.Member, token: string, status = 200): Promise<Outcome> {
  const room = (await q.listRooms(tx, member)).find((r) => r.token_sala === token)
  return { status, body: { status, value: room } }
}

/** Renames a team room (a peer chat is named after the other person). */
export async function renameRoom(tx: Tx, member: q.Member, token: string, nome: string): Promise<Outcome> {
  const room = await manageable(tx, member, token)
  if (room.is_peer_chat) throw new HttpError(409, PEER_KEEPS_TWO)
  await q.renameRoom(tx, member.office, token, nome)
  await q.auditRoom(tx, member, 'renomear', token, { nome: room.nome }, { nome })
  await q.signal(tx, {
    usuarios: await q.memberIds(tx, member.office, token),
    evento: { tipo: 'sala', token_sala: token },
  })
  return roomAnswer(tx, member, token)
}

/** Deletes a room with its messages; every member's list drops it. */
export async function deleteRoom(tx: Tx, member: q.Member, token: string): Promise<Outcome> {
  const room = await manageable(tx, member, token)
  const members = await q.memberIds(tx, member.office, token)
  await q.deleteRoom(tx, member.office, token)
  await q.auditRoom(tx, member, 'excluir', token, { nome: room.nome, membros: members }, {})
  await q.signal(tx, { usuarios: members, evento: { tipo: 'sala', token_sala: token } })
  return { status: 200, body: { status: 200, value: true } }
}

/**
 * Replaces a team room's members: each one an active professional of the office or already a member (a staff
 * creator stays possible), at least two. A peer chat keeps exactly its two members.
 */
export async function setMembers(tx: Tx, member: q.Member, token: string, membros: number[]): Promise<Outcome> {
  const room = await manageable(tx, member, token)
  if (room.is_peer_chat) throw new HttpError(409, PEER_KEEPS_TWO)
  const before = await q.memberIds(tx, member.office, token)
  const allowed = new Set([...before, ...(await q.professionalUsers(tx, member.office)).map((u) => u.id_usuario)])
  const wanted = [...new Set(membros)]
  if (wanted.some((id) => !allowed.has(id))) throw new HttpError(400, 'Escolha colegas do escritório para a sala.')
  if (wanted.length < 2) throw new HttpError(400, 'Uma sala precisa de ao menos dois membros.')
  await q.setMembers(tx, member.office, token, wanted)
  await q.auditRoom(tx, member, 'membros', token, { membros: before }, { membros: wanted })
  const touched = [...new Set([...before, ...wanted])]
  await q.signal(tx, { usuarios: touched, evento: { tipo: 'sala', token_sala: token } })
  // The caller may have left the room: then there is no room to answer with.
  return wanted.includes(member.user)
    ? roomAnswer(tx, member, token)
    : { status: 200, body: { status: 200, value: null } }
}

/**
 * 'Nova sala': a team room with colleagues of the office; the creator joins it. Anyone named who is not an
 * active professional of this office (a client, another office's user, an unknown id) is refused.
 */
export async function createTeamRoom(
  tx: Tx,
  member: q.Member,
  body: { nome: string; membros: number[] },
): Promise<Outcome> {
  const colleagues = new Set((await q.professionalUsers(tx, member.office)).map((u) => u.id_usuario))
  const wanted = [...new Set(body.membros)].filter((id) => id !== member.user)
  if (wanted.length === 0 || wanted.some((id) => !colleagues.has(id))) {
    throw new HttpError(400, 'Escolha colegas do escritório para a sala.')
  }
  const token = await q.insertRoom(tx, member.office, {
    nome: body.nome,
    is_peer_chat: false,
    chave_par: null,
    membros: [member.user, ...wanted],
    id_criador: member.user,
  })
  return roomAnswer(tx, member, token, 201)
}
