import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { BillAttachment } from '@/contracts/bpo-attachments'
import { requestPaths } from '@/contracts/bpo-request-paths'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import { downloadFile } from '@/lib/api/download'
import { uploadFile } from '@/lib/api/upload'
import { AttachmentsPanel } from '../attachments-panel'
import { requestQueries } from './requests-data'

const contract = lazyContracts(() => import('@/contracts/bpo-requests'))

const listOf = (office: number, request: string) =>
  queryOptions({
    queryKey: [...requestQueries.all(office), request, 'anexos'] as const,
    queryFn: ({ signal }) =>
      requestParsed(contract('requestAttachmentList'), 'GET', requestPaths.attachments(office, request), {
        signal,
      }).then((r) => r.value),
  })

/**
 * A request's attachments (the boleto to pay, the nota to cancel…): list, download and upload, online only. A request
 * still in the outbox has none yet: the panel says so until it reaches the server. Removal is left to the bill a
 * payment request becomes (the request keeps what was sent).
 */
export function RequestAttachments({ office, request, saved }: { office: number; request: string; saved: boolean }) {
  const queryClient = useQueryClient()
  const list = listOf(office, request)
  if (!saved)
    return (
      <p className="text-sm text-muted-foreground">
        Anexos: disponível quando a requisição chegar ao servidor (ela ainda está na fila de envio).
      </p>
    )
  const actions = {
    upload: async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<{ value: BillAttachment }>(requestPaths.attachments(office, request), file, {
        onProgress,
      })
      void queryClient.invalidateQueries({ queryKey: requestQueries.all(office) })
      return answer.value
    },
    download: (a: BillAttachment) =>
      downloadFile(requestPaths.attachment(office, request, a.id), a.nome_arquivo, 'Não foi possível baixar o anexo.'),
  }
  return <AttachmentsPanel list={list} actions={actions} />
}
