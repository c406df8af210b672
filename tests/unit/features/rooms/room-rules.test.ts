import { describe, expect, it } from 'vitest'
import type { Room } from '@/contracts/rooms'
import {
  acceptRooms,
  asRoomEvent,
  countNewMessage,
  keepOnlyRoom,
  leaveRoom,
  openRoom,
  readersAt,
  readRoom,
  reconnectDelay,
  unreadTotal,
} from '@/features/rooms/room-rules'

const A = '0190a5a0-0000-7000-8000-00000000000a'
const B = '0190a5a0-0000-7000-8000-00000000000b'
const room = (token: string, unread: number): Room => ({
  token_sala: token,
  nome: `Sala ${token.slice(-1)}`,
  is_peer_chat: false,
  unread_quantity: unread,
  membros: [],
  ids_membros: [1, 2],
  pode_gerir: false,
  ultima_mensagem: null,
  data_atualizacao: '2026-11-25T10:00:00.000Z',
})

describe('rooms list (§5: accepted only if objects)', () => {
  it('keeps the room objects and drops everything else', () => {
    expect(acceptRooms([room(A, 1), null, 'sala', 3, [room(B, 0)], { token_sala: B }, room(B, 2)])).toEqual([
      room(A, 1),
      room(B, 2),
    ])
  })
  it('a value that is not a list gives an empty list', () => {
    expect(acceptRooms({ token_sala: A })).toEqual([])
    expect(acceptRooms(undefined)).toEqual([])
  })
})

describe('opened rooms (§4: closing keeps only the matching token)', () => {
  it('keeps only the matching token', () => {
    expect(keepOnlyRoom([A, B], A)).toEqual([A])
    expect(keepOnlyRoom([B], A)).toEqual([])
  })
  it('opening a room closes the others and lists it once', () => {
    expect(openRoom([B], A)).toEqual([A])
    expect(openRoom([A], A)).toEqual([A])
    expect(openRoom([], A)).toEqual([A])
  })
  it('leaving the room closes it', () => {
    expect(leaveRoom([A], A)).toEqual([])
    expect(leaveRoom([B], A)).toEqual([B])
  })
})

describe('unread counters (§4)', () => {
  const rooms = [room(A, 0), room(B, 2)]
  it('a new message raises the counter of a room that is not open', () => {
    expect(countNewMessage(rooms, A, { opened: [], mine: false }).map((r) => r.unread_quantity)).toEqual([1, 2])
    expect(countNewMessage(rooms, B, { opened: [A], mine: false }).map((r) => r.unread_quantity)).toEqual([0, 3])
  })
  it('not while the room is open, nor for the user’s own message', () => {
    expect(countNewMessage(rooms, A, { opened: [A], mine: false }).map((r) => r.unread_quantity)).toEqual([0, 2])
    expect(countNewMessage(rooms, B, { opened: [], mine: true }).map((r) => r.unread_quantity)).toEqual([0, 2])
  })
  it('reading resets the room to 0 and leaves the others', () => {
    expect(readRoom(rooms, B).map((r) => r.unread_quantity)).toEqual([0, 0])
    expect(readRoom([room(A, 4), room(B, 2)], A).map((r) => r.unread_quantity)).toEqual([0, 2])
  })
  it('the menu badge is the total', () => {
    expect(unreadTotal([room(A, 4), room(B, 2)])).toBe(6)
    expect(unreadTotal(undefined)).toBe(0)
  })
})

describe('live stream', () => {
  it('reconnects after 1 s, doubling to at most 30 s, with up to 20 % jitter', () => {
    const none = () => 0
    expect([1, 2, 3, 4, 5, 6, 10].map((n) => reconnectDelay(n, none))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ])
    expect(reconnectDelay(1, () => 0.999)).toBe(1200)
  })
  it('reads only the events it knows', () => {
    expect(asRoomEvent({ tipo: 'mensagem', token_sala: A, id_usuario: 7 })).toEqual({
      tipo: 'mensagem',
      token_sala: A,
      id_usuario: 7,
    })
    expect(asRoomEvent({ tipo: 'lida', token_sala: A })).toEqual({ tipo: 'lida', token_sala: A })
    expect(asRoomEvent({ tipo: 'pronto' })).toEqual({ tipo: 'pronto' })
    expect(asRoomEvent({ tipo: 'mensagem', token_sala: 'x', id_usuario: 7 })).toBeNull()
    expect(asRoomEvent({ tipo: 'outro', token_sala: A })).toBeNull()
    expect(asRoomEvent('texto')).toBeNull()
  })
})

describe('read receipts', () => {
  const message = (n: number, author: number) => ({
    id: `0190a5a0-0000-7000-8000-00000000000${n}`,
    token_sala: A,
    id_usuario: author,
    autor: author === 1 ? 'Gabriela' : 'Ana',
    texto: `Linha ${n}`,
    data_criacao: new Date(Date.UTC(2026, 10, 25, 10, n)).toISOString(),
  })
  // 1 and 2 are mine (user 1), 3 is Ana's, 4 is mine again.
  const lines = [message(1, 1), message(2, 1), message(3, 2), message(4, 1)]
  const [m1, m2, m3, m4] = lines

  it('puts each reader under the last of my messages they have read; nothing read, or none of mine: not listed', () => {
    const at = readersAt(
      lines,
      [
        { id_usuario: 2, nome: 'Ana', ate: m3.id },
        { id_usuario: 3, nome: 'Bruno', ate: m1.id },
        { id_usuario: 4, nome: 'Carla', ate: m4.id },
        { id_usuario: 5, nome: 'Davi', ate: null },
        { id_usuario: 6, nome: 'Eva', ate: '0190a5a0-0000-7000-8000-0000000000ff' },
        { id_usuario: 7, nome: 'Fábio', ate: m2.id },
      ],
      1,
    )
    expect(Object.fromEntries(at)).toEqual({ [m2.id]: ['Ana', 'Fábio'], [m1.id]: ['Bruno'], [m4.id]: ['Carla'] })
  })

  it("shows nothing on another member's screen for lines that are not theirs", () => {
    expect(readersAt([m1, m2], [{ id_usuario: 1, nome: 'Gabriela', ate: m2.id }], 2).size).toBe(0)
  })
})
