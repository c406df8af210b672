import { useInfiniteQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { useEffect } from 'react'
import { MessageComposer } from '@/components/message-composer'
import { MAX_ROOM_MESSAGE_CHARS, type Room } from '@/contracts/rooms'
import { useOnline } from '@/lib/online'
import { useViewReadOnly } from '../offices/view-as'
import { ErrorState } from '../shell/page-states'
import { openedRooms } from './opened-rooms'
import { RoomActions } from './room-actions'
import { roomPageQueries, useMarkRoomRead, useSendRoomMessage } from './room-api'
import { RoomMessages } from './room-messages'

const OFFLINE_SEND = 'Sem conexão: as mensagens só são enviadas com internet. Elas não ficam guardadas para depois.'

/** One open room: its messages, kept read while it is open (§4), and the send box. */
export function RoomView({ office, room, userId }: { office: number; room: Room; userId: number }) {
  const token = room.token_sala
  const messages = useInfiniteQuery(roomPageQueries.messages(office, token))
  const send = useSendRoomMessage(office, token)
  const { mutate: markRead } = useMarkRoomRead(office)
  const online = useOnline()
  const readOnly = useViewReadOnly()

  // §4: while the room is shown it is open in this tab (the live stream tells the server), and leaving closes it.
  useEffect(() => {
    openedRooms.open(token)
    return () => openedRooms.leave(token)
  }, [token])
  // Reading resets the counter: on opening, and whenever it rose before the server knew the room was open.
  const unread = room.unread_quantity
  useEffect(() => {
    if (unread > 0 && !readOnly) markRead(token)
  }, [unread, token, markRead, readOnly])

  return (
    <section aria-label="Sala" className="flex min-h-0 flex-1 flex-col rounded-lg border bg-card">
      <header className="flex items-center gap-2 border-b p-3">
        <Link to="/salas" className="rounded-md p-1 hover:bg-muted lg:hidden" aria-label="Voltar para as conversas">
          <ArrowLeft className="size-4" aria-hidden />
        </Link>
        <div className="min-w-0">
          <h2 className="truncate font-semibold">{room.nome}</h2>
          <p className="truncate text-xs text-muted-foreground">
            {room.is_peer_chat ? 'Conversa individual' : `Com ${room.membros.join(', ')}`}
          </p>
        </div>
        <RoomActions office={office} room={room} userId={userId} />
      </header>
      {messages.isError ? (
        <div className="flex-1 p-3">
          <ErrorState message={messages.error.message} />
        </div>
      ) : messages.data ? (
        <RoomMessages
          messages={messages.data.pages.toReversed().flatMap((page) => page.mensagens)}
          receipts={messages.data.pages[0]?.leituras ?? []}
          peer={room.is_peer_chat}
          userId={userId}
          older={
            messages.hasNextPage
              ? { loading: messages.isFetchingNextPage, load: () => void messages.fetchNextPage() }
              : null
          }
        />
      ) : (
        <p className="flex-1 p-4 text-sm text-muted-foreground">Carregando mensagens…</p>
      )}
      <div className="space-y-1 border-t p-3">
        {send.isError ? (
          <p role="alert" className="text-xs text-danger">
            Não foi possível enviar: {send.error.message}
          </p>
        ) : null}
        <MessageComposer
          label="Mensagem"
          placeholder="Escreva uma mensagem…"
          maxLength={MAX_ROOM_MESSAGE_CHARS}
          disabledReason={readOnly ?? (!online ? OFFLINE_SEND : messages.isError ? messages.error.message : null)}
          onSend={(texto) => send.mutate(texto)}
        />
      </div>
    </section>
  )
}
