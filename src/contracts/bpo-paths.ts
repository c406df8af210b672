// Endpoint paths of the BPO (registers, bills, their attachments, the summary), kept apart from paths.ts so the
// first load does not carry them, and the attachments' rules apart from their schemas: pages read them before zod.

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
  /** BPO registers (/bpo/manager/*): `register` is a key of `bpoRegisters` (src/contracts/bpo.ts). */
  bpoRegister: (office: number | string, register: string) => `/v2/api/office/${office}/bpo/${register}`,
  bpoRecord: (office: number | string, register: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/${register}/${id}`,
  bpoOptions: (office: number | string) => `/v2/api/office/${office}/bpo/opcoes`,
  /** BPO bills (/bpo/contas_*): `kind` is 'pagar' or 'receber' (src/contracts/bpo-bills.ts). */
  bpoBills: (office: number | string, kind: string) => `/v2/api/office/${office}/bpo/titulos/${kind}`,
  bpoBill: bill,
  bpoBillCancel: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/cancelar`,
  bpoBillPayments: (office: number | string, kind: string, id: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/pagamentos`,
  /** Undo a payment: a POST (not a DELETE) so that, queued offline, the bill row takes the server's answer. */
  bpoBillPaymentUndo: (office: number | string, kind: string, id: number | string, payment: number | string) =>
    `/v2/api/office/${office}/bpo/titulos/${kind}/${id}/pagamentos/${payment}/desfazer`,
  /** A bill's attachments (boleto, nota fiscal, receipts) and the BPO summary (/financeiro/bpo). */
  attachments: (o: number | string, kind: string, id: number | string) => `${bill(o, kind, id)}/anexos`,
  attachment: (o: number | string, kind: string, id: number | string, anexo: number | string) =>
    `${bill(o, kind, id)}/anexos/${anexo}`,
  summary: (o: number | string) => `/v2/api/office/${o}/bpo/resumo`,
  /** The app's page of one bill: the list of its due month, opening it (`titulo`); alerts and answers link here. */
  billPage: (kind: 'pagar' | 'receber', id: number, dueDate: string) => {
    const month = dueDate.slice(0, 7)
    return `/bpo/contas_a_${kind}?inicio=${month}&fim=${month}&titulo=${id}`
  },
} as const
