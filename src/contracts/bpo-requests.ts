import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { BILL_ATTACHMENT_NOT_FOUND, billAttachment } from './bpo-attachments'
import { billFields, plainDate, positiveCentavos } from './bpo-bills'
import { requestKinds, requestStates } from './bpo-request-paths'
import { envelope } from './envelope'
import { officeIdParams } from './offices'
import { int4, recordId } from './primitives'

// BPO requests (§1 requests, §3 solicitations, §4 request labels): the gestor asks the back-office for a payment,
// a cancellation or a correction; a conversation per request; attachments; staff move it through the states of
// src/contracts/bpo-request-paths.ts and turn a payment request into a payable.

export const REQUEST_NOT_FOUND = 'Requisição não encontrada'
export const STALE_REQUEST = 'Esta requisição foi alterada por outra pessoa. Recarregue e tente novamente.'
export const MOVE_FORBIDDEN = (from: string, to: string) =>
  `Não é possível passar a requisição de '${from}' para '${to}' com o seu perfil.`
export const CONVERT_ONLY_PAYMENT = 'Só uma requisição de pagamento vira conta a pagar.'
export const CONVERT_NOT_NOW = 'Esta requisição não pode mais virar conta a pagar.'
export const CANCELLATION_NEEDS_BILL = 'Escolha a conta a cancelar'

const text = (max: number) =>
  z
    .string({ error: (i) => (i.input == null ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .max(max, `Máximo de ${max} caracteres`)

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), schema.nullable())

const requestId = (message: string) => z.string().uuid(message)

/** A new request; its id is made on the device (it may be created offline and answered before it is sent). */
export const requestCreateBody = z
  .object({
    id: requestId('Identificador inválido'),
    tipo: z.enum(requestKinds, 'Tipo de requisição inválido'),
    descricao: text(1000),
    valor: optional(positiveCentavos),
    data_vencimento: optional(plainDate),
    id_fornecedor: optional(recordId('Fornecedor não encontrado')),
    id_titulo: optional(recordId('Conta não encontrada')),
  })
  .superRefine((r, ctx) => {
    if (r.tipo === 'cancelamento' && r.id_titulo === null)
      ctx.addIssue({ code: 'custom', path: ['id_titulo'], message: CANCELLATION_NEEDS_BILL })
  })
export type RequestCreate = z.output<typeof requestCreateBody>

export const requestParams = officeIdParams.extend({ req: requestId(REQUEST_NOT_FOUND) })
export const requestAttachmentParams = requestParams.extend({ anexo: recordId(BILL_ATTACHMENT_NOT_FOUND) })

export const messageBody = z.object({ id: requestId('Identificador inválido'), texto: text(2000) })
export const stateBody = z.object({
  situacao: z.enum(requestStates, 'Situação inválida'),
  version: int4({ min: 1 }),
})
/** Staff turn a payment request into a payable: the bill's own fields, checked as the bills' dialog checks them. */
export const convertBody = billFields('pagar').and(z.object({ version: int4({ min: 1 }) }))

export const requestListQuery = z.object({
  situacao: z.enum(requestStates, 'Situação inválida').optional(),
  tipo: z.enum(requestKinds, 'Tipo de requisição inválido').optional(),
})

const money = z.string().regex(/^-?\d+$/)

export const requestMessage = z.object({
  id: z.string(),
  texto: z.string(),
  autor: z.string().nullable(),
  /** 'equipe' (the back-office) or 'gestor' (the office). */
  papel: z.string().nullable(),
  enviado_em: z.string(),
  /** A state change the message records (from, to), else null. */
  de: z.enum(requestStates).nullable(),
  para: z.enum(requestStates).nullable(),
})
export type RequestMessage = z.infer<typeof requestMessage>

export const requestRow = z.object({
  id: z.string(),
  version: z.number().int(),
  tipo: z.enum(requestKinds),
  descricao: z.string(),
  valor: money.nullable(),
  data_vencimento: z.string().nullable(),
  id_fornecedor: z.number().int().nullable(),
  fornecedor: z.string().nullable(),
  /** The bill: the one to cancel (a cancellation) or the payable made from it (a payment). */
  id_titulo: z.number().int().nullable(),
  titulo: z.string().nullable(),
  situacao: z.enum(requestStates),
  criado_por: z.string().nullable(),
  criado_em: z.string(),
  atualizado_em: z.string(),
  mensagens: z.array(requestMessage),
  /** How many attachments; absent on a request still in the outbox. */
  anexos: z.number().int().optional(),
})
export type RequestRow = z.infer<typeof requestRow>

export const requestStateTotal = z.object({ situacao: z.enum(requestStates), quantidade: z.number().int() })
export const requestListResponse = envelope(
  z.object({ itens: z.array(requestRow), resumo: z.array(requestStateTotal) }),
)

export const requestAttachmentList = envelope(z.array(billAttachment))
export const requestAttachmentCreated = envelope(billAttachment)

// ---- /bpo/anexos ----

export const attachmentOrigins = ['conta', 'requisicao'] as const

export const officeAttachmentQuery = z.object({
  origem: z.enum(attachmentOrigins, 'Origem inválida').optional(),
  tipo: z.enum(['pdf', 'xml', 'png', 'jpg'], 'Tipo de arquivo inválido').optional(),
})

/** One attachment of the office: a bill's (with the request it came from, if any) or a request's not yet on a bill. */
export const officeAttachment = billAttachment.extend({
  origem: z.enum(attachmentOrigins),
  id_titulo: z.number().int().nullable(),
  tipo_titulo: z.enum(['pagar', 'receber']).nullable(),
  titulo: z.string().nullable(),
  id_requisicao: z.string().nullable(),
  requisicao: z.string().nullable(),
})
export type OfficeAttachment = z.infer<typeof officeAttachment>
export const officeAttachmentList = envelope(z.array(officeAttachment))
