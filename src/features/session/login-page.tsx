import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, Link, useRouter } from '@tanstack/react-router'
import { LockKeyhole } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { FormAlert } from '@/components/form-alert'
import { PasswordInput } from '@/components/password-input'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import type { SecondFactorChallenge } from '@/contracts/security'
import { ENROL_ROUTE } from '@/contracts/security-paths'
import { type CurrentUser, type LoginBody, loginBody } from '@/contracts/session'
import { AuthLayout } from './auth-layout'
import { EmailField } from './email-field'
import { SecondFactorStep } from './second-factor-step'
import { loginRequest } from './session-api'

const route = getRouteApi('/login')

export function LoginPage() {
  const { redirect } = route.useSearch()
  const router = useRouter()
  const [challenge, setChallenge] = useState<SecondFactorChallenge | null>(null)
  const { register, handleSubmit, formState } = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: '', password: '' },
  })
  const signedIn = async (user: CurrentUser) => {
    // Staff without a second factor enrol one before anything else.
    const target = user.inscrever_segundo_fator
      ? ENROL_ROUTE
      : redirect?.startsWith('/') && !redirect.startsWith('/login')
        ? redirect
        : '/home'
    await router.navigate({ href: target, replace: true })
  }
  const login = useMutation({
    mutationFn: loginRequest,
    meta: { silent: true },
    onSuccess: async (answer) => {
      if ('segundo_fator' in answer) setChallenge(answer)
      else await signedIn(answer)
    },
  })

  if (challenge) {
    return (
      <AuthLayout>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onBack={() => {
            login.reset()
            setChallenge(null)
          }}
        />
      </AuthLayout>
    )
  }
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
        {login.isError ? <FormAlert message={login.error.message} /> : null}
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
