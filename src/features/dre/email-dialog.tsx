import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { Mail, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { MonthRangeFilter, type MonthRangeValue } from '@/components/month-range-filter'
import { Button } from '@/components/ui/button'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import type { Recipient } from '@/contracts/financial'
import { emailSchema } from '@/contracts/rules'
import { recipientsQuery, useDreEmail, useRecipientAdd, useRecipientRemove } from './email-api'

type Props = { office: number; type: string; open: boolean; onOpenChange: (open: boolean) => void }
const EMPTY: MonthRangeValue = { start: null, end: null }

/** 'Enviar por e-mail': a period and the office's recipients; the request is stored, no e-mail leaves. */
export function EmailDialog({ office, type, open, onOpenChange }: Props) {
  const [range, setRange] = useState<MonthRangeValue>(EMPTY)
  const recipients = useQuery({ ...recipientsQuery(office), enabled: open })
  const send = useDreEmail(office)
  const close = (next: boolean) => {
    if (!next) {
      setRange(EMPTY)
      send.reset()
    }
    onOpenChange(next)
  }
  const count = recipients.data?.length ?? 0
  const problem =
    !range.start || !range.end
      ? 'É necessário selecionar um período.'
      : count === 0
        ? 'Cadastre ao menos um destinatário.'
        : null
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Enviar DRE por e-mail</DialogTitle>
          <DialogDescription>
            O pedido de envio fica registrado com o período e os destinatários. Esta instalação não envia e-mails:
            nenhuma mensagem sai deste servidor.
          </DialogDescription>
        </DialogHeader>
        <MonthRangeFilter value={range} onChange={setRange} />
        <Recipients office={office} recipients={recipients} />
        <p className="min-h-5 text-sm text-danger" role="alert">
          {send.isSuccess ? '' : problem}
        </p>
        {send.isSuccess ? (
          <p className="text-sm text-success" role="status">
            {send.data.value.mensagem}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>
            {send.isSuccess ? 'Fechar' : 'Cancelar'}
          </Button>
          <Button
            disabled={problem !== null || send.isSuccess}
            loading={send.isPending}
            onClick={() =>
              range.start && range.end && send.mutate({ begin_date: range.start, end_date: range.end, type })
            }
          >
            <Mail aria-hidden /> Registrar envio
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
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
