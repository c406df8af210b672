import { z } from 'zod'
import { envelope } from './envelope'
import { officeIdParams } from './offices'
import { recordId } from './primitives'

export const BILL_ATTACHMENT_NOT_FOUND = 'Anexo não encontrado'

export const billAttachmentParams = officeIdParams.extend({ rowId: recordId('Conta não encontrada') })
export const billAttachmentFileParams = billAttachmentParams.extend({ anexo: recordId(BILL_ATTACHMENT_NOT_FOUND) })

export const billAttachment = z.object({
  id: z.number().int(),
  nome_arquivo: z.string(),
  tipo: z.enum(['pdf', 'xml', 'png', 'jpg']),
  tamanho: z.number().int(),
  enviado_por: z.string().nullable(),
  enviado_em: z.string(),
})
export type BillAttachment = z.infer<typeof billAttachment>

export const billAttachmentList = envelope(z.array(billAttachment))
export const billAttachmentCreated = envelope(billAttachment)
