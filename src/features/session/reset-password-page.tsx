import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { AlertCircle, CheckCircle2 } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { PasswordInput } from '@/components/password-input'
import { Button, buttonVariants } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { type ResetConfirm, resetConfirmBody } from '@/contracts/password-reset'
import { AuthLayout } from './auth-layout'
import { confirmPasswordReset } from './password-reset-api'

const route = getRouteApi('/redefinir-senha')

/** The page the reset link opens: a new password, twice; the link works once. */
export function ResetPasswordPage() {
  const { token } = route.useSearch()
  const { register, handleSubmit, formState } = useForm<ResetConfirm>({
    resolver: zodResolver(resetConfirmBody),
    defaultValues: { token: token ?? '', new_password: '', confirm_new_password: '' },
  })
  const reset = useMutation({ mutationFn: confirmPasswordReset, meta: { silent: true } })
  const errors = formState.errors
  return (
    <AuthLayout>
      <div className="w-full max-w-sm space-y-5">
        <h1 className="text-2xl font-semibold tracking-tight">Criar nova senha</h1>
        {reset.isSuccess ? (
          <>
            <p role="status" className="flex items-start gap-2 text-sm text-success">
              <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden /> {reset.data}
            </p>
            <Link to="/login" className={buttonVariants({ className: 'w-full' })}>
              Entrar
            </Link>
          </>
        ) : (
          <form onSubmit={handleSubmit((v) => reset.mutate(v))} className="space-y-5" noValidate>
            {reset.isError || errors.token ? (
              <p role="alert" className="flex items-start gap-2 text-sm text-danger">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
                {reset.isError ? reset.error.message : errors.token?.message}
              </p>
            ) : null}
            <div className="grid gap-1.5">
              <Label htmlFor="new_password">Nova senha</Label>
              <PasswordInput
                id="new_password"
                autoComplete="new-password"
                aria-invalid={!!errors.new_password}
                {...register('new_password')}
              />
              {errors.new_password ? <p className="text-xs text-danger">{errors.new_password.message}</p> : null}
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="confirm_new_password">Confirmar nova senha</Label>
              <PasswordInput
                id="confirm_new_password"
                autoComplete="new-password"
                aria-invalid={!!errors.confirm_new_password}
                {...register('confirm_new_password')}
              />
              {errors.confirm_new_password ? (
                <p className="text-xs text-danger">{errors.confirm_new_password.message}</p>
              ) : null}
            </div>
            <Button type="submit" className="w-full" size="lg" loading={reset.isPending}>
              Salvar nova senha
            </Button>
          </form>
        )}
        <Link to="/esqueci-senha" className="block text-center text-sm text-brand underline-offset-4 hover:underline">
          Pedir um novo link
        </Link>
      </div>
    </AuthLayout>
  )
}
