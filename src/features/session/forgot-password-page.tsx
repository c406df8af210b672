import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { AlertCircle, MailCheck } from 'lucide-react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { resetRequestBody } from '@/contracts/password-reset'
import { AuthLayout } from './auth-layout'
import { EmailField } from './email-field'
import { requestPasswordReset } from './password-reset-api'

/** 'Esqueci minha senha': asks for the e-mail; the answer never says whether it has an account. */
export function ForgotPasswordPage() {
  const { register, handleSubmit, formState } = useForm<z.infer<typeof resetRequestBody>>({
    resolver: zodResolver(resetRequestBody),
    defaultValues: { email: '' },
  })
  const send = useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } })
  return (
    <AuthLayout>
      <div className="w-full max-w-sm space-y-5">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold tracking-tight">Esqueci minha senha</h1>
          <p className="text-sm text-muted-foreground">
            Informe o e-mail da sua conta. Se ele tiver acesso, preparamos um link para você criar uma nova senha.
          </p>
        </div>
        {send.isSuccess ? (
          <div role="status" className="rounded-md border border-success/30 bg-success/5 p-3 text-sm">
            <p className="flex items-start gap-2 font-medium text-success">
              <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden /> {send.data}
            </p>
          </div>
        ) : (
          <form onSubmit={handleSubmit((v) => send.mutate(v.email))} className="space-y-5" noValidate>
            {send.isError ? (
              <p role="alert" className="flex items-start gap-2 text-sm text-danger">
                <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden /> {send.error.message}
              </p>
            ) : null}
            <EmailField registration={register('email')} error={formState.errors.email?.message} />
            <Button type="submit" className="w-full" size="lg" loading={send.isPending}>
              Pedir link de redefinição
            </Button>
          </form>
        )}
        <Link to="/login" className="block text-center text-sm text-brand underline-offset-4 hover:underline">
          Voltar para o login
        </Link>
      </div>
    </AuthLayout>
  )
}
