import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { BILL_ATTACHMENT_NOT_FOUND, billAttachment } from './bpo-attachments'
import { plainDate, positiveCentavos } from './bpo-bills'
import { envelope } from './envelope'
import { money, monthParam } from './financial'
import { invoiceStates } from './invoicing-paths'
import { officeIdParams } from './offices'
import { int4, recordId } from './primitives'

// Billing (/bpo/faturamento, docs/invoicing.md): service invoices the office issues to its clients, their files
// (§3 faturamentoAnexos) and the receivable each issued invoice feeds. Money is integer centavos as text.

export const INVOICE_NOT_FOUND = 'Nota não encontrada'
export const STALE_INVOICE = 'Esta nota foi alterada por outra pessoa. Recarregue e tente novamente.'
export const INVOICE_EXISTS = 'Esta nota já foi registrada.'
export const NUMBER_TAKEN = 'Já existe uma nota com este número neste escritório'
export const NOT_PENDING = 'Só uma nota pendente de faturamento pode ser emitida.'
export const ALREADY_CANCELLED = 'Esta nota já está cancelada.'
export const RECEIVED_CANNOT_CANCEL =
  'Esta nota já foi recebida (toda ou em parte): desfaça o recebimento em Contas a receber antes de cancelá-la.'
export const ATTACH_ISSUED_ONLY = 'Anexe o PDF ou o XML depois de emitir a nota.'
export const BILL_FROM_INVOICE =
  'Esta conta a receber é de uma nota do Faturamento: cancele a nota em Faturamento em vez de removê-la.'
export const INVOICE_FILE_TYPES = 'Envie o PDF ou o XML da nota fiscal.'

const text = (max: number) =>
  z
    .string({ error: (i) => (i.input == null ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .max(max, `Máximo de ${max} caracteres`)

const invoiceId = (message: string) => z.string().uuid(message)

/** A new invoice to issue; its id is made on the device (it may be created offline). */
export const invoiceCreateBody = z.object({
  id: invoiceId('Identificador inválido'),
  id_cliente: recordId('Cliente não encontrado'),
  competencia: monthParam,
  valor: positiveCentavos,
  descricao: text(200),
  data_vencimento: plainDate,
})
export type InvoiceCreate = z.output<typeof invoiceCreateBody>

/** Issuing: the number the city (or the national NFS-e) gave it, the issue date and where the receivable goes. */
export const invoiceIssueBody = z.object({
  numero: text(20).regex(/^[0-9A-Za-z./-]+$/, 'Use só letras, números, ponto, barra ou hífen'),
  data_emissao: plainDate,
  id_conta_corrente: recordId('Conta não encontrada'),
  id_categoria: recordId('Categoria não encontrada'),
  version: int4({ min: 1 }),
})
export type InvoiceIssue = z.output<typeof invoiceIssueBody>

export const invoiceVersionBody = z.object({ version: int4({ min: 1 }) })
export const invoiceParams = officeIdParams.extend({ fatura: invoiceId(INVOICE_NOT_FOUND) })
export const invoiceAttachmentParams = invoiceParams.extend({ anexo: recordId(BILL_ATTACHMENT_NOT_FOUND) })
export const invoiceMonthParams = officeIdParams.extend({ mes: monthParam })

export const invoiceRow = z.object({
  id: z.string(),
  version: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  /** YYYY-MM */
  competencia: z.string(),
  valor: money,
  descricao: z.string(),
  data_vencimento: z.string(),
  situacao: z.enum(invoiceStates),
  numero: z.string().nullable(),
  data_emissao: z.string().nullable(),
  /** The receivable (/bpo/contas_a_receber) an issued invoice feeds, and how much of it was received. */
  id_titulo: z.number().int().nullable(),
  recebido: money.nullable(),
  id_cobranca: z.number().int().nullable(),
  /** How many files; absent on an invoice still in the outbox. */
  anexos: z.number().int().optional(),
  atualizado_em: z.string(),
})
export type InvoiceRow = z.infer<typeof invoiceRow>

export const invoiceStateTotal = z.object({
  situacao: z.enum(invoiceStates),
  quantidade: z.number().int(),
  valor: money,
})
export type InvoiceStateTotal = z.infer<typeof invoiceStateTotal>

export const invoiceListResponse = envelope(
  z.object({ itens: z.array(invoiceRow), resumo: z.array(invoiceStateTotal) }),
)
export const invoiceResponse = envelope(invoiceRow)
export const invoicesFromChargesResponse = envelope(z.object({ criadas: z.number().int() }))

export const invoiceAttachmentList = envelope(z.array(billAttachment))
export const invoiceAttachmentCreated = envelope(billAttachment)
