import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { billTags } from './bill-tag-values'
import { plainDate, positiveCentavos } from './bpo-bills'
import {
  endRules,
  frequencies,
  INSTALMENTS_COUNT,
  INSTALMENTS_MAX,
  INSTALMENTS_MIN,
  OCCURRENCES_MAX,
} from './bpo-plan-rules'
import { TAG_INVALID } from './bpo-workflow'
import { envelope } from './envelope'
import { centavos, int4, recordId } from './primitives'
import { jsonText } from './rules'

// Schemas of the BPO plans and rules (issue 13, second part): ERP moves and their history, the office's approval
// rules, instalments and recurrences. Shared by the server routes and the dialogs.

const optionalReason = z
  .string({ error: messages.invalid })
  .trim()
  .max(500, 'Máximo de 500 caracteres')
  .nullish()
  .transform((v) => v || null)

// ---- ERP state machine ----

export const erpMoveBody = z.object({
  para: z.enum(billTags, TAG_INVALID),
  motivo: optionalReason,
  version: int4({ min: 1 }),
})
export type ErpMoveBody = z.output<typeof erpMoveBody>

const erpHistoryItem = z.object({
  id: z.number().int(),
  de: z.string().nullable(),
  para: z.string().nullable(),
  motivo: z.string().nullable(),
  usuario: z.string(),
  data: z.string(),
})
export const erpHistoryResponse = envelope(z.array(erpHistoryItem))

// ---- Approval rules ----

export const RULES_MAX = 10
export const RULE_AMOUNT_REPEATED = 'Duas regras com o mesmo valor: deixe uma só'
export const APPROVER_NOT_FOUND = 'Aprovador não encontrado neste escritório (escolha um gestor)'

const nonNegativeCentavos = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
  centavos.refine((v) => !/^-?\d+$/.test(v) || BigInt(v) >= 0n, 'Não pode ser negativo'),
)

export const approvalRule = z.object({
  acima_de: nonNegativeCentavos,
  id_usuario: z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId(APPROVER_NOT_FOUND).nullable()),
})
export const approvalRulesBody = z.object({
  regras: jsonText(
    z
      .array(approvalRule, messages.invalid)
      .max(RULES_MAX, `No máximo ${RULES_MAX} regras`)
      .superRefine((rules, ctx) => {
        const seen = new Set(rules.map((r) => r.acima_de))
        if (seen.size !== rules.length) ctx.addIssue({ code: 'custom', message: RULE_AMOUNT_REPEATED })
      }),
  ),
  /** Above it, two distinct gestores approve (neither the one who set the payment data); null or absent: never. */
  dupla_acima_de: z.preprocess((v) => (v === '' || v === undefined ? null : v), nonNegativeCentavos.nullable()),
  version: int4({ min: 1 }),
})
export type ApprovalRulesBody = z.output<typeof approvalRulesBody>

export const approvalRulesValue = z.object({
  regras: z.array(z.object({ acima_de: z.string(), id_usuario: z.number().int().nullable(), aprovador: z.string() })),
  dupla_acima_de: z.string().nullable(),
  /** Who may be named as approver: the office's active gestores. */
  aprovadores: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  version: z.number().int(),
})
export type ApprovalRules = z.infer<typeof approvalRulesValue>
export const approvalRulesResponse = envelope(approvalRulesValue)

// ---- Instalments ----

export const instalmentsBody = z.object({
  parcelas: jsonText(
    z
      .array(z.object({ data_vencimento: plainDate, valor: positiveCentavos }), messages.invalid)
      .min(INSTALMENTS_MIN, INSTALMENTS_COUNT)
      .max(INSTALMENTS_MAX, INSTALMENTS_COUNT),
  ),
  version: int4({ min: 1 }),
})
export type InstalmentsBody = z.output<typeof instalmentsBody>

// ---- Recurrences ----

export const OCCURRENCES_INVALID = `Informe de 2 a ${OCCURRENCES_MAX} ocorrências`
export const END_DATE_REQUIRED = 'Informe a data final'

export const recurrenceBody = z
  .object({
    frequencia: z.enum(frequencies, 'Frequência inválida'),
    fim: z.enum(endRules, 'Regra de término inválida'),
    fim_ocorrencias: z.preprocess(
      (v) => (v === '' || v === undefined ? null : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
      z.number({ error: OCCURRENCES_INVALID }).int(OCCURRENCES_INVALID).nullable(),
    ),
    fim_data: z.preprocess((v) => (v === '' || v === undefined ? null : v), plainDate.nullable()),
    version: int4({ min: 1 }),
  })
  .superRefine((b, ctx) => {
    if (
      b.fim === 'apos' &&
      (b.fim_ocorrencias === null || b.fim_ocorrencias < 2 || b.fim_ocorrencias > OCCURRENCES_MAX)
    )
      ctx.addIssue({ code: 'custom', path: ['fim_ocorrencias'], message: OCCURRENCES_INVALID })
    if (b.fim === 'ate' && b.fim_data === null)
      ctx.addIssue({ code: 'custom', path: ['fim_data'], message: END_DATE_REQUIRED })
  })
  .transform((b) => ({
    ...b,
    fim_ocorrencias: b.fim === 'apos' ? b.fim_ocorrencias : null,
    fim_data: b.fim === 'ate' ? b.fim_data : null,
  }))
export type RecurrenceBody = z.output<typeof recurrenceBody>

export const seriesStopBody = z.object({ version: int4({ min: 1 }) })

export const PLAN_ALREADY = 'Esta conta já faz parte de um parcelamento ou de uma recorrência.'
export const PLAN_HAS_PAYMENTS = 'Uma conta com pagamentos não pode ser parcelada nem repetida: desfaça-os antes.'
export const PLAN_CANCELLED = 'Uma conta cancelada não pode ser parcelada nem repetida.'
export const END_BEFORE_START = 'A data final deve ser depois do vencimento desta conta'
export const NOT_IN_SERIES = 'Esta conta não faz parte de uma recorrência.'
export const SERIES_HAS_PAID = 'Há contas pagas depois desta na recorrência: desfaça os pagamentos antes de encerrá-la.'
