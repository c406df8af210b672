import { useNavigate } from '@tanstack/react-router'
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { Button } from '@/components/ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu'
import type { Room } from '@/contracts/rooms'
import { useOnlineOnly } from '@/db/online-only'
import { useRoomChanges } from './room-api'
import { RoomDialog } from './room-dialog'

/**
 * The open room's menu for whoever may change it (its creator, a gestor, staff): 'Editar sala' (name and
 * colleagues; a peer chat keeps both) and 'Excluir sala', confirmed by typing the room's name.
 */
export function RoomActions({ office, room, userId }: { office: number; room: Room; userId: number }) {
  const [editing, setEditing] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const changes = useRoomChanges(office, room.token_sala)
  const navigate = useNavigate()
  const onlineOnly = useOnlineOnly()
  if (!room.pode_gerir) return null
  const others = room.ids_membros.filter((id) => id !== userId)
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" className="ml-auto shrink-0" aria-label="Ações da sala" {...onlineOnly}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {room.is_peer_chat ? null : (
            <DropdownMenuItem onSelect={() => setEditing(true)}>
              <Pencil /> Editar sala
            </DropdownMenuItem>
          )}
          <DropdownMenuItem className="text-danger" onSelect={() => setDeleting(true)}>
            <Trash2 /> Excluir sala
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      {editing ? (
        <RoomDialog
          office={office}
          userId={userId}
          open
          onOpenChange={setEditing}
          title="Editar sala"
          description="O nome da sala e os colegas que participam dela."
          submitLabel="Salvar"
          initial={{ nome: room.nome, membros: others }}
          saving={changes.rename.isPending || changes.setMembers.isPending}
          onSave={async ({ nome, membros }) => {
            if (nome !== room.nome) await changes.rename.mutateAsync(nome)
            const kept = [userId, ...membros]
            const same = kept.length === room.ids_membros.length && kept.every((id) => room.ids_membros.includes(id))
            if (!same) await changes.setMembers.mutateAsync(kept)
          }}
        />
      ) : null}
      <DeleteConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        primaryKey={room.token_sala}
        confirmText={room.nome}
        description={`a sala ${room.nome} e todas as suas mensagens, para todos os membros`}
        onDelete={async () => {
          await changes.remove.mutateAsync()
          void navigate({ to: '/salas' })
        }}
      />
    </>
  )
}
