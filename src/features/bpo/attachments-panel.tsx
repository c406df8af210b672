import { type QueryKey, type UseQueryOptions, useMutation, useQuery } from '@tanstack/react-query'
import { Download, Paperclip, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { formatFileSize } from '@/components/file-accept'
import { FileUpload } from '@/components/file-upload'
import { Button } from '@/components/ui/button'
import type { BillAttachment } from '@/contracts/bpo-attachments'
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB, ATTACHMENT_TYPES_TEXT } from '@/contracts/bpo-paths'
import { ONLINE_ONLY_MESSAGE } from '@/db/online-only'
import { cn } from '@/lib/cn'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'

export type AttachmentActions = {
  upload: (file: File, onProgress: (fraction: number) => void) => Promise<unknown>
  download: (attachment: BillAttachment) => Promise<void>
  /** Without it the list offers no removal. */
  remove?: (attachment: BillAttachment) => Promise<void>
}

type Props<K extends QueryKey> = {
  list: UseQueryOptions<BillAttachment[], Error, BillAttachment[], K>
  actions: AttachmentActions
  className?: string
}

/**
 * The attachments of a bill or a request: the list (name, size, who, when) with download and, where allowed, remove
 * (typed confirmation), and an upload box (PDF, XML, PNG, JPG; 15 MB). Sending and removing need the connection:
 * offline the list is not asked for and the box says why.
 */
export function AttachmentsPanel<K extends QueryKey>({ list, actions, className }: Props<K>) {
  const online = useOnline()
  const { data, isPending, isError, refetch } = useQuery({ ...list, enabled: online })
  const [removing, setRemoving] = useState<BillAttachment | null>(null)
  const download = useMutation({
    mutationFn: actions.download,
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })
  const remove = actions.remove

  return (
    <section aria-label="Anexos" className={cn('grid gap-2', className)}>
      <h3 className="flex items-center gap-1.5 text-sm font-medium">
        <Paperclip className="size-4" aria-hidden /> Anexos
      </h3>
      {isPending && online ? <p className="text-sm text-muted-foreground">Carregando anexos…</p> : null}
      {isError ? (
        <p role="alert" className="text-sm text-danger">
          Não foi possível carregar os anexos.{' '}
          <Button variant="link" size="sm" className="h-auto p-0" onClick={() => void refetch()}>
            Tentar novamente
          </Button>
        </p>
      ) : null}
      {data && data.length === 0 ? <p className="text-sm text-muted-foreground">Nenhum anexo.</p> : null}
      {data && data.length > 0 ? (
        <ul aria-label="Arquivos anexados" className="divide-y rounded-lg border">
          {data.map((a) => (
            <li key={a.id} className="flex items-center gap-2 px-3 py-1.5 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium" title={a.nome_arquivo}>
                  {a.nome_arquivo}
                </span>
                <span className="block text-xs text-muted-foreground">
                  {formatFileSize(a.tamanho)} · {formatDateTime(a.enviado_em)}
                  {a.enviado_por ? ` · ${a.enviado_por}` : ''}
                </span>
              </span>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Baixar ${a.nome_arquivo}`}
                title="Baixar"
                disabled={!online}
                onClick={() => download.mutate(a)}
              >
                <Download aria-hidden />
              </Button>
              {remove ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remover ${a.nome_arquivo}`}
                  title={online ? 'Remover' : ONLINE_ONLY_MESSAGE}
                  disabled={!online}
                  onClick={() => setRemoving(a)}
                >
                  <Trash2 aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {online ? (
        <FileUpload
          label={`Anexar arquivo (${ATTACHMENT_TYPES_TEXT}, até ${ATTACHMENT_MAX_MB} MB)`}
          accept={ATTACHMENT_ACCEPT}
          maxMb={ATTACHMENT_MAX_MB}
          upload={actions.upload}
        />
      ) : (
        <p className="text-sm text-muted-foreground">Anexos: {ONLINE_ONLY_MESSAGE.toLowerCase()}.</p>
      )}
      {remove ? (
        <DeleteConfirmDialog
          open={removing !== null}
          onOpenChange={(open) => !open && setRemoving(null)}
          primaryKey={removing?.id ?? 0}
          description={removing ? `o anexo ${removing.nome_arquivo}` : undefined}
          onDelete={() => (removing ? remove(removing) : undefined)}
        />
      ) : null}
    </section>
  )
}
