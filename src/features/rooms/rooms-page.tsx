import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { ROOM_NOT_FOUND } from '@/contracts/rooms'
import { useOnlineOnly } from '@/db/online-only'
import { cn } from '@/lib/cn'
import { currentOfficeStore } from '../offices/office-store'
import { useSession } from '../session/session-store'
import { PeerChatButton } from './peer-chat-button'
import { NewRoomDialog } from './room-dialog'
import { RoomList } from './room-list'
import { RoomView } from './room-view'
import { roomQueries } from './rooms-queries'

/** /salas and /salas/:token: the user's rooms and the open one (on a phone, one or the other). */
export function RoomsPage({ token }: { token: string | null }) {
  const office = currentOfficeStore.use()
  const user = useSession()
  if (!office || !user)
    return <p className="text-sm text-muted-foreground">Selecione um escritório no topo da página.</p>
  return (
    <Rooms
      office={office.id}
      token={token}
      userId={user.id_interno}
      professional={user.IS_GESTOR || user.IS_ASSESSOR || user.IS_PLANEJADOR}
      manager={user.IS_EQUIPE || user.IS_GESTOR}
    />
  )
}

function Rooms({
  office,
  token,
  userId,
  professional,
  manager,
}: {
  office: number
  token: string | null
  userId: number
  professional: boolean
  manager: boolean
}) {
  const [creating, setCreating] = useState(false)
  const list = useQuery(roomQueries.list(office))
  const online = useOnlineOnly()
  const room = list.data?.find((r) => r.token_sala === token) ?? null
  return (
    <div className="flex h-[calc(100dvh-8rem)] min-h-[28rem] flex-col">
      <PageHeader
        title="Conversas"
        description={professional ? 'Salas da equipe e conversas com clientes' : 'Fale com o seu assessor'}
        actions={
          <>
            {manager ? (
              <Button variant="outline" onClick={() => setCreating(true)} {...online}>
                <Plus aria-hidden />
                Nova sala
              </Button>
            ) : null}
            {professional ? <PeerChatButton office={office} /> : null}
          </>
        }
      />
      {manager ? <NewRoomDialog office={office} userId={userId} open={creating} onOpenChange={setCreating} /> : null}
      <div className="flex min-h-0 flex-1 gap-4">
        <aside className={cn('min-h-0 w-full overflow-y-auto lg:block lg:w-80 lg:shrink-0', token && 'hidden')}>
          <RoomList rooms={list.data} selected={token} />
        </aside>
        {token && room ? (
          <RoomView key={token} office={office} room={room} userId={userId} />
        ) : token ? (
          <p className="grid flex-1 place-items-center rounded-lg border border-dashed text-sm text-muted-foreground">
            {list.data ? ROOM_NOT_FOUND : 'Carregando conversas…'}
          </p>
        ) : (
          <p className="hidden flex-1 place-items-center rounded-lg border border-dashed text-sm text-muted-foreground lg:grid">
            Escolha uma conversa para ler e responder.
          </p>
        )}
      </div>
    </div>
  )
}
