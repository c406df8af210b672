import { useMutation } from '@tanstack/react-query'
import { ArrowLeft, ShieldCheck } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { FormAlert } from '@/components/form-alert'
import { Button } from '@/components/ui/button'
import type { SecondFactorChallenge } from '@/contracts/security'
import type { CurrentUser } from '@/contracts/session'
import { FormField } from '@/features/offices/form-field'
import { TOTP_INPUT } from '@/features/security/code-field'
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
      {verify.isError ? <FormAlert message={verify.error.message} /> : null}
      <FormField
        key={recovery ? 'recuperacao' : 'totp'}
        id={`${id}-codigo`}
        label={recovery ? 'Código de recuperação' : 'Código de verificação'}
        error={missing ? 'Campo obrigatório' : undefined}
        autoFocus
        value={code}
        onChange={(event) => {
          setCode(event.target.value)
          setMissing(false)
        }}
        {...(recovery
          ? { autoComplete: 'off', autoCapitalize: 'none', spellCheck: false, placeholder: 'xxxxx-xxxxx' }
          : TOTP_INPUT)}
      />
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
