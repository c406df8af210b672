import './zod-locale'
import { z } from 'zod'
import { billStatuses } from './bill-statuses'
import { envelope } from './envelope'
import { invoiceModels } from './invoice-values'
import { officeIdParams } from './offices'
import { recordId } from './primitives'

// Invoices (/bpo/notas_fiscais, §3 notasFiscais): NF-e 4.00 and NFS-e (national standard and ABRASF) read from their
// XML; each instalment became a payable, or a receivable when the office itself issued the invoice.

export { type InvoiceModel, invoiceModelLabels, invoiceModels } from './invoice-values'

export const INVOICE_NOT_FOUND = 'Nota fiscal não encontrada'
export const INVOICE_MAX_MB = 5
export const invoiceDuplicate = (numero: string) =>
  `Nota ${numero} já importada (mesma chave de acesso); nada foi lançado.`

const party = z.object({ documento: z.string().nullable(), nome: z.string().nullable() })
export type InvoiceParty = z.infer<typeof party>

export const invoiceItem = z.object({
  codigo: z.string().nullable(),
  descricao: z.string(),
  quantidade: z.string().nullable(),
  unidade: z.string().nullable(),
  valor_unitario: z.string().nullable(),
  /** Centavos. */
  valor: z.string(),
})
export const invoiceInstalment = z.object({ numero: z.string(), vencimento: z.string(), valor: z.string() })
export type InvoiceInstalment = z.infer<typeof invoiceInstalment>

/** What an invoice's XML says: amounts in centavos (text), dates as plain dates. */
export const parsedInvoice = z.object({
  modelo: z.enum(invoiceModels),
  /** NF-e: the 44-character access key; NFS-e Nacional: the 50 characters after 'NFS'; ABRASF: issuer-number. */
  chave: z.string(),
  numero: z.string(),
  serie: z.string().nullable(),
  emitente: party,
  tomador: party,
  data_emissao: z.string(),
  data_competencia: z.string(),
  valor_total: z.string(),
  /** What is to be paid: the instalments' sum (NF-e) or the net amount after retentions (NFS-e). */
  valor_liquido: z.string(),
  /** Tax name (ICMS, IPI, PIS, COFINS, ISS, IRRF, CSLL, INSS…) → centavos. */
  impostos: z.record(z.string(), z.string()),
  itens: z.array(invoiceItem),
  parcelas: z.array(invoiceInstalment),
  /** The authorisation protocol (nProt) of an nfeProc, else null. */
  protocolo: z.string().nullable(),
})
export type ParsedInvoice = z.infer<typeof parsedInvoice>

export const invoiceBill = z.object({
  id: z.number().int(),
  tipo: z.enum(['pagar', 'receber']),
  parcela: z.number().int().nullable(),
  parcelas: z.number().int().nullable(),
  valor: z.string(),
  data_vencimento: z.string(),
  status: z.enum(billStatuses),
})
export type InvoiceBill = z.infer<typeof invoiceBill>

export const invoiceRow = parsedInvoice.omit({ itens: true, parcelas: true, impostos: true }).extend({
  id: z.number().int(),
  tipo: z.enum(['pagar', 'receber']),
  id_fornecedor: z.number().int().nullable(),
  nome_arquivo: z.string(),
  origem: z.enum(['upload', 'email']),
  data_criacao: z.string(),
  titulos: z.array(invoiceBill),
})
export type InvoiceRow = z.infer<typeof invoiceRow>
export const invoiceDetail = invoiceRow.extend({
  itens: z.array(invoiceItem),
  parcelas: z.array(invoiceInstalment),
  impostos: z.record(z.string(), z.string()),
})
export type InvoiceDetail = z.infer<typeof invoiceDetail>

const optionalFilter = z.string().trim().max(80).optional().catch(undefined)
const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .optional()
  .catch(undefined)

/** The list's filters, in the page's URL and the call's query. */
export const invoiceListQuery = z.object({
  busca: optionalFilter,
  tipo: z.enum(['pagar', 'receber']).optional().catch(undefined),
  modelo: z.enum(invoiceModels).optional().catch(undefined),
  inicio: month,
  fim: month,
})
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>
export const invoiceList = envelope(z.object({ itens: z.array(invoiceRow), total: z.number().int() }))
export const invoiceParams = officeIdParams.extend({ nota: recordId(INVOICE_NOT_FOUND) })
export const invoiceDetailResponse = envelope(invoiceDetail)

/** An upload's optional field: the category of the bills made (else the provider's last one, else the first). */
export const invoiceUploadFields = z.object({
  id_categoria: z.preprocess((v) => (v === '' ? undefined : v), recordId('Categoria não encontrada').optional()),
})
