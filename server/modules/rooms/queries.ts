import { and, asc, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm'
import { ROOM_MESSAGE_PAGE, type Room, type RoomMessage } from '../../../src/contracts/rooms'
import type { Db } from '../../db/connection'
import { notificacoes, salas, salasMembros, salasMensagens, salasPresenca, usuarios } from '../../db/schema'
import type { Tx } from '../../http/idempotency'
import { ROOMS_CHANNEL, type RoomSignal } from './live-hub'

type Conn = Db | Tx
/**
 * A member of a room: one user inside one office (the office already passed `scopeOffice`); `manager`: a gestor
 * or staff, who may rename, delete and change the members of any room of the office they belong to.
 */
export type Member = { office: number; user: number; manager?: boolean }

/** A live connection counts as showing its room while it refreshed its presence this recently. */
export const PRESENCE_SECONDS = 75

/** The rooms `member` belongs to, newest activity first, with their counter and last message. */
export async function listRooms(db: Conn, member: Member): Promise<Room[]> {
  const result = await db.execute<{
    token_sala: string
    nome: string
    is_peer_chat: boolean
    unread_quantity: number
    membros: string[]
    ids_membros: number[]
    id_criador: number | null
    ultima: { texto: string; autor: string; data_criacao: string } | null
    data_atualizacao: Date
  }>(sql`
    select s.token_sala, s.nome, s.is_peer_chat, m.unread_quantity, s.data_atualizacao, s.id_criador,
      (select array_agg(o.id_usuario order by o.id_usuario) from salas_membros o
        where o.id_escritorio = s.id_escritorio and o.token_sala = s.token_sala) as ids_membros,
      coalesce((select array_agg(u.nome order by u.nome) from salas_membros o
        join usuarios u on u.id_interno = o.id_usuario
        where o.id_escritorio = s.id_escritorio and o.token_sala = s.token_sala and o.id_usuario <> m.id_usuario),
        '{}') as membros,
      (select json_build_object('texto', x.texto, 'autor', u.nome,
          'data_criacao', to_char(x.data_criacao at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
        from salas_mensagens x join usuarios u on u.id_interno = x.id_usuario
        where x.id_escritorio = s.id_escritorio and x.token_sala = s.token_sala
        order by x.data_criacao desc, x.id desc limit 1) as ultima
    from salas_membros m
    join salas s on s.id_escritorio = m.id_escritorio and s.token_sala = m.token_sala
    where m.id_escritorio = ${member.office} and m.id_usuario = ${member.user}
    order by s.data_atualizacao desc, s.token_sala
  `)
  return result.rows.map((r) => ({
    token_sala: r.token_sala,
    // A peer chat is named after the other person: the client for the advisor, the advisor for the client.
    nome: r.is_peer_chat && r.membros.length > 0 ? r.membros[0] : r.nome,
    is_peer_chat: r.is_peer_chat,
    unread_quantity: r.unread_quantity,
    membros: r.membros,
    ids_membros: r.ids_membros,
    pode_gerir: member.manager === true || r.id_criador === member.user,
    ultima_mensagem: r.ultima,
    data_atualizacao: new Date(r.data_atualizacao).toISOString(),
  }))
}

/** The room's name when `member` belongs to it, else null (another office's or someone else's room). */
export async function roomOf(db: Conn, member: Member, token: string) {
  const [row] = await db
    .select({ nome: salas.nome, is_peer_chat: salas.is_peer_chat, id_criador: salas.id_criador })
    .from(salasMembros)
    .innerJoin(
      salas,
      and(eq(salas.id_escritorio, salasMembros.id_escritorio), eq(salas.token_sala, salasMembros.token_sala)),
    )
    .where(
      and(
        eq(salasMembros.id_escritorio, member.office),
        eq(salasMembros.token_sala, token),
        eq(salasMembros.id_usuario, member.user),
      ),
    )
  return row ?? null
}

const messageColumns = {
  id: salasMensagens.id,
  token_sala: salasMensagens.token_sala,
  id_usuario: salasMensagens.id_usuario,
  autor: usuarios.nome,
  texto: salasMensagens.texto,
  data_criacao: salasMensagens.data_criacao,
}
const toMessage = (r: Omit<RoomMessage, 'data_criacao'> & { data_criacao: Date }): RoomMessage => ({
  ...r,
  data_criacao: r.data_criacao.toISOString(),
})

/**
 * One page of a room's messages, oldest first: the newest ROOM_MESSAGE_PAGE, or those before the message
 * `antes` (a message of another room, or none, is simply no cursor); `mais` says whether older ones remain.
 */
export async function listMessages(db: Conn, member: Member, token: string, antes?: string) {
  const { office } = member
  const cursor = antes ? await findMessage(db, office, antes) : null
  const before =
    cursor && cursor.token_sala === token
      ? sql`(${salasMensagens.data_criacao}, ${salasMensagens.id}) < (select m.data_criacao, m.id from salas_mensagens m
          where m.id_escritorio = ${office} and m.id = ${cursor.id})`
      : undefined
  const rows = await db
    .select(messageColumns)
    .from(salasMensagens)
    .innerJoin(usuarios, eq(usuarios.id_interno, salasMensagens.id_usuario))
    .where(and(eq(salasMensagens.id_escritorio, office), eq(salasMensagens.token_sala, token), before))
    .orderBy(desc(salasMensagens.data_criacao), desc(salasMensagens.id))
    .limit(ROOM_MESSAGE_PAGE + 1)
  return {
    mensagens: rows.slice(0, ROOM_MESSAGE_PAGE).reverse().map(toMessage),
    mais: rows.length > ROOM_MESSAGE_PAGE,
    leituras: await receipts(db, member, token),
  }
}

/** Read receipts: for each other member, the last message sent before they last read the room (or null). */
async function receipts(db: Conn, member: Member, token: string) {
  const result = await db.execute<{ id_usuario: number; nome: string; ate: string | null }>(sql`
    select m.id_usuario, u.nome,
      (select x.id from salas_mensagens x
        where x.id_escritorio = m.id_escritorio and x.token_sala = m.token_sala and x.data_criacao <= m.lida_em
        order by x.data_criacao desc, x.id desc limit 1) as ate
    from salas_membros m join usuarios u on u.id_interno = m.id_usuario
    where m.id_escritorio = ${member.office} and m.token_sala = ${token} and m.id_usuario <> ${member.user}
    order by u.nome, m.id_usuario`)
  return result.rows
}

export async function findMessage(db: Conn, office: number, id: string) {
  const [row] = await db
    .select(messageColumns)
    .from(salasMensagens)
    .innerJoin(usuarios, eq(usuarios.id_interno, salasMensagens.id_usuario))
    .where(and(eq(salasMensagens.id_escritorio, office), eq(salasMensagens.id, id)))
  return row ? toMessage(row) : null
}

/** Stores the message; false when its id is already taken in this office (a resend). */
export async function insertMessage(tx: Tx, member: Member, token: string, id: string, texto: string) {
  const inserted = await tx
    .insert(salasMensagens)
    .values({ id_escritorio: member.office, id, token_sala: token, id_usuario: member.user, texto })
    .onConflictDoNothing()
    .returning({ id: salasMensagens.id })
  if (inserted.length === 0) return false
  await tx
    .update(salas)
    .set({ data_atualizacao: sql`now()` })
    .where(and(eq(salas.id_escritorio, member.office), eq(salas.token_sala, token)))
  return true
}

export async function memberIds(db: Conn, office: number, token: string) {
  const rows = await db
    .select({ id: salasMembros.id_usuario })
    .from(salasMembros)
    .where(and(eq(salasMembros.id_escritorio, office), eq(salasMembros.token_sala, token)))
  return rows.map((r) => r.id)
}

/** Members with a live connection showing the room right now (§4: the room is open for them). */
export async function viewerIds(db: Conn, office: number, token: string) {
  const rows = await db
    .selectDistinct({ id: salasPresenca.id_usuario })
    .from(salasPresenca)
    .where(
      and(
        eq(salasPresenca.id_escritorio, office),
        eq(salasPresenca.token_sala, token),
        gt(salasPresenca.visto_em, sql`now() - make_interval(secs => ${PRESENCE_SECONDS})`),
      ),
    )
  return rows.map((r) => r.id)
}

/** §4: a new message raises the counter of these members (not the author, not whoever has the room open). */
export async function raiseUnread(tx: Tx, office: number, token: string, users: number[]) {
  if (users.length === 0) return
  await tx
    .update(salasMembros)
    .set({ unread_quantity: sql`${salasMembros.unread_quantity} + 1` })
    .where(
      and(
        eq(salasMembros.id_escritorio, office),
        eq(salasMembros.token_sala, token),
        inArray(salasMembros.id_usuario, users),
      ),
    )
}

/** §4: reading resets the counter to 0. */
export async function resetUnread(db: Conn, member: Member, token: string) {
  await db
    .update(salasMembros)
    .set({ unread_quantity: 0, lida_em: sql`now()` })
    .where(
      and(
        eq(salasMembros.id_escritorio, member.office),
        eq(salasMembros.token_sala, token),
        eq(salasMembros.id_usuario, member.user),
      ),
    )
}

/** The address of a room in the app: notifications and pushes open it. */
export const roomRoute = (token: string) => `/salas/${token}`

/**
 * One unread notification per room and member: a new message replaces the member's unread one of that room,
 * so 'Minhas notificações' does not fill up with every line of a conversation.
 */
export async function notifyMembers(tx: Tx, users: number[], message: { titulo: string; corpo: string; rota: string }) {
  if (users.length === 0) return
  await tx
    .delete(notificacoes)
    .where(
      and(inArray(notificacoes.id_usuario, users), eq(notificacoes.rota, message.rota), eq(notificacoes.lida, false)),
    )
  await tx.insert(notificacoes).values(users.map((id_usuario) => ({ id_usuario, tipo: 'info', ...message })))
}

/** Reading a room also reads its notification. */
export async function readRoomNotifications(db: Conn, user: number, token: string) {
  await db
    .update(notificacoes)
    .set({ lida: true })
    .where(
      and(eq(notificacoes.id_usuario, user), eq(notificacoes.rota, roomRoute(token)), eq(notificacoes.lida, false)),
    )
}

/** Sends a live event on commit of the surrounding transaction (PostgreSQL NOTIFY is transactional). */
export async function signal(db: Conn, payload: RoomSignal) {
  await db.execute(sql`select pg_notify(${ROOMS_CHANNEL}, ${JSON.stringify(payload)})`)
}

export async function insertPresence(db: Conn, member: Member, token: string, conexao: string) {
  // Rows left behind by a process that died stop counting after PRESENCE_SECONDS; tidy them up here.
  await db
    .delete(salasPresenca)
    .where(lt(salasPresenca.visto_em, sql`now() - make_interval(secs => ${PRESENCE_SECONDS * 4})`))
  await db
    .insert(salasPresenca)
    .values({ id_escritorio: member.office, conexao, token_sala: token, id_usuario: member.user })
}

export async function refreshPresence(db: Conn, office: number, conexao: string) {
  await db
    .update(salasPresenca)
    .set({ visto_em: sql`now()` })
    .where(and(eq(salasPresenca.id_escritorio, office), eq(salasPresenca.conexao, conexao)))
}

export async function deletePresence(db: Conn, office: number, conexao: string) {
  await db.delete(salasPresenca).where(and(eq(salasPresenca.id_escritorio, office), eq(salasPresenca.conexao, conexao)))
}

/** The office's professionals with an active login (who can be put in a team room), by name. */
export async function professionalUsers(db: Conn, office: number) {
  return db
    .select({ id_usuario: usuarios.id_interno, nome: usuarios.nome })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.id_escritorio, office),
        eq(usuarios.ativo, true),
        inArray(usuarios.tipo_usuario, ['GESTOR', 'ASSESSOR', 'PLANEJADOR']),
      ),
    )
    .orderBy(asc(usuarios.nome), asc(usuarios.id_interno))
}

/** The active client login of a client record (peer chats need one), or null. */
export async function clientUserOf(db: Conn, office: number, client: number) {
  const [row] = await db
    .select({ id: usuarios.id_interno })
    .from(usuarios)
    .where(
      and(
        eq(usuarios.id_escritorio, office),
        eq(usuarios.id_cliente, client),
        eq(usuarios.ativo, true),
        eq(usuarios.tipo_usuario, 'CLIENTE'),
      ),
    )
    .orderBy(asc(usuarios.id_interno))
    .limit(1)
  return row?.id ?? null
}

/** Creates a room with its members; with `chave_par`, returns the existing peer chat of the pair instead. */
export async function insertRoom(
  tx: Tx,
  office: number,
  room: { nome: string; is_peer_chat: boolean; chave_par: string | null; membros: number[]; id_criador: number },
) {
  const token = crypto.randomUUID()
  const inserted = await tx
    .insert(salas)
    .values({
      id_escritorio: office,
      token_sala: token,
      nome: room.nome,
      is_peer_chat: room.is_peer_chat,
      chave_par: room.chave_par,
      id_criador: room.id_criador,
    })
    .onConflictDoNothing()
    .returning({ token: salas.token_sala })
  if (inserted.length === 0 && room.chave_par) {
    const [existing] = await tx
      .select({ token: salas.token_sala })
      .from(salas)
      .where(and(eq(salas.id_escritorio, office), eq(salas.chave_par, room.chave_par)))
    return existing.token
  }
  await tx
    .insert(salasMembros)
    .values(room.membros.map((id_usuario) => ({ id_escritorio: office, token_sala: token, id_usuario })))
  return token
}

export async function renameRoom(tx: Tx, office: number, token: string, nome: string) {
  await tx
    .update(salas)
    .set({ nome })
    .where(and(eq(salas.id_escritorio, office), eq(salas.token_sala, token)))
}

/** Deletes the room; its members, messages and presence rows go with it (foreign keys cascade). */
export async function deleteRoom(tx: Tx, office: number, token: string) {
  await tx
    .delete(salasPresenca)
    .where(and(eq(salasPresenca.id_escritorio, office), eq(salasPresenca.token_sala, token)))
  await tx.delete(salas).where(and(eq(salas.id_escritorio, office), eq(salas.token_sala, token)))
  await tx.delete(notificacoes).where(eq(notificacoes.rota, roomRoute(token)))
}

/** Replaces the room's members: those kept keep their counter and read time; new ones start with nothing unread. */
export async function setMembers(tx: Tx, office: number, token: string, users: number[]) {
  const room = and(eq(salasMembros.id_escritorio, office), eq(salasMembros.token_sala, token))
  await tx.delete(salasMembros).where(and(room, notInArray(salasMembros.id_usuario, users)))
  await tx
    .insert(salasMembros)
    .values(users.map((id_usuario) => ({ id_escritorio: office, token_sala: token, id_usuario, lida_em: sql`now()` })))
    .onConflictDoNothing()
}

/** Writes the change to `auditoria` (who, what, which room, before and after). */
export async function auditRoom(tx: Tx, member: Member, acao: string, token: string, antes: object, depois: object) {
  await tx.execute(sql`insert into auditoria (id_escritorio, id_usuario, acao, entidade, id_entidade, antes, depois)
    values (${member.office}, ${member.user}, ${acao}, 'salas', ${token}, ${JSON.stringify(antes)}::jsonb,
      ${JSON.stringify(depois)}::jsonb)`)
}
