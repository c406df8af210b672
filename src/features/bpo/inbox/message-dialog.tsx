import { useMutation, useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { formatFileSize } from '@/components/file-accept'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Skeleton } from '@/components/ui/skeleton'
import type { EmailTag, InboxAttachment, InboxMessageDetail } from '@/contracts/inbox'
import { inboxPaths } from '@/contracts/inbox-paths'
import { downloadFile } from '@/lib/api/download'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { maskLinhaDigitavel } from '@/lib/masks/boleto'
import { notify } from '@/lib/notify'
import { BillLinks } from '../invoices/bill-links'
import { inboxApi, inboxQueries, useInboxWrite } from './inbox-data'
import { ReadingBadge } from './reading-badge'

function Attachment({ office, m, a }: { office: number; m: InboxMessageDetail; a: InboxAttachment }) {
  const download = useMutation({
    mutationFn: () =>
      downloadFile(inboxPaths.attachment(office, m.id, a.id), a.nome_arquivo, 'Não foi possível baixar o anexo.'),
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })
  return (
    <li className="grid gap-1 rounded-lg border p-3" data-testid="anexo-mensagem">
      <span className="flex min-w-0 items-center gap-2">
        <span className="min-w-0 flex-1 truncate font-medium">{a.nome_arquivo}</span>
        <span className="shrink-0 text-xs text-muted-foreground">{formatFileSize(a.tamanho)}</span>
        <Button size="icon" variant="ghost" aria-label={`Baixar ${a.nome_arquivo}`} onClick={() => download.mutate()}>
          <Download aria-hidden />
        </Button>
      </span>
      {a.leitura ? (
        <span className="flex flex-wrap items-center gap-2 text-xs">
          <ReadingBadge leitura={a.leitura} />
          <span className="text-muted-foreground">{a.leitura_detalhe}</span>
        </span>
      ) : null}
      {a.boleto ? (
        <span className="grid gap-0.5 text-xs" data-testid="boleto-lido">
          <span className="break-all font-mono">{maskLinhaDigitavel(a.boleto.linha)}</span>
          <span className="text-muted-foreground">
            {a.boleto.valor ? formatMoney(BigInt(a.boleto.valor)) : null}
            {a.boleto.vencimento ? ` · vence em ${formatDate(a.boleto.vencimento)}` : null}
          </span>
        </span>
      ) : null}
      {a.titulos.length > 0 ? <BillLinks bills={a.titulos} /> : null}
    </li>
  )
}

function TagToggles({ office, m, tags }: { office: number; m: InboxMessageDetail; tags: EmailTag[] }) {
  const save = useInboxWrite(office, (next: number[]) => inboxApi.tags(office, m, next))
  if (tags.length === 0) return null
  return (
    <fieldset className="flex flex-wrap gap-2">
      <legend className="mb-1 text-xs text-muted-foreground">Etiquetas</legend>
      {tags.map((t) => {
        const on = m.tags.includes(t.id)
        return (
          <Button
            key={t.id}
            size="sm"
            variant={on ? 'default' : 'outline'}
            aria-pressed={on}
            disabled={save.isPending}
            onClick={() => save.mutate(on ? m.tags.filter((x) => x !== t.id) : [...m.tags, t.id])}
          >
            {t.nome}
          </Button>
        )
      })}
    </fieldset>
  )
}

/** One message: sender, recipients, body, its tags, its attachments with what was read and the bills made. */
export function MessageDialog({
  office,
  id,
  tags,
  onClose,
}: {
  office: number
  id: number
  tags: EmailTag[]
  onClose: () => void
}) {
  const { data: m, isError, error } = useQuery(inboxQueries.message(office, id))
  const verify = useInboxWrite(office, (v: boolean) => (m ? inboxApi.verified(office, m, v) : Promise.resolve()))
  return (
    <Dialog open onOpenChange={(open) => (open ? null : onClose())}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle className="break-words pr-6">{m?.assunto ?? 'Mensagem'}</DialogTitle>
          <DialogDescription>
            {m ? `${m.de} · ${formatDateTime(m.recebido_em)}` : 'Carregando a mensagem…'}
          </DialogDescription>
        </DialogHeader>
        {isError ? <p className="text-sm text-danger">{error.message}</p> : null}
        {m ? (
          <div className="grid gap-4 text-sm">
            <p className="break-words text-xs text-muted-foreground">Para: {m.para || '—'}</p>
            <TagToggles office={office} m={m} tags={tags} />
            <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-words rounded-lg bg-muted p-3 font-sans text-sm">
              {m.corpo || '(sem texto)'}
            </pre>
            {m.arquivos.length > 0 ? (
              <section aria-label="Anexos" className="grid gap-2">
                <h3 className="text-sm font-semibold">Anexos ({m.arquivos.length})</h3>
                <ul className="grid gap-2">
                  {m.arquivos.map((a) => (
                    <Attachment key={a.id} office={office} m={m} a={a} />
                  ))}
                </ul>
              </section>
            ) : null}
            <div className="flex justify-end">
              <Button
                variant={m.verificado ? 'outline' : 'default'}
                disabled={verify.isPending}
                onClick={() => verify.mutate(!m.verificado)}
              >
                {m.verificado ? 'Marcar como não verificada' : 'Marcar como verificada'}
              </Button>
            </div>
          </div>
        ) : isError ? null : (
          <Skeleton className="h-64" />
        )}
      </DialogContent>
    </Dialog>
  )
}
