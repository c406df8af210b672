import { type FormEvent, useId, useState } from 'react'
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
import { notify } from '@/lib/notify'
import { canDeleteRecord, deleteConfirmation } from '@/lib/validation'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The record's primary key: the user types it to confirm. */
  primaryKey: string | number | bigint
  /**
   * What the user types instead, for a record whose key is not a number the user knows (a room: its name, its
   * key a UUID). The key-above-0 gate does not apply then.
   */
  confirmText?: string
  /** What is being removed, e.g. 'o cliente Ana Souza'. */
  description?: string
  /** Called only when the typed value matches and the key is above 0; the dialog closes when it settles. */
  onDelete: () => unknown
}

/** §2/§5 'Confirmar remoção': the typed value must equal the primary key, else 'Valor preenchido incorreto'. */
export function DeleteConfirmDialog({ open, onOpenChange, primaryKey, confirmText, description, onDelete }: Props) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [deleting, setDeleting] = useState(false)

  const change = (next: boolean) => {
    if (deleting) return
    if (!next) {
      setTyped('')
      setError(null)
    }
    onOpenChange(next)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    // React bubbles a portal's events through the component tree: opened from inside another form (a record's
    // dialog), this submit must not submit that form too.
    event.stopPropagation()
    const result = deleteConfirmation(typed, confirmText ?? primaryKey)
    if (result !== true) return setError(result)
    setError(null)
    if (confirmText !== undefined || canDeleteRecord(primaryKey)) {
      setDeleting(true)
      try {
        await onDelete()
      } catch (failure) {
        // E.g. §8's 'Função para carregar/salvar/remover ainda não foi implementada': said, and the dialog stays.
        notify({ text: failure instanceof Error ? failure.message : 'Não foi possível remover', color: 'danger' })
        return
      } finally {
        setDeleting(false)
      }
    }
    setTyped('')
    onOpenChange(false)
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Confirmar remoção</DialogTitle>
          <DialogDescription>
            {description ? `Você vai remover ${description}. ` : ''}Esta ação não pode ser desfeita. Para confirmar,
            digite <strong className="font-semibold text-foreground">{confirmText ?? String(primaryKey)}</strong>{' '}
            abaixo.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-valor`}>Identificador do registro</Label>
            <Input
              id={`${id}-valor`}
              autoComplete="off"
              value={typed}
              aria-invalid={!!error}
              aria-describedby={error ? `${id}-erro` : undefined}
              onChange={(event) => {
                setTyped(event.target.value)
                setError(null)
              }}
            />
            {error ? (
              <p id={`${id}-erro`} role="alert" className="text-xs text-danger">
                {error}
              </p>
            ) : null}
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={deleting}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" loading={deleting}>
              Remover
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
