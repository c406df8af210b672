import { zodResolver } from '@hookform/resolvers/zod'
import { useMutation } from '@tanstack/react-query'
import { getRouteApi, useRouter } from '@tanstack/react-router'
import { AlertCircle, LockKeyhole } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { type LoginBody, loginBody } from '@/contracts/session'
import { OfficeLogo } from '../theme/office-logo'
import { useLoginTheme } from '../theme/theme-api'
import { loginRequest } from './session-api'

const route = getRouteApi('/login')

export function LoginPage() {
  // The theme of the last office used on this browser (office 3 by default), its login background too.
  const theme = useLoginTheme()
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
    <main className="grid min-h-full lg:grid-cols-[1.1fr_1fr]">
      <section
        className="relative hidden flex-col justify-between overflow-hidden bg-brand bg-cover bg-center p-10 text-brand-foreground lg:flex"
        style={theme?.fundo_login ? { backgroundImage: `url(${theme.fundo_login})` } : undefined}
        data-testid="login-marca"
      >
        <div className="flex items-center gap-3">
          <OfficeLogo className="size-10 rounded-lg bg-white/90 object-contain p-0.5 ring-2 ring-white/30" />
          <span className="text-lg font-semibold">AAWZ Back-office</span>
        </div>
        <div className="max-w-md">
          <h1 className="text-3xl font-semibold leading-tight">O back-office do seu escritório, em um só lugar.</h1>
          <p className="mt-3 text-brand-foreground/80">
            DREs por empresa, profissional e produto, fluxo de caixa, tesouraria, comissões e dataroom — com números
            exatos, mesmo sem conexão.
          </p>
        </div>
        <p className="text-xs text-brand-foreground/70">© AAWZ · Uso restrito a escritórios parceiros</p>
        <div
          className="pointer-events-none absolute -bottom-32 -right-32 size-96 rounded-full bg-white/10"
          aria-hidden
        />
      </section>
      <section className="flex items-center justify-center p-6">
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
            <h2 id="login-title" className="pt-2 text-2xl font-semibold tracking-tight">
              Entrar
            </h2>
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
          <div className="grid gap-1.5">
            <Label htmlFor="email">E-mail</Label>
            <Input
              id="email"
              type="email"
              autoComplete="username"
              autoFocus
              aria-invalid={!!formState.errors.email}
              {...register('email')}
            />
            {formState.errors.email ? <p className="text-xs text-danger">{formState.errors.email.message}</p> : null}
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="password">Senha</Label>
            <Input
              id="password"
              type="password"
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
      </section>
    </main>
  )
}
