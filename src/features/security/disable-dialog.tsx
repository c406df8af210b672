import { type FormEvent, useId, useState } from 'react'
import { FormAlert } from '@/components/form-alert'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { useOnlineOnly } from '@/db/online-only'
import { notify } from '@/lib/notify'
import { CodeField } from './code-field'
import { useDisableTwoFactor } from './security-api'

type Props = { open: boolean; onOpenChange: (open: boolean) => void }

/** 'Desativar': the password and a code of the app (or a recovery code) turn the second factor off. */
export function DisableDialog({ open, onOpenChange }: Props) {
  const id = useId()
  const [senha, setSenha] = useState('')
  const [codigo, setCodigo] = useState('')
  const [missing, setMissing] = useState(false)
  const disable = useDisableTwoFactor()
  const online = useOnlineOnly()
  const close = (next: boolean) => {
    if (disable.isPending) return
    if (!next) {
      setSenha('')
      setCodigo('')
      setMissing(false)
      disable.reset()
    }
    onOpenChange(next)
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!senha || !codigo.trim()) {
      setMissing(true)
      return
    }
    disable.mutate(
      { senha, codigo: codigo.trim() },
      {
        onSuccess: () => {
          notify({ text: 'Verificação em duas etapas desativada.', color: 'success' })
          close(false)
        },
      },
    )
  }
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Desativar a verificação em duas etapas</DialogTitle>
          <DialogDescription>
            Sem ela, quem souber a sua senha entra na sua conta. Confirme com a senha e um código do aplicativo.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={submit} noValidate>
          {disable.isError ? <FormAlert message={disable.error.message} /> : null}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-senha`}>Senha</Label>
            <PasswordInput
              id={`${id}-senha`}
              autoComplete="current-password"
              value={senha}
              onChange={(event) => setSenha(event.target.value)}
              aria-invalid={missing && !senha}
            />
            {missing && !senha ? <p className="text-xs text-danger">Campo obrigatório</p> : null}
          </div>
          <CodeField
            value={codigo}
            onChange={setCodigo}
            error={missing && !codigo.trim() ? 'Campo obrigatório' : undefined}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)}>
              Cancelar
            </Button>
            <Button type="submit" variant="destructive" loading={disable.isPending} {...online}>
              Desativar
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
