import type { Room, RoomEvent, RoomMessage, RoomReceipt } from '@/contracts/rooms'

/** §5: rooms are accepted only if objects: anything else in the list (or a list that is not one) is dropped. */
export function acceptRooms(value: unknown): Room[] {
  if (!Array.isArray(value)) return []
  return value.filter(
    (item): item is Room =>
      typeof item === 'object' &&
      item !== null &&
      !Array.isArray(item) &&
      typeof (item as Room).token_sala === 'string' &&
      typeof (item as Room).nome === 'string' &&
      typeof (item as Room).unread_quantity === 'number',
  )
}

/**
 * §4: closing a room keeps only the matching token among the opened rooms. The rooms page shows one room at a
 * time, so opening a room closes the others: the opened list keeps only that room's token.
 */
export const keepOnlyRoom = (opened: readonly string[], token: string): string[] => opened.filter((t) => t === token)

/** Opening a room: the others close (the rule above), and this one is open once. */
export const openRoom = (opened: readonly string[], token: string): string[] => [
  ...new Set([...keepOnlyRoom(opened, token), token]),
]

/** Leaving the rooms page: the room it showed is no longer open, so its counter rises again. */
export const leaveRoom = (opened: readonly string[], token: string): string[] => opened.filter((t) => t !== token)

/** §4: a new message raises the room's counter unless the room is open (or the message is the user's own). */
export function countNewMessage(
  rooms: readonly Room[],
  token: string,
  opts: { opened: readonly string[]; mine: boolean },
) {
  if (opts.mine || opts.opened.includes(token)) return [...rooms]
  return rooms.map((r) => (r.token_sala === token ? { ...r, unread_quantity: r.unread_quantity + 1 } : r))
}

/** §4: reading resets the room's counter to 0 (the caller also sends the mark-read call). */
export const readRoom = (rooms: readonly Room[], token: string): Room[] =>
  rooms.map((r) => (r.token_sala === token ? { ...r, unread_quantity: 0 } : r))

export const unreadTotal = (rooms: readonly Room[] | undefined) =>
  (rooms ?? []).reduce((sum, r) => sum + r.unread_quantity, 0)

/** The wait before the live stream reconnects: 1 s doubling to 30 s, with up to 20 % jitter so that many
 * browsers cut off together do not come back together. */
export const reconnectDelay = (attempt: number, random = Math.random) =>
  Math.round(Math.min(30_000, 1000 * 2 ** Math.max(0, attempt - 1)) * (1 + random() * 0.2))

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** One event of the live stream, checked by hand: the stream runs in the shell, which does not carry zod. */
export function asRoomEvent(data: unknown): RoomEvent | null {
  if (typeof data !== 'object' || data === null) return null
  const e = data as Record<string, unknown>
  if (e.tipo === 'pronto') return { tipo: 'pronto' }
  if (typeof e.token_sala !== 'string' || !UUID.test(e.token_sala)) return null
  if (e.tipo === 'lida' || e.tipo === 'leitura' || e.tipo === 'sala') return { tipo: e.tipo, token_sala: e.token_sala }
  if (e.tipo === 'mensagem' && typeof e.id_usuario === 'number') {
    return { tipo: 'mensagem', token_sala: e.token_sala, id_usuario: e.id_usuario }
  }
  return null
}

/**
 * Read receipts, shown discreetly under the user's own messages: each reader under the last of them they have
 * read (at or before the last message they read). Readers who read none of those shown are left out.
 */
export function readersAt(messages: readonly RoomMessage[], receipts: readonly RoomReceipt[], userId: number) {
  const index = new Map(messages.map((m, i) => [m.id, i]))
  const at = new Map<string, string[]>()
  for (const r of receipts) {
    let i = r.ate === null ? -1 : (index.get(r.ate) ?? -1)
    while (i >= 0 && messages[i].id_usuario !== userId) i -= 1
    if (i < 0) continue
    const id = messages[i].id
    at.set(id, [...(at.get(id) ?? []), r.nome])
  }
  return at
}
