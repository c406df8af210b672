import { queryOptions, useQueryClient } from '@tanstack/react-query'
import type { BillKind } from '@/contracts/bill-status'
import type { BillAttachment } from '@/contracts/bpo-attachments'
import { bpoPaths } from '@/contracts/bpo-paths'
import { api, lazyContracts, requestParsed } from '@/lib/api/client'
import { downloadFile } from '@/lib/api/download'
import { uploadFile } from '@/lib/api/upload'
import { billQueries } from './bills-data'

const contract = lazyContracts(() => import('@/contracts/bpo-attachments'))

type Ref = { office: number; kind: BillKind; bill: number }

/** The attachments of one bill. */
export const attachmentQueries = {
  list: ({ office, kind, bill }: Ref) =>
    queryOptions({
      queryKey: ['bpo', office, 'anexos', kind, bill] as const,
      queryFn: ({ signal }) =>
        requestParsed(contract('billAttachmentList'), 'GET', bpoPaths.attachments(office, kind, bill), {
          signal,
        }).then((r) => r.value),
    }),
}

/** Upload (never queued: it needs the connection), remove and download of a bill's attachments. */
export function useAttachmentActions({ office, kind, bill }: Ref) {
  const queryClient = useQueryClient()
  // The dialog waits for its own list; the bills' list (its paperclip counts) refreshes behind it.
  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: billQueries.all(office, kind) })
    await queryClient.invalidateQueries({ queryKey: attachmentQueries.list({ office, kind, bill }).queryKey })
  }
  return {
    upload: async (file: File, onProgress: (fraction: number) => void) => {
      const answer = await uploadFile<{ value: BillAttachment }>(bpoPaths.attachments(office, kind, bill), file, {
        onProgress,
      })
      await refresh()
      return answer.value
    },
    remove: async (attachment: BillAttachment) => {
      await api.delete(bpoPaths.attachment(office, kind, bill, attachment.id))
      await refresh()
    },
    download: (attachment: BillAttachment) =>
      downloadFile(
        bpoPaths.attachment(office, kind, bill, attachment.id),
        attachment.nome_arquivo,
        'Não foi possível baixar o anexo.',
      ),
  }
}
