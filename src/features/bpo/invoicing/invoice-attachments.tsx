import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { BillAttachment } from '@/contracts/bpo-attachments'
import { invoicePaths } from '@/contracts/invoicing-paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { downloadFile } from '@/lib/api/download'
import { uploadFile } from '@/lib/api/upload'
import { AttachmentsPanel } from '../attachments-panel'
import { invoiceQueries } from './invoices-data'

const contract = lazyContracts(() => import('@/contracts/invoicing'))

const listOf = (office: number, invoice: string) =>
  queryOptions({
    queryKey: [...invoiceQueries.all(office), invoice, 'anexos'] as const,
    queryFn: ({ signal }) =>
      requestParsed(contract('invoiceAttachmentList'), 'GET', invoicePaths.attachments(office, invoice), {
        signal,
      }).then((r) => r.value),
  })

/**
 * The issued nota's PDF and XML (§3 faturamentoAnexos): list, download and upload, online only (the panel says so
 * offline). Before the nota is issued, or while the issue waits in the outbox, there is nothing to attach yet.
 */
export function InvoiceAttachments({ office, invoice, issued }: { office: number; invoice: string; issued: boolean }) {
  const queryClient = useQueryClient()
  if (!issued)
    return (
      <p className="text-sm text-muted-foreground">
        Anexos: disponível depois que a emissão da nota chegar ao servidor (PDF ou XML da nota).
      </p>
    )
  const actions = {
    upload: async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<{ value: BillAttachment }>(invoicePaths.attachments(office, invoice), file, {
        onProgress,
      })
      void queryClient.invalidateQueries({ queryKey: invoiceQueries.all(office) })
      return answer.value
    },
    download: (a: BillAttachment) =>
      downloadFile(invoicePaths.attachment(office, invoice, a.id), a.nome_arquivo, 'Não foi possível baixar o anexo.'),
  }
  return <AttachmentsPanel list={listOf(office, invoice)} actions={actions} />
}
