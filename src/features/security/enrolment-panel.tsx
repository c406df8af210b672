import { Smartphone } from 'lucide-react'
import { type FormEvent, useState } from 'react'
import { FormAlert } from '@/components/form-alert'
import { Button } from '@/components/ui/button'
import { useOnlineOnly } from '@/db/online-only'
import { CodeField } from './code-field'
import { RecoveryCodes } from './recovery-codes'
import { useConfirmEnrolment, useStartEnrolment } from './security-api'

/** The secret as text, in groups of four, as authenticator apps ask it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret

/**
 * Enrolment: 'Começar' makes a secret, shown as a QR code and as text; the first right code of the app confirms
 * it, and the recovery codes are shown once; 'Concluir' then calls `onDone`.
 */
export function EnrolmentPanel({
  onDone,
  onStarted,
  doneLabel = 'Concluir',
}: {
  onDone: () => void
  onStarted?: () => void
  doneLabel?: string
}) {
  const start = useStartEnrolment()
  const confirm = useConfirmEnrolment()
  const [code, setCode] = useState('')
  const [missing, setMissing] = useState(false)
  const online = useOnlineOnly()

  if (confirm.data) {
    return (
      <div className="grid gap-4">
        <RecoveryCodes codes={confirm.data} />
        <Button type="button" className="justify-self-start" onClick={onDone}>
          {doneLabel}
        </Button>
      </div>
    )
  }
  if (!start.data) {
    return (
      <div className="grid gap-3">
        <p className="flex items-start gap-2 text-sm text-muted-foreground">
          <Smartphone className="mt-0.5 size-4 shrink-0" aria-hidden />
          Você vai precisar de um aplicativo autenticador no celular (Google Authenticator, Microsoft Authenticator,
          1Password, Authy…). Depois, a cada login, o aplicativo mostra o código que completa a sua senha.
        </p>
        {start.isError ? <FormAlert message={start.error.message} /> : null}
        <Button
          type="button"
          className="justify-self-start"
          loading={start.isPending}
          onClick={() => start.mutate(undefined, { onSuccess: onStarted })}
          {...online}
        >
          Começar
        </Button>
      </div>
    )
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!code.trim()) {
      setMissing(true)
      return
    }
    confirm.mutate(code.trim())
  }
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 md:grid-cols-[auto_1fr] md:gap-6">
      <img
        src={start.data.qr}
        alt="QR code para adicionar a conta ao aplicativo autenticador"
        width={200}
        height={200}
        className="size-[200px] justify-self-center rounded-lg border bg-white p-1 md:justify-self-start"
      />
      <div className="grid content-start gap-4">
        <ol className="grid list-decimal gap-1 pl-5 text-sm">
          <li>No aplicativo autenticador, adicione uma conta lendo o QR code.</li>
          <li>Digite abaixo o código de 6 dígitos que o aplicativo mostrar.</li>
        </ol>
        <div className="grid gap-1 text-sm">
          <span className="text-muted-foreground">Não consegue ler o QR code? Digite esta chave no aplicativo:</span>
          <code
            className="select-all break-all rounded-md border bg-muted/40 px-2 py-1 font-mono"
            data-testid="segredo"
          >
            {grouped(start.data.segredo)}
          </code>
        </div>
        {confirm.isError ? <FormAlert message={confirm.error.message} /> : null}
        <CodeField
          value={code}
          onChange={(value) => {
            setCode(value)
            setMissing(false)
          }}
          error={missing ? 'Campo obrigatório' : undefined}
        />
        <Button type="submit" className="justify-self-start" loading={confirm.isPending} {...online}>
          Confirmar e ativar
        </Button>
      </div>
    </form>
  )
}
