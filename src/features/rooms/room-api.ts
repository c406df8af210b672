import {
  type InfiniteData,
  infiniteQueryOptions,
  queryOptions,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query'
import { clientListResponse } from '@/contracts/clients'
import { paths } from '@/contracts/paths'
import { roomPaths } from '@/contracts/room-paths'
import {
  type NewRoomBody,
  type Room,
  type RoomMessagePage,
  roomCandidatesResponse,
  roomMessagePageResponse,
  roomMessageResponse,
  roomResponse,
} from '@/contracts/rooms'
import { api, requestParsed } from '@/lib/api/client'
import { readRoom } from './room-rules'
import { roomQueries } from './rooms-queries'

export const roomPageQueries = {
  /** Newest page first; each next page is the one before the oldest message shown ('Carregar anteriores'). */
  messages: (office: number, token: string) =>
    infiniteQueryOptions({
      queryKey: roomQueries.messagesKey(office, token),
      queryFn: ({ pageParam }) =>
        requestParsed(roomMessagePageResponse, 'GET', roomPaths.roomMessages(office, token), {
          query: { antes: pageParam },
        }).then((r) => r.value),
      initialPageParam: null as string | null,
      getNextPageParam: (page) => (page.mais ? (page.mensagens[0]?.id ?? null) : null),
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
      queryFn: () =>
        requestParsed(roomCandidatesResponse, 'GET', roomPaths.roomCandidates(office)).then((r) => r.value),
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
      requestParsed(roomMessageResponse, 'POST', roomPaths.roomMessages(office, token), {
        body: { id: crypto.randomUUID(), texto },
      }).then((r) => r.value),
    onSuccess: (message) => {
      // The new line joins the newest page at once; the live event then refetches it.
      queryClient.setQueryData(
        roomQueries.messagesKey(office, token),
        (data: InfiniteData<RoomMessagePage, string | null> | undefined) => {
          const [newest, ...older] = data?.pages ?? []
          if (!data || !newest || newest.mensagens.some((m) => m.id === message.id)) return data
          return { ...data, pages: [{ ...newest, mensagens: [...newest.mensagens, message] }, ...older] }
        },
      )
      void queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey })
    },
  })
}

/** §4: reading resets the counter to 0 at once and sends the mark-read call (PUT messages path + token). */
export function useMarkRoomRead(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (token: string) => api.put(roomPaths.roomMessages(office, token)),
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
      requestParsed(roomResponse, 'POST', roomPaths.roomPeer(office), { body: { id_cliente } }).then((r) => r.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey }),
  })
}

/** 'Nova sala' (needs a connection, like sending). */
export function useCreateRoom(office: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: NewRoomBody) =>
      requestParsed(roomResponse, 'POST', roomPaths.rooms(office), { body, json: true }).then((r) => r.value),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey }),
  })
}

/** Editing a room (rename, members, delete) needs a connection; every member's list follows by the live stream. */
export function useRoomChanges(office: number, token: string) {
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: roomQueries.list(office).queryKey })
  return {
    rename: useMutation({
      mutationFn: (nome: string) =>
        requestParsed(roomResponse, 'PUT', roomPaths.room(office, token), { body: { nome }, json: true }),
      onSuccess: refresh,
    }),
    setMembers: useMutation({
      mutationFn: (membros: number[]) => api.put(roomPaths.roomMembers(office, token), { membros }, { json: true }),
      onSuccess: refresh,
    }),
    remove: useMutation({
      mutationFn: () => api.delete(roomPaths.room(office, token)),
      onSuccess: refresh,
    }),
  }
}
