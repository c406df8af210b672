import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { roomPaths } from '@/contracts/room-paths'
import type { Room, RoomEvent } from '@/contracts/rooms'
import { ApiError } from '@/lib/api/client'
import { readEventStream } from '@/lib/api/event-stream'
import { openedRooms } from './opened-rooms'
import { asRoomEvent, countNewMessage, readRoom, reconnectDelay } from './room-rules'
import { roomQueries } from './rooms-queries'

/** The notification list's query key (features/notifications). */
const NOTIFICATIONS_KEY = ['notifications', 'list']

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * Live room updates for the whole app (mounted by the shell): one stream per tab, naming the room the tab
 * shows. A message raises the room's counter at once unless the room is open (§4), then the list and the
 * room's messages are fetched again from the server, which holds the real counters. The stream reconnects
 * after a drop with a growing wait (reconnectDelay); a refusal (401, 403) stops it.
 */
export function useRoomsLive(office: number | null, userId: number) {
  const queryClient = useQueryClient()
  const showing = openedRooms.use()[0] ?? null

  useEffect(() => {
    if (office === null) return
    const controller = new AbortController()
    const listKey = roomQueries.list(office).queryKey
    const onEvent = (event: RoomEvent) => {
      if (event.tipo === 'pronto') {
        void queryClient.invalidateQueries({ queryKey: listKey })
        return
      }
      const messagesKey = roomQueries.messagesKey(office, event.token_sala)
      if (event.tipo === 'leitura') {
        // Another member read the room: its read receipts moved.
        void queryClient.invalidateQueries({ queryKey: messagesKey })
        return
      }
      if (event.tipo === 'sala') {
        // Renamed, members changed or deleted: the list (and the room, which may now be a 404) again.
        void queryClient.invalidateQueries({ queryKey: listKey })
        void queryClient.invalidateQueries({ queryKey: messagesKey })
        return
      }
      const update = (rooms: Room[] | undefined) =>
        rooms &&
        (event.tipo === 'lida'
          ? readRoom(rooms, event.token_sala)
          : countNewMessage(rooms, event.token_sala, {
              opened: openedRooms.get(),
              mine: event.id_usuario === userId,
            }))
      queryClient.setQueryData(listKey, update)
      void queryClient.invalidateQueries({ queryKey: listKey })
      if (event.tipo === 'mensagem') void queryClient.invalidateQueries({ queryKey: messagesKey })
      // The room's notification ('Minhas notificações') changes with it: the bell follows at once.
      if (event.tipo === 'lida' || event.id_usuario !== userId) {
        void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY })
      }
    }
    const run = async () => {
      let attempt = 0
      while (!controller.signal.aborted) {
        try {
          const query = showing ? `?sala=${showing}` : ''
          await readEventStream(`${roomPaths.roomEvents(office)}${query}`, {
            signal: controller.signal,
            parse: asRoomEvent,
            onEvent: (event) => {
              attempt = 0
              onEvent(event)
            },
          })
        } catch (error) {
          if (controller.signal.aborted) return
          if (error instanceof ApiError && [401, 403, 404].includes(error.status)) return
          attempt += 1
        }
        await wait(attempt === 0 ? 1000 : reconnectDelay(attempt), controller.signal)
      }
    }
    void run()
    return () => controller.abort()
  }, [office, showing, userId, queryClient])
}
