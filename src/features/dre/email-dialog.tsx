import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Mail, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { PeriodDialog } from '@/components/dialogs/period-dialog'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import type { Recipient } from '@/contracts/financial'
import { emailSchema } from '@/contracts/rules'
import { useOnlineOnly } from '@/db/online-only'
import { dreEmailsQuery, recipientsQuery, useDreEmail, useRecipientAdd, useRecipientRemove } from './email-api'
import { SMTP_OFF_TEXT } from './email-history'
import type { DrePeriodDialogProps } from './period-dialog-props'

/** 'Enviar por e-mail': a period and the office's recipients; the server queues the send (the XLSX of 'Baixar DRE'). */
export function EmailDialog({ office, type, period, open, onOpenChange }: DrePeriodDialogProps) {
  const onlineOnly = useOnlineOnly()
  const recipients = useQuery({ ...recipientsQuery(office), enabled: open })
  const smtpOff = useQuery({ ...dreEmailsQuery(office), enabled: open }).data?.smtp === false
  const send = useDreEmail(office)
  const close = (next: boolean) => {
    if (!next) send.reset()
    onOpenChange(next)
  }
  const count = recipients.data?.length ?? 0
  return (
    <PeriodDialog
      open={open}
      onOpenChange={close}
      title="Enviar DRE por e-mail"
      description="O DRE do período vai em planilha XLSX para os destinatários do escritório. Acompanhe o envio no histórico desta página."
      initial={period}
      check={(p) =>
        send.isSuccess
          ? true
          : !p.start || !p.end
            ? 'É necessário selecionar um período.'
            : count === 0
              ? 'Cadastre ao menos um destinatário.'
              : true
      }
      actions={(range) => (
        <>
          <Button variant="outline" onClick={() => close(false)}>
            {send.isSuccess ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button
            disabled={range === null || send.isSuccess || smtpOff || onlineOnly.disabled}
            title={onlineOnly.title}
            loading={send.isPending}
            onClick={() => range && send.mutate({ begin_date: range.start, end_date: range.end, type })}
          >
            <Mail aria-hidden /> Enviar
          </Button>
        </>
      )}
    >
      {smtpOff ? (
        <p className="text-sm text-warning" role="alert">
          {SMTP_OFF_TEXT}
        </p>
      ) : null}
      <Recipients office={office} recipients={recipients} />
      {send.isSuccess ? (
        <p className="text-sm text-success" role="status">
          {send.data.value.mensagem}
        </p>
      ) : null}
    </PeriodDialog>
  )
}

function Recipients({ office, recipients }: { office: number; recipients: UseQueryResult<Recipient[]> }) {
  const add = useRecipientAdd(office)
  const remove = useRecipientRemove(office)
  const [draft, setDraft] = useState('')
  const parsed = emailSchema.safeParse(draft)
  const error = draft === '' || parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Formato inválido')
  if (recipients.isError) return <p className="text-sm text-danger">{recipients.error.message}</p>
  return (
    <div className="flex flex-col gap-2 text-sm">
      <span className="font-medium">Destinatários do escritório</span>
      {recipients.isPending ? (
        <span className="text-muted-foreground">Carregando…</span>
      ) : recipients.data.length === 0 ? (
        <span className="text-muted-foreground">Nenhum destinatário cadastrado.</span>
      ) : (
        <ul className="flex flex-col gap-1">
          {recipients.data.map((r) => (
            <li key={r.id} className="flex items-center justify-between rounded-md border px-2 py-1">
              {r.email}
              <Button variant="ghost" size="icon" aria-label={`Remover ${r.email}`} onClick={() => remove.mutate(r.id)}>
                <Trash2 aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="flex items-start gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          if (parsed.success) add.mutate(parsed.data.trim().toLowerCase(), { onSuccess: () => setDraft('') })
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <Input
            type="email"
            aria-label="Novo destinatário"
            placeholder="email@exemplo.com.br"
            value={draft}
            aria-invalid={error !== null || undefined}
            onChange={(e) => setDraft(e.target.value)}
          />
          {error ? <span className="text-xs text-danger">{error}</span> : null}
        </div>
        <Button type="submit" variant="outline" disabled={!parsed.success || draft === ''} loading={add.isPending}>
          Adicionar
        </Button>
      </form>
    </div>
  )
}
