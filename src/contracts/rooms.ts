import { z } from 'zod'
import { envelope } from './envelope'
import { recordId } from './primitives'

export const MAX_ROOM_MESSAGE_CHARS = 2000
export const ROOM_NOT_FOUND = 'Sala não encontrada'

/** §3 Room, as the rooms list shows it to one member. */
export const room = z.object({
  token_sala: z.string().uuid(),
  nome: z.string(),
  is_peer_chat: z.boolean(),
  unread_quantity: z.number().int().min(0),
  /** The other members' names. */
  membros: z.array(z.string()),
  /** Every member's user id, the caller's included (the member editor starts from it). */
  ids_membros: z.array(z.number().int()),
  /** The caller may rename and delete the room and change its members: its creator, a gestor, staff. */
  pode_gerir: z.boolean(),
  ultima_mensagem: z.object({ texto: z.string(), autor: z.string(), data_criacao: z.string() }).nullable(),
  data_atualizacao: z.string(),
})
export type Room = z.infer<typeof room>

/**
 * §7 "GET workspace rooms (status 200 and list)". The list is read loosely so that §5 ("rooms are accepted
 * only if objects") is the app's rule, not a failed parse: see acceptRooms in the rooms feature.
 */
export const roomListResponse = envelope(z.array(z.unknown()))

export const roomMessage = z.object({
  id: z.string().uuid(),
  token_sala: z.string().uuid(),
  id_usuario: z.number().int(),
  autor: z.string(),
  texto: z.string(),
  data_criacao: z.string(),
})
export type RoomMessage = z.infer<typeof roomMessage>
/** A room's messages are read newest page first: `antes` (a message id) asks for the page before it. */
export const ROOM_MESSAGE_PAGE = 200
export const roomMessagesQuery = z.object({ antes: z.string().uuid('Mensagem não encontrada').optional() })
/** Read receipts: up to which message (its id; null: none yet) each other member has read the room. */
export const roomReceipt = z.object({
  id_usuario: z.number().int(),
  nome: z.string(),
  ate: z.string().uuid().nullable(),
})
export type RoomReceipt = z.infer<typeof roomReceipt>
export const roomMessagePage = z.object({
  mensagens: z.array(roomMessage),
  mais: z.boolean(),
  leituras: z.array(roomReceipt),
})
export type RoomMessagePage = z.infer<typeof roomMessagePage>
export const roomMessagePageResponse = envelope(roomMessagePage)
export const roomMessageResponse = envelope(roomMessage)

export const roomParams = z.object({ id: recordId(), token: z.string().uuid(ROOM_NOT_FOUND) })

/** The id comes from the browser, so a message sent twice (a retry after a lost answer) is stored once. */
export const roomMessageBody = z.object({
  id: z.string().uuid('Identificador inválido'),
  texto: z
    .string({ error: 'Campo obrigatório' })
    .trim()
    .min(1, 'Campo obrigatório')
    .max(MAX_ROOM_MESSAGE_CHARS, `Máximo de ${MAX_ROOM_MESSAGE_CHARS} caracteres`),
})

/** 'Nova sala': a manager creates a team room with colleagues of the office (the creator joins it). */
export const newRoomBody = z.object({
  nome: z.string({ error: 'Campo obrigatório' }).trim().min(1, 'Campo obrigatório').max(80, 'Máximo de 80 caracteres'),
  membros: z
    .array(recordId('Membro inválido'), { error: 'Escolha ao menos um colega' })
    .min(1, 'Escolha ao menos um colega')
    .max(200, 'Membros demais'),
})
export type NewRoomBody = z.infer<typeof newRoomBody>

/** Renaming a team room (a peer chat is named after the other person). */
export const renameRoomBody = newRoomBody.pick({ nome: true })
/** A team room's members, all of them (the list replaces the current one; the room keeps at least two). */
export const roomMembersBody = newRoomBody.pick({ membros: true })

/** Who can be put in a team room: the office's professionals with a login. */
export const roomCandidate = z.object({ id_usuario: z.number().int(), nome: z.string() })
export const roomCandidatesResponse = envelope(z.array(roomCandidate))

/** A professional opens (or finds) the peer chat with one of their clients. */
export const peerChatBody = z.object({ id_cliente: recordId('Selecione um cliente') })
export const roomResponse = envelope(room)

/** The live stream: `sala` is the room this browser tab shows (its counter then stays at 0). */
export const roomEventsQuery = z.object({ sala: z.string().uuid(ROOM_NOT_FOUND).optional() })

/** One event of the live stream (server-sent events, one JSON object per `data:` line). */
export const roomEvent = z.discriminatedUnion('tipo', [
  z.object({ tipo: z.literal('pronto') }),
  z.object({ tipo: z.literal('mensagem'), token_sala: z.string().uuid(), id_usuario: z.number().int() }),
  z.object({ tipo: z.literal('lida'), token_sala: z.string().uuid() }),
  /** Another member read the room: its read receipts moved. */
  z.object({ tipo: z.literal('leitura'), token_sala: z.string().uuid() }),
  /** The room was renamed, its members changed, or it was deleted. */
  z.object({ tipo: z.literal('sala'), token_sala: z.string().uuid() }),
])
export type RoomEvent = z.infer<typeof roomEvent>
