import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { type FormEvent, useState } from 'react'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { newRoomBody } from '@/contracts/rooms'
import { roomPageQueries, useCreateRoom } from './room-api'

/** 'Nova sala': a name and the colleagues to put in it (the manager who creates it joins it). */
export function NewRoomDialog({
  office,
  userId,
  open,
  onOpenChange,
}: {
  office: number
  userId: number
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const [nome, setNome] = useState('')
  const [membros, setMembros] = useState<number[]>([])
  const [error, setError] = useState<string | null>(null)
  const candidates = useQuery({ ...roomPageQueries.candidates(office), enabled: open })
  const create = useCreateRoom(office)
  const navigate = useNavigate()
  const colleagues = (candidates.data ?? []).filter((c) => c.id_usuario !== userId)

  const close = (next: boolean) => {
    if (!next) {
      setNome('')
      setMembros([])
      setError(null)
    }
    onOpenChange(next)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = newRoomBody.safeParse({ nome, membros })
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    try {
      const room = await create.mutateAsync(parsed.data)
      close(false)
      void navigate({ to: '/salas/$token', params: { token: room.token_sala } })
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nova sala</DialogTitle>
          <DialogDescription>Uma conversa da equipe com os colegas que você escolher.</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="sala-nome">Nome da sala</Label>
            <Input
              id="sala-nome"
              value={nome}
              maxLength={80}
              onChange={(e) => {
                setNome(e.target.value)
                setError(null)
              }}
            />
          </div>
          <fieldset className="grid gap-1">
            <legend className="mb-1 text-sm font-medium">Colegas</legend>
            {candidates.isPending ? <p className="text-sm text-muted-foreground">Carregando colegas…</p> : null}
            <ul className="max-h-56 overflow-y-auto rounded-md border p-2">
              {colleagues.map((c) => (
                <li key={c.id_usuario}>
                  <label className="flex items-center gap-2 rounded px-1 py-1 text-sm hover:bg-muted">
                    <input
                      type="checkbox"
                      className="size-4 accent-[var(--brand)]"
                      checked={membros.includes(c.id_usuario)}
                      onChange={(e) => {
                        setError(null)
                        setMembros((list) =>
                          e.target.checked ? [...list, c.id_usuario] : list.filter((id) => id !== c.id_usuario),
                        )
                      }}
                    />
                    {c.nome}
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
          {error ? (
            <p role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" loading={create.isPending}>
              Criar sala
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
