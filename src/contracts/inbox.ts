import './zod-locale'
import { z } from 'zod'
import { envelope } from './envelope'
import { invoiceBill } from './invoices'
import { officeIdParams } from './offices'
import { int4, recordId } from './primitives'
import { emailSchema, hexColorSchema } from './rules'

// The inbox (/bpo/caixa_entrada) and the office's e-mail addresses and tags (/bpo/emails): §3 emails (with Tags),
// emailsTags, emailsSummary (id_tag, qtd), emailsVisuallyVerified. Labels of what was read from an attachment: §4.

export const MESSAGE_NOT_FOUND = 'Mensagem não encontrada'
export const TAG_NOT_FOUND = 'Etiqueta não encontrada'
export const ADDRESS_NOT_FOUND = 'E-mail não encontrado'
export const STALE_MESSAGE = 'A mensagem foi alterada por outra pessoa; veja a versão atual.'
export const ADDRESS_EXISTS = 'Este e-mail já está cadastrado.'
export const TAG_EXISTS = 'Já existe uma etiqueta com este nome.'
export const MESSAGE_EXISTS = 'Esta mensagem já está na caixa de entrada.'

export { type Reading, readingLabels } from './inbox-values'

export const emailTag = z.object({ id: z.number().int(), nome: z.string(), cor: z.string() })
export type EmailTag = z.infer<typeof emailTag>
/** §3 emailsSummary: how many messages carry each tag. */
export const tagSummary = z.object({ id_tag: z.number().int(), qtd: z.number().int() })

export const inboxAttachment = z.object({
  id: z.number().int(),
  nome_arquivo: z.string(),
  tipo: z.string(),
  tamanho: z.number().int(),
  leitura: z.enum(['verificar_leitura', 'erro_leitura']).nullable(),
  leitura_detalhe: z.string().nullable(),
  id_nota: z.number().int().nullable(),
  boleto: z.object({ linha: z.string(), valor: z.string().nullable(), vencimento: z.string().nullable() }).nullable(),
  titulos: z.array(invoiceBill),
})
export type InboxAttachment = z.infer<typeof inboxAttachment>

export const inboxMessage = z.object({
  id: z.number().int(),
  de: z.string(),
  de_email: z.string().nullable(),
  para: z.string(),
  assunto: z.string(),
  recebido_em: z.string(),
  origem: z.enum(['upload', 'smtp']),
  verificado: z.boolean(),
  version: z.number().int(),
  tags: z.array(z.number().int()),
  anexos: z.number().int(),
  leituras: z.array(z.enum(['verificar_leitura', 'erro_leitura'])),
})
export type InboxMessage = z.infer<typeof inboxMessage>
export const inboxMessageDetail = inboxMessage.extend({ corpo: z.string(), arquivos: z.array(inboxAttachment) })
export type InboxMessageDetail = z.infer<typeof inboxMessageDetail>

const flagFilter = z.enum(['sim', 'nao']).optional().catch(undefined)
export const inboxListQuery = z.object({
  tag: z.coerce.number().int().min(1).max(2147483647).optional().catch(undefined),
  verificado: flagFilter,
  busca: z.string().trim().max(80).optional().catch(undefined),
})
export type InboxListQuery = z.infer<typeof inboxListQuery>

export const inboxList = envelope(
  z.object({
    itens: z.array(inboxMessage),
    total: z.number().int(),
    tags: z.array(emailTag),
    resumo: z.array(tagSummary),
    /** The office's receiving address, or null when the server runs no receiver. */
    endereco: z.string().nullable(),
  }),
)
export const inboxMessageParams = officeIdParams.extend({ msg: recordId(MESSAGE_NOT_FOUND) })
export const inboxAttachmentParams = inboxMessageParams.extend({ anexo: recordId('Anexo não encontrado') })
export const inboxMessageResponse = envelope(inboxMessageDetail)

const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
export const verifiedBody = z.object({ verificado: flag, version: int4({ min: 1 }) })
export const messageTagsBody = z.object({
  tags: z.preprocess(
    (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
    z.array(recordId(TAG_NOT_FOUND)).max(20),
  ),
  version: int4({ min: 1 }),
})

// ---- /bpo/emails ----

export const officeAddress = z.object({
  id: z.number().int(),
  email: z.string(),
  validado: z.boolean(),
  id_tag: z.number().int().nullable(),
})
export type OfficeAddress = z.infer<typeof officeAddress>
export const emailsResponse = envelope(
  z.object({ emails: z.array(officeAddress), tags: z.array(emailTag), endereco: z.string().nullable() }),
)
export const addressBody = z.object({
  email: emailSchema.transform((v) => v.trim().toLowerCase()),
  validado: flag.default(false),
  id_tag: z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId(TAG_NOT_FOUND).nullable()),
})
export const addressParams = officeIdParams.extend({ email: recordId(ADDRESS_NOT_FOUND) })
export const tagBody = z.object({
  nome: z.string().trim().min(1, 'Campo obrigatório').max(40, 'Máximo de 40 caracteres'),
  cor: hexColorSchema,
})
export const tagParams = officeIdParams.extend({ tag: recordId(TAG_NOT_FOUND) })
