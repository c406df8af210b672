import { Link } from '@tanstack/react-router'
import { UserRound, Users } from 'lucide-react'
import { CountBadge } from '@/components/ui/count-badge'
import { Skeleton } from '@/components/ui/skeleton'
import type { Room } from '@/contracts/rooms'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { cn } from '@/lib/cn'
import { formatCountOf } from '@/lib/format'
import { useOnline } from '@/lib/online'
import { formatMessageTime } from './message-time'

/** The user's rooms, newest activity first, each with its unread counter and last line. */
export function RoomList({ rooms, selected }: { rooms: Room[] | undefined; selected: string | null }) {
  const online = useOnline()
  // A list that could not be read is an empty one (§8): offline, that says nothing about the user's rooms.
  if (!online && !rooms?.length) return <OfflineUnavailable compact />
  if (rooms === undefined) {
    return (
      <div className="space-y-2">
        <Skeleton className="h-16" />
        <Skeleton className="h-16" />
      </div>
    )
  }
  if (rooms.length === 0) {
    return <p className="rounded-lg border p-4 text-sm text-muted-foreground">Nenhuma conversa por aqui ainda.</p>
  }
  return (
    <ul aria-label="Salas" className="divide-y rounded-lg border bg-card">
      {rooms.map((room) => {
        const Icon = room.is_peer_chat ? UserRound : Users
        return (
          <li key={room.token_sala} data-testid="sala" data-nao-lidas={room.unread_quantity}>
            <Link
              to="/salas/$token"
              params={{ token: room.token_sala }}
              aria-current={room.token_sala === selected ? 'page' : undefined}
              className={cn('flex gap-3 p-3 hover:bg-muted', room.token_sala === selected && 'bg-brand/10')}
            >
              <Icon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className={cn('truncate text-sm', room.unread_quantity > 0 && 'font-semibold')}>
                    {room.nome}
                  </span>
                  {room.ultima_mensagem ? (
                    <span className="ml-auto shrink-0 text-[11px] text-muted-foreground tabular">
                      {formatMessageTime(room.ultima_mensagem.data_criacao)}
                    </span>
                  ) : null}
                </span>
                <span className="flex items-center gap-2">
                  <span className="truncate text-xs text-muted-foreground">
                    {room.ultima_mensagem
                      ? `${room.ultima_mensagem.autor}: ${room.ultima_mensagem.texto}`
                      : room.is_peer_chat
                        ? 'Conversa com cliente'
                        : `Equipe: ${room.membros.join(', ')}`}
                  </span>
                  <CountBadge
                    count={room.unread_quantity}
                    className="ml-auto shrink-0"
                    aria-label={formatCountOf(room.unread_quantity, 'não lida', 'não lidas')}
                  />
                </span>
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
