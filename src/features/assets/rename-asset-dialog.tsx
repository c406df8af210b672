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
import { ValidatedField } from '@/components/validated-field'
import { SAME_NAME } from '@/contracts/assets'
import { useOnlineOnly } from '@/db/online-only'
import { notify } from '@/lib/notify'
import { combine, required } from '@/lib/validation'
import { useRenameAsset } from './queries'

type Props = { office: number; client: number; oldName: string; suggested?: string; onClose: () => void }

/** §5 Replace asset name: the client's positions named `oldName` get the new name (and reference, by default). */
export function RenameAssetDialog({ office, client, oldName, suggested = '', onClose }: Props) {
  const [newName, setNewName] = useState(suggested)
  const [updateReference, setUpdateReference] = useState(true)
  const [showErrors, setShowErrors] = useState(false)
  const rename = useRenameAsset(office)
  const onlineOnly = useOnlineOnly()
  const rule = combine<string>(required, (v) => v.trim() !== oldName || SAME_NAME)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setShowErrors(true)
    if (rule(newName) !== true) return
    rename.mutate(
      { id_cliente: client, old_name: oldName, new_name: newName.trim(), update_referencia: updateReference },
      {
        onSuccess: ({ value }) => {
          notify({
            text: `Ativo renomeado (${value.renomeados} posição${value.renomeados === 1 ? '' : 'ões'})`,
            color: 'success',
          })
          onClose()
        },
      },
    )
  }

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renomear ativo</DialogTitle>
          <DialogDescription>
            Todas as posições deste cliente chamadas “{oldName}” passam a ter o novo nome.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-3" onSubmit={submit} noValidate>
          <ValidatedField label="Nome atual" value={oldName} onChange={() => {}} readOnly />
          <ValidatedField
            label="Novo nome"
            value={newName}
            onChange={setNewName}
            rule={rule}
            showErrors={showErrors}
            autoComplete="off"
            maxLength={200}
          />
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={updateReference}
              onChange={(e) => setUpdateReference(e.target.checked)}
            />
            Atualizar também a referência do ativo
          </label>
          {rename.error ? (
            <p role="alert" className="text-sm text-danger">
              {rename.error.message}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose}>
              Cancelar
            </Button>
            <Button type="submit" loading={rename.isPending} {...onlineOnly}>
              Renomear
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
