import { useMutation, useQuery } from '@tanstack/react-query'
import { Download, Paperclip, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { DeleteConfirmDialog } from '@/components/dialogs/delete-confirm-dialog'
import { formatFileSize } from '@/components/file-accept'
import { FileUpload } from '@/components/file-upload'
import { Button } from '@/components/ui/button'
import type { BillKind } from '@/contracts/bill-status'
import type { BillAttachment } from '@/contracts/bpo-attachments'
import { ATTACHMENT_ACCEPT, ATTACHMENT_MAX_MB, ATTACHMENT_TYPES_TEXT } from '@/contracts/bpo-paths'
import { ONLINE_ONLY_MESSAGE } from '@/db/online-only'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatDateTime } from '@/lib/format'
import { notify } from '@/lib/notify'
import { useOnline } from '@/lib/online'
import { attachmentQueries, useAttachmentActions } from './attachment-queries'
import { isUnsavedBill, type LocalBill } from './bills-data'

type Props = { office: number; kind: BillKind; bill: number }

/** The attachments of a bill the server already has (one still in the outbox has none yet). */
export function BillAttachmentsOf({ kind, bill }: { kind: BillKind; bill: LocalBill }) {
  const office = useOfficeId()
  if (office === null || isUnsavedBill(bill)) return null
  return <BillAttachments office={office} kind={kind} bill={Number(bill.id)} />
}

/**
 * The bill's attachments in its dialog (boleto, nota fiscal, receipt): the list with download and remove
 * (typed confirmation), and an upload box; sending and removing need the connection, and say so offline.
 */
export function BillAttachments({ office, kind, bill }: Props) {
  const ref = { office, kind, bill }
  const online = useOnline()
  // Offline the list is not asked for at all (nothing of it is kept on the device; sending needs the network).
  const { data, isPending, isError, refetch } = useQuery({ ...attachmentQueries.list(ref), enabled: online })
  const actions = useAttachmentActions(ref)
  const [removing, setRemoving] = useState<BillAttachment | null>(null)
  const download = useMutation({
    mutationFn: actions.download,
    onError: (e) => notify({ text: e.message, color: 'danger' }),
  })

  return (
    <section aria-label="Anexos" className="grid gap-2 sm:col-span-2">
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
      <DeleteConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        primaryKey={removing?.id ?? 0}
        description={removing ? `o anexo ${removing.nome_arquivo}` : undefined}
        onDelete={() => (removing ? actions.remove(removing) : undefined)}
      />
    </section>
  )
}
