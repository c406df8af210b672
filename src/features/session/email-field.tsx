import type { UseFormRegisterReturn } from 'react-hook-form'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'

type Props = { registration: UseFormRegisterReturn<'email'>; error?: string }

/** The account e-mail field of the sign-in pages (login, forgot password), focused on arrival. */
export function EmailField({ registration, error }: Props) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor="email">E-mail</Label>
      <Input id="email" type="email" autoComplete="username" autoFocus aria-invalid={!!error} {...registration} />
      {error ? <p className="text-xs text-danger">{error}</p> : null}
    </div>
  )
}
