import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { AlertCircle, LockKeyhole } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { type LoginBody, loginBody } from '@/contracts/session'
import { AuthLayout } from './auth-layout'
import { EmailField } from './email-field'
import { loginRequest } from './session-api'

const route = getRouteApi('/login')

export function LoginPage() {
  const { redirect } = route.useSearch()
  const router = useRouter()
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  })
  const login = useMutation({
    mutationFn: loginRequest,
    meta: { silent: true },
    onSuccess: async () => {
      const target = redirect?.startsWith('/') && !redirect.startsWith('/login') ? redirect : '/home'
      await router.navigate({ href: target, replace: true })
    },
  })

  return (
    <AuthLayout>
      <form
        onSubmit={handleSubmit((values) => login.mutate(values))}
        className="w-full max-w-sm space-y-5"
        noValidate
        aria-labelledby="login-title"
      >
        <div className="space-y-1">
          <span className="grid size-10 place-items-center rounded-lg bg-brand/10 text-brand">
            <LockKeyhole className="size-5" aria-hidden />
          </span>
          <h1 id="login-title" className="pt-2 text-2xl font-semibold tracking-tight">
            Entrar
          </h1>
          <p className="text-sm text-muted-foreground">Use o e-mail e a senha da sua conta.</p>
        </div>
        {login.isError ? (
          <div
            role="alert"
            className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-danger"
          >
            <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
            {login.error.message}
          </div>
        ) : null}
        <EmailField registration={register('email')} error={formState.errors.email?.message} />
        <div className="grid gap-1.5">
          <div className="flex items-baseline justify-between gap-2">
            <Label htmlFor="password">Senha</Label>
            <Link to="/esqueci-senha" className="text-sm text-brand underline-offset-4 hover:underline">
              Esqueci minha senha
            </Link>
          </div>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            aria-invalid={!!formState.errors.password}
            {...register('password')}
          />
          {formState.errors.password ? (
            <p className="text-xs text-danger">{formState.errors.password.message}</p>
          ) : null}
        </div>
        <Button type="submit" className="w-full" size="lg" loading={login.isPending}>
          Entrar
        </Button>
      </form>
    </AuthLayout>
  )
}
