import { queryOptions } from '@tanstack/react-query'
import { bpoPaths } from '@/contracts/bpo-paths'
import { requestPaths } from '@/contracts/bpo-request-paths'
import type { OfficeAttachment } from '@/contracts/bpo-requests'
import { lazyContracts, requestParsed } from '@/lib/api/client'
import type { AttachmentsSearch } from './attachments-search'

const contract = lazyContracts(() => import('@/contracts/bpo-requests'))

export const attachmentIndexQueries = {
  list: (office: number, search: AttachmentsSearch) =>
    queryOptions({
      queryKey: ['bpo', office, 'anexos-escritorio', search.origem ?? null, search.tipo ?? null] as const,
      queryFn: ({ signal }) => {
        const params = new URLSearchParams()
        if (search.origem) params.set('origem', search.origem)
        if (search.tipo) params.set('tipo', search.tipo)
        const query = params.size ? `?${params}` : ''
        return requestParsed(
          contract('officeAttachmentList'),
          'GET',
          `${requestPaths.allAttachments(office)}${query}`,
          {
            signal,
          },
        ).then((r) => r.value)
      },
    }),
}

/** Where the attachment's bytes are served (its bill's or its request's download path). */
export const fileUrl = (office: number, a: OfficeAttachment) =>
  a.origem === 'conta' && a.id_titulo !== null && a.tipo_titulo !== null
    ? bpoPaths.attachment(office, a.tipo_titulo, a.id_titulo, a.id)
    : requestPaths.attachment(office, a.id_requisicao ?? '', a.id)

export const previewable = (a: OfficeAttachment) => a.tipo === 'pdf' || a.tipo === 'png' || a.tipo === 'jpg'
