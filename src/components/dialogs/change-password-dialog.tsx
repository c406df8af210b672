import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { useId } from 'react'
import { type FieldPath, useForm } from 'react-hook-form'
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
import { paths } from '@/contracts/paths'
import { type ChangePassword, changePasswordSchema, PASSWORD_MIN_LENGTH } from '@/contracts/rules'
import { api } from '@/lib/api/client'
import { notify } from '@/lib/notify'

export const PASSWORD_CHANGED = 'Senha alterada com sucesso'

const fields: { name: FieldPath<ChangePassword>; label: string; autoComplete: string }[] = [
  { name: 'password', label: 'Senha atual', autoComplete: 'current-password' },
  { name: 'new_password', label: 'Nova senha', autoComplete: 'new-password' },
  { name: 'confirm_new_password', label: 'Confirmar nova senha', autoComplete: 'new-password' },
]

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** Client users call the client endpoint, everybody else the professional one (§7). */
  isClient: boolean
}

/**
 * §2/§5/§7 change password: all fields required, 'Senhas diferentes'. A failure's server message is shown once,
 * by the app-wide mutation handler (`createQueryClient`).
 */
export function ChangePasswordDialog({ open, onOpenChange, isClient }: Props) {
  const id = useId()
  const { register, handleSubmit, reset, formState } = useForm<ChangePassword>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { password: '', new_password: '', confirm_new_password: '' },
  })
  const change = useMutation({
    mutationFn: (values: ChangePassword) =>
      api.post(isClient ? paths.changePasswordClient : paths.changePasswordProfessional, values),
    onSuccess: () => {
      notify({ text: PASSWORD_CHANGED, color: 'success' })
      reset()
      onOpenChange(false)
    },
  })
  const close = (next: boolean) => {
    if (change.isPending) return
    if (!next) reset()
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Alterar senha</DialogTitle>
          <DialogDescription>
            A nova senha precisa de pelo menos {PASSWORD_MIN_LENGTH} caracteres. Outras sessões abertas com a senha
            antiga serão encerradas.
          </DialogDescription>
        </DialogHeader>
        <form className="grid gap-4" onSubmit={handleSubmit((values) => change.mutate(values))} noValidate>
          {fields.map((field) => {
            const error = formState.errors[field.name]?.message
            const inputId = `${id}-${field.name}`
            return (
              <div key={field.name} className="grid gap-1.5">
                <Label htmlFor={inputId}>{field.label}</Label>
                <Input
                  id={inputId}
                  type="password"
                  autoComplete={field.autoComplete}
                  aria-invalid={!!error}
                  aria-describedby={error ? `${inputId}-erro` : undefined}
                  {...register(field.name)}
                />
                {error ? (
                  <p id={`${inputId}-erro`} className="text-xs text-danger">
                    {error}
                  </p>
                ) : null}
              </div>
            )
          })}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => close(false)} disabled={change.isPending}>
              Cancelar
            </Button>
            <Button type="submit" loading={change.isPending}>
              Alterar senha
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
