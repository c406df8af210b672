import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { MessageSquarePlus } from 'lucide-react'
import { useState } from 'react'
import { SelectClientDialog } from '@/components/dialogs/select-client-dialog'
import { Button } from '@/components/ui/button'
import { useOnlineOnly } from '@/db/online-only'
import { notify } from '@/lib/notify'
import { roomPageQueries, useOpenPeerChat } from './room-api'

/** 'Conversar com cliente': a professional picks a client ('Selecionar cliente') and the peer chat opens. */
export function PeerChatButton({ office }: { office: number }) {
  const [open, setOpen] = useState(false)
  const clients = useQuery({ ...roomPageQueries.clients(office), enabled: open })
  const openChat = useOpenPeerChat(office)
  const navigate = useNavigate()
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} {...useOnlineOnly()}>
        <MessageSquarePlus aria-hidden />
        Conversar com cliente
      </Button>
      <SelectClientDialog
        open={open}
        onOpenChange={setOpen}
        description="Escolha o cliente com quem você quer conversar."
        clients={(clients.data ?? []).map((c) => ({
          id: c.id,
          nome: c.nome_cliente,
          id_cadastro_cliente: c.id_cadastro_cliente,
        }))}
        onSelect={async (client) => {
          try {
            const room = await openChat.mutateAsync(client.id)
            void navigate({ to: '/salas/$token', params: { token: room.token_sala } })
          } catch (error) {
            notify({ text: (error as Error).message, color: 'danger' })
          }
        }}
      />
    </>
  )
}
