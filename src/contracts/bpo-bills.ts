import './zod-locale'
import { z } from 'zod'
import { isCalendarDate } from '../lib/format/calendar'
import { formatMoney } from '../lib/format/money'
import { readBoleto, readPix } from '../lib/payment-codes'
import { messages } from '../lib/validation'
import { billFlag } from './bill-flags'
import { type BillKind, billKinds } from './bill-status'
import { billStatuses, statusFilters } from './bill-statuses'
import { approvalStates, billTags } from './bill-tags'
import { envelope } from './envelope'
import { monthParam } from './financial'
import { centavos, int4, isSupportedYear, recordId } from './primitives'
import { jsonText } from './rules'

// Bills of the BPO (§3 billsPay, billsToReceive, billsStatus): payables to a provider and receivables from a
// payer, their status (§4), apportionment, boleto and PIX codes, payments. Money is integer centavos as text.

// ---- Fields ----

export const DATE_INVALID = 'Data inválida'
export const BOLETO_INVALID = 'Código de boleto inválido (confira os dígitos)'
export const PIX_CODE_INVALID = 'Chave PIX ou código copia e cola inválido'
export const PROVIDER_REQUIRED = 'Escolha o fornecedor'
export const PAYER_REQUIRED = 'Informe o cliente/pagador'
export const rateioSumMessage = (sum: bigint, total: bigint) =>
  `A soma do rateio (${formatMoney(sum)}) deve ser igual ao valor da conta (${formatMoney(total)})`

/** A plain calendar date, YYYY-MM-DD (no time, no time zone). */
export const plainDate = z.string({ error: messages.required }).refine((v) => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v)
  return m !== null && isSupportedYear(Number(m[1])) && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))
}, DATE_INVALID)

const optionalDate = z.preprocess(
  (v) => (v === '' ? null : v),
  plainDate.nullish().transform((v) => v ?? null),
)

/** Positive centavos, from JSON (number or text) or form text. */
export const positiveCentavos = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
  centavos.refine((v) => !/^-?\d+$/.test(v) || BigInt(v) > 0n, messages.positive),
)

const optionalRef = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId(message).nullable())

const optionalText = (max: number) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => v || null)

const CATEGORY_NOT_FOUND = 'Categoria não encontrada'

export const rateioPart = z.object({
  id_categoria: recordId(CATEGORY_NOT_FOUND),
  id_departamento: optionalRef('Departamento não encontrado'),
  id_filial: optionalRef('Filial não encontrada'),
  valor: positiveCentavos,
})
export type RateioPart = z.output<typeof rateioPart>

export const RATEIO_MAX = 20

const billObject = z.object({
  descricao: z
    .string({ error: (i) => (i.input == null ? messages.required : messages.invalid) })
    .trim()
    .min(1, messages.required)
    .max(200, 'Máximo de 200 caracteres'),
  id_fornecedor: optionalRef('Fornecedor não encontrado'),
  pagador: optionalText(120),
  data_vencimento: plainDate,
  data_competencia: plainDate,
  data_agendamento: optionalDate,
  valor: positiveCentavos,
  id_categoria: recordId(CATEGORY_NOT_FOUND),
  id_conta_corrente: optionalRef('Conta não encontrada'),
  id_departamento: optionalRef('Departamento não encontrado'),
  id_filial: optionalRef('Filial não encontrada'),
  rateio: jsonText(z.array(rateioPart, messages.invalid).max(RATEIO_MAX, `No máximo ${RATEIO_MAX} partes`)).default([]),
  codigo_boleto: optionalText(60),
  pix: optionalText(512),
  observacoes: optionalText(1000),
})

/**
 * The record dialog's fields of a bill of `kind`, shared by the dialog and the server. A payable names its
 * provider, a receivable its payer; an apportionment, when given, must sum exactly to the amount; a boleto is
 * stored as its linha digitável (a barcode is converted) after every check digit is checked; a PIX code is a
 * key or a copy-and-paste BR Code with a valid CRC16.
 */
export const billFields = (kind: BillKind) =>
  billObject
    .superRefine((b, ctx) => {
      if (kind === 'pagar' && b.id_fornecedor === null)
        ctx.addIssue({ code: 'custom', path: ['id_fornecedor'], message: PROVIDER_REQUIRED })
      if (kind === 'receber' && b.pagador === null)
        ctx.addIssue({ code: 'custom', path: ['pagador'], message: PAYER_REQUIRED })
      if (b.rateio.length > 0) {
        const sum = b.rateio.reduce((s, p) => s + BigInt(p.valor), 0n)
        if (sum !== BigInt(b.valor))
          ctx.addIssue({ code: 'custom', path: ['rateio'], message: rateioSumMessage(sum, BigInt(b.valor)) })
      }
      if (b.codigo_boleto !== null && readBoleto(b.codigo_boleto) === null)
        ctx.addIssue({ code: 'custom', path: ['codigo_boleto'], message: BOLETO_INVALID })
      if (b.pix !== null && readPix(b.pix) === null)
        ctx.addIssue({ code: 'custom', path: ['pix'], message: PIX_CODE_INVALID })
    })
    .transform((b) => ({
      ...b,
      id_fornecedor: kind === 'pagar' ? b.id_fornecedor : null,
      pagador: kind === 'receber' ? b.pagador : null,
      data_agendamento: kind === 'pagar' ? b.data_agendamento : null,
      codigo_boleto: b.codigo_boleto === null ? null : (readBoleto(b.codigo_boleto)?.codigo ?? null),
    }))
export type BillFields = z.output<ReturnType<typeof billFields>>

export const billVersion = z.object({ version: int4({ min: 1 }) })

/** Interest, fine or discount of a payment: zero or more centavos ('' or missing is zero). */
const extraCentavos = z.preprocess(
  (v) =>
    v === '' || v === undefined || v === null ? '0' : typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v,
  centavos.refine((v) => !/^-?\d+$/.test(v) || BigInt(v) >= 0n, 'Não pode ser negativo'),
)

export const DISCOUNT_TOO_LARGE = 'O desconto não pode passar do valor pago com juros e multa'

/**
 * A payment: the part of the bill it settles (`valor`), plus interest and fine paid on top and a discount taken
 * off; the cash that moves is valor + juros + multa − desconto.
 */
export const paymentBody = z
  .object({
    data_pagamento: plainDate,
    id_conta_corrente: recordId('Conta não encontrada'),
    valor: positiveCentavos,
    juros: extraCentavos,
    multa: extraCentavos,
    desconto: extraCentavos,
    version: int4({ min: 1 }),
  })
  .refine(
    (p) => {
      const n = (v: string) => (/^\d+$/.test(v) ? BigInt(v) : 0n)
      return n(p.desconto) <= n(p.valor) + n(p.juros) + n(p.multa)
    },
    { path: ['desconto'], message: DISCOUNT_TOO_LARGE },
  )
export type PaymentBody = z.output<typeof paymentBody>

export const LIST_MAX = 5000

/**
 * The list's filters (kept in the page's URL): due-date period by month, status, provider/payer, category,
 * account, ERP tag and approval state.
 */
export const billListQuery = z.object({
  inicio: monthParam.optional(),
  fim: monthParam.optional(),
  status: z.enum(statusFilters, 'Status inválido').optional(),
  fornecedor: recordId('Fornecedor não encontrado').optional(),
  pagador: optionalText(120).optional(),
  categoria: recordId(CATEGORY_NOT_FOUND).optional(),
  conta: recordId('Conta não encontrada').optional(),
  etiqueta: z.enum(billTags, 'Etiqueta inválida').optional(),
  aprovacao: z.enum(approvalStates, 'Aprovação inválida').optional(),
  limite: int4({ min: 1 }).max(LIST_MAX, `No máximo ${LIST_MAX} por página`).default(LIST_MAX),
  offset: int4().default(0),
})
export type BillListQuery = z.output<typeof billListQuery>

const money = z.string().regex(/^-?\d+$/)

export const paymentRow = z.object({
  id: z.number().int(),
  data_pagamento: z.string(),
  id_conta_corrente: z.number().int(),
  valor: money,
  juros: money,
  multa: money,
  desconto: money,
})
export type PaymentRow = z.infer<typeof paymentRow>

export const billRow = z.object({
  id: z.number().int(),
  version: z.number().int(),
  tipo: z.enum(billKinds),
  descricao: z.string(),
  id_fornecedor: z.number().int().nullable(),
  fornecedor: z.string().nullable(),
  pagador: z.string().nullable(),
  data_vencimento: z.string(),
  data_competencia: z.string(),
  data_agendamento: z.string().nullable(),
  valor: money,
  pago: money,
  id_categoria: z.number().int(),
  categoria: z.string().nullable(),
  id_conta_corrente: z.number().int().nullable(),
  id_departamento: z.number().int().nullable(),
  id_filial: z.number().int().nullable(),
  codigo_boleto: z.string().nullable(),
  pix: z.string().nullable(),
  observacoes: z.string().nullable(),
  cancelado: z.boolean(),
  status: z.enum(billStatuses).nullable(),
  etiquetas: z.array(z.enum(billTags)),
  aprovacao: z.enum(approvalStates).nullable(),
  /** Who decided the approval (name), when (ISO, UTC) and why (a rejection's reason). */
  aprovacao_por: z.string().nullable(),
  aprovacao_em: z.string().nullable(),
  aprovacao_motivo: z.string().nullable(),
  rateio: z.array(
    z.object({
      id_categoria: z.number().int(),
      id_departamento: z.number().int().nullable(),
      id_filial: z.number().int().nullable(),
      valor: money,
    }),
  ),
  pagamentos: z.array(paymentRow),
  /** How many attachments the bill has (the list's paperclip); absent on a bill still in the outbox. */
  anexos: z.number().int().optional(),
  /** Who must approve it while it is 'pendente' (a named user, else 'Gestor'), by the office's approval rules. */
  aprovador: z.string().nullish(),
  /** When and why an approval was undone by a change of what it covered (while it waits again). */
  aprovacao_reaberta_em: z.string().nullish(),
  aprovacao_reaberta_motivo: z.string().nullish(),
  /** How many distinct approvers it needs (2 above the office's second threshold; null: none), and who approved. */
  aprovacoes_necessarias: z.number().int().nullish(),
  aprovacoes: z.array(z.object({ nome: z.string(), data: z.string() })).optional(),
  /** Who last set its payment data (amount, payee, PIX, boleto, account, due date): they never approve it. */
  dados_pagamento_por: z.string().nullish(),
  /** Its open flags: what a human should check before paying it (absent on a bill still in the outbox). */
  alertas: z.array(billFlag).optional(),
  /** Its recurrence and occurrence number; its instalment ('1/3'): absent on a bill still in the outbox. */
  id_recorrencia: z.number().int().nullish(),
  ocorrencia: z.number().int().nullish(),
  parcela: z.number().int().nullish(),
  parcelas: z.number().int().nullish(),
  /** The payment request this payable was made from (/bpo/requisicoes), if any. */
  id_requisicao: z.string().nullable().optional(),
})
export type BillRow = z.infer<typeof billRow>

export const statusTotal = z.object({ status: z.enum(billStatuses), quantidade: z.number().int(), valor: money })
export type StatusTotal = z.infer<typeof statusTotal>

export const billListResponse = envelope(
  z.object({ itens: z.array(billRow), total: z.number().int(), resumo: z.array(statusTotal) }),
)

export const STALE_BILL = 'Esta conta foi alterada por outra pessoa. Recarregue e tente novamente.'
export const BILL_NOT_FOUND = 'Conta não encontrada'
export const ALREADY_PAID = 'Esta conta já está quitada.'
export const PAYMENT_TOO_LARGE = (rest: bigint) => `O pagamento passa do saldo em aberto (${formatMoney(rest)})`
export const CANCELLED_BILL = 'Esta conta está cancelada.'
export const HAS_PAYMENTS = 'Desfaça os pagamentos desta conta antes de cancelar ou remover.'
export const LOCKED_BY_PAYMENTS =
  'Esta conta tem pagamentos: desfaça-os para alterar valor, categoria, filial, rateio ou competência.'
