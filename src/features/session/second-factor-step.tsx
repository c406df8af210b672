import { useMutation } from '@tanstack/react-query'
import { AlertCircle, ArrowLeft, ShieldCheck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import type { SecondFactorChallenge } from '@/contracts/security'
import type { CurrentUser } from '@/contracts/session'
import { secondFactorRequest } from './session-api'

type Props = {
  challenge: SecondFactorChallenge
  onSignedIn: (user: CurrentUser) => Promise<void>
  onBack: () => void
}

/** The login's second step: the 6-digit code of the authenticator app, or one of the recovery codes. */
export function SecondFactorStep({ challenge, onSignedIn, onBack }: Props) {
  const id = useId()
  const [recovery, setRecovery] = useState(false)
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const verify = useMutation({
    mutationFn: secondFactorRequest,
    meta: { silent: true },
    onSuccess: onSignedIn,
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setMissing(true)
      return
    }
    verify.mutate({ desafio: challenge.desafio, codigo: code.trim() })
  }
  const switchMode = () => {
    setRecovery(!recovery)
    setCode('')
    setMissing(false)
    verify.reset()
  }
  const inputId = `${id}-codigo`
  return (
    <form onSubmit={submit} className="w-full max-w-sm space-y-5" noValidate aria-labelledby={`${id}-titulo`}>
      <div className="space-y-1">
        <span className="grid size-10 place-items-center rounded-lg bg-brand/10 text-brand">
          <ShieldCheck className="size-5" aria-hidden />
        </span>
        <h1 id={`${id}-titulo`} className="pt-2 text-2xl font-semibold tracking-tight">
          Verificação em duas etapas
        </h1>
        <p className="text-sm text-muted-foreground">
          {recovery
            ? 'Digite um dos códigos de recuperação que você guardou ao ativar a verificação. Cada código vale uma vez.'
            : 'Abra o aplicativo autenticador no seu celular e digite o código de 6 dígitos.'}
        </p>
      </div>
      {verify.isError ? (
        <div
          role="alert"
          className="flex items-start gap-2 rounded-md border border-danger/30 bg-danger/5 p-3 text-sm text-danger"
        >
          <AlertCircle className="mt-0.5 size-4 shrink-0" aria-hidden />
          {verify.error.message}
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={inputId}>{recovery ? 'Código de recuperação' : 'Código de verificação'}</Label>
        <Input
          key={recovery ? 'recuperacao' : 'totp'}
          id={inputId}
          autoFocus
          value={code}
          onChange={(event) => {
            setCode(event.target.value)
            setMissing(false)
          }}
          aria-invalid={missing}
          aria-describedby={missing ? `${inputId}-erro` : undefined}
          {...(recovery
            ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, placeholder: 'xxxxx-xxxxx' }
            : { autoComplete: 'one-time-code', inputMode: 'numeric' as const, maxLength: 6, placeholder: '000000' })}
          className="text-lg tracking-widest"
        />
        {missing ? (
          <p id={`${inputId}-erro`} className="text-xs text-danger">
            Campo obrigatório
          </p>
        ) : null}
      </div>
      <Button type="submit" className="w-full" size="lg" loading={verify.isPending}>
        Verificar
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft /> Voltar
        </Button>
        <Button type="button" variant="link" size="sm" onClick={switchMode}>
          {recovery ? 'Usar o código do aplicativo' : 'Usar um código de recuperação'}
        </Button>
      </div>
    </form>
  )
}
