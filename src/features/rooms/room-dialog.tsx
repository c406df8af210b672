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
import { type NewRoomBody, newRoomBody } from '@/contracts/rooms'
import { roomPageQueries, useCreateRoom } from './room-api'

type Props = {
  office: number
  userId: number
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: string
  submitLabel: string
  /** The name and the colleagues checked when it opens (the user is never listed: they are in the room). */
  initial: NewRoomBody
  saving: boolean
  /** Saves; a rejection's message is shown and the dialog stays open. */
  onSave: (body: NewRoomBody) => Promise<unknown>
}

/** A team room's name and the colleagues in it: 'Nova sala' and 'Editar sala'. */
export function RoomDialog({
  office,
  userId,
  open,
  onOpenChange,
  title,
  description,
  submitLabel,
  initial,
  saving,
  onSave,
}: Props) {
  const [nome, setNome] = useState(initial.nome)
  const [membros, setMembros] = useState<number[]>(initial.membros)
  const [error, setError] = useState<string | null>(null)
  const candidates = useQuery({ ...roomPageQueries.candidates(office), enabled: open })
  const colleagues = (candidates.data ?? []).filter((c) => c.id_usuario !== userId)

  const close = (next: boolean) => {
    setNome(initial.nome)
    setMembros(initial.membros)
    setError(null)
    onOpenChange(next)
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = newRoomBody.safeParse({ nome, membros })
    if (!parsed.success) return setError(parsed.error.issues[0].message)
    try {
      await onSave(parsed.data)
      close(false)
    } catch (failure) {
      setError((failure as Error).message)
    }
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
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
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}

/** 'Nova sala': the manager who creates it joins it; the new room opens. */
export function NewRoomDialog({
  office,
  userId,
  open,
  onOpenChange,
}: Pick<Props, 'office' | 'userId' | 'open' | 'onOpenChange'>) {
  const create = useCreateRoom(office)
  const navigate = useNavigate()
  return (
    <RoomDialog
      office={office}
      userId={userId}
      open={open}
      onOpenChange={onOpenChange}
      title="Nova sala"
      description="Uma conversa da equipe com os colegas que você escolher."
      submitLabel="Criar sala"
      initial={{ nome: '', membros: [] }}
      saving={create.isPending}
      onSave={async (body) => {
        const room = await create.mutateAsync(body)
        void navigate({ to: '/salas/$token', params: { token: room.token_sala } })
      }}
    />
  )
}
