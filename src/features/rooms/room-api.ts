import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { clientListResponse } from '@/contracts/clients'
import { paths } from '@/contracts/paths'
import {
  type NewRoomBody,
  type Room,
  roomCandidatesResponse,
  roomMessageListResponse,
  roomMessageResponse,
  roomResponse,
} from '@/contracts/rooms'
import { api, requestParsed } from '@/lib/api/client'
import { readRoom } from './room-rules'
import { roomQueries } from './rooms-queries'

export const roomPageQueries = {
  messages: (office: number, token: string) =>
    queryOptions({
      queryKey: roomQueries.messagesKey(office, token),
      queryFn: () =>
        requestParsed(roomMessageListResponse, 'GET', paths.roomMessages(office, token)).then((r) => r.value),
    }),
  /** The clients a professional may open a peer chat with (the server narrows an advisor to their book). */
  clients: (office: number) =>
    queryOptions({
      queryKey: [...roomQueries.office(office), 'clientes'],
      queryFn: () => requestParsed(clientListResponse, 'GET', paths.clients(office)).then((r) => r.value),
      staleTime: 5 * 60_000,
    }),
  /** Colleagues a manager can put in a new room. */
  candidates: (office: number) =>
    queryOptions({
      queryKey: [...roomQueries.office(office), 'candidatos'],
      queryFn: () => requestParsed(roomCandidatesResponse, 'GET', paths.roomCandidates(office)).then((r) => r.value),
    }),
}

/**
 * Sending needs a connection (the composer says so offline): a chat line queued for later would reach the
 * room out of order and look sent when it was not. The id is made here, so a retry is stored once.
 */
export function useSendRoomMessage(office: number, token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (texto: string) =>
      requestParsed(roomMessageResponse, 'POST', paths.roomMessages(office, token), {
        body: { id: crypto.randomUUID(), texto },
      }).then((r) => r.value),
    onSuccess: (message) => {
      queryClient.setQueryData(roomQueries.messagesKey(office, token), (list: (typeof message)[] | undefined) =>
        list && !list.some((m) => m.id === message.id) ? [...list, message] : list,
      )
      void queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey })
    },
  })
}

/** §4: reading resets the counter to 0 at once and sends the mark-read call (PUT messages path + token). */
export function useMarkRoomRead(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.put(paths.roomMessages(office, token)),
    onMutate: (token) => {
      queryClient.setQueryData(roomQueries.list(office).queryKey, (rooms: Room[] | undefined) =>
        rooms ? readRoom(rooms, token) : rooms,
      )
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['notifications'] }),
  })
}

/** A professional opens (or finds) the peer chat with a client. */
export function useOpenPeerChat(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id_cliente: number) =>
      requestParsed(roomResponse, 'POST', paths.roomPeer(office), { body: { id_cliente } }).then((r) => r.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey }),
  })
}

/** 'Nova sala' (needs a connection, like sending). */
export function useCreateRoom(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewRoomBody) =>
      requestParsed(roomResponse, 'POST', paths.rooms(office), { body, json: true }).then((r) => r.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey }),
  })
}
