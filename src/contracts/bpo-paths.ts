// Paths of the BPO bills' attachments and of the BPO summary, with the attachments' rules, apart from their
// schemas (src/contracts/bpo-attachments.ts, bpo-summary.ts): pages read them before zod loads.

export type AttachmentType = 'pdf' | 'xml' | 'png' | 'jpg'

/** Types a bill's attachment may have (boleto PDF, nota fiscal PDF or XML, receipt image), by extension. */
export const ATTACHMENT_EXTENSIONS: Record<string, AttachmentType> = {
  pdf: 'pdf',
  xml: 'xml',
  png: 'png',
  jpg: 'jpg',
  jpeg: 'jpg',
}
export const ATTACHMENT_MAX_MB = 15
export const ATTACHMENT_ACCEPT = '.pdf,.xml,.png,.jpg,.jpeg'
export const ATTACHMENT_TYPES_TEXT = 'PDF, XML, PNG ou JPG'

const bill = (o: number | string, kind: string, id: number | string) => `/v2/api/office/${o}/bpo/titulos/${kind}/${id}`

export const bpoPaths = {
  attachments: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/anexos`,
  attachment: (o: number | string, kind: string, id: number | string, anexo: number | string) =>
    `${bill(o, kind, id)}/anexos/${anexo}`,
  summary: (o: number | string) => `/v2/api/office/${o}/bpo/resumo`,
} as const
