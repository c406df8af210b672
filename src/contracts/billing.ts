import './zod-locale'
import { z } from 'zod'
import { CARD_EXPIRED, cardExpiredOn, MIN_FEE_CENTAVOS, messages } from '../lib/validation'
import { todayInBrazil } from './bill-status'
import { envelope } from './envelope'
import { money, monthParam } from './financial'
import { centavos, int4, recordId } from './primitives'
import { cardCvcSchema, cardExpirySchema, cardNumberSchema } from './rules'

// Hiring rules and charges (/contratacoes/*: §3 regrasCobranca, cobrancas, historicoCobrancas), recurring
// payments (/recorrencia*) and instalments (/parcela*). Money is integer centavos as text; a percentage is in
// hundredths of a percent (1 = 0,01 %) a year, charged monthly (a twelfth). Card data is only ever a request
// field on its way to the payment provider: no answer carries it and nothing stores it.

export const CLIENT_NOT_FOUND = 'Cliente não encontrado'
export const RULE_NOT_FOUND = 'Regra não encontrada'
export const CHARGE_NOT_FOUND = 'Cobrança não encontrada'
export const PLAN_NOT_FOUND = 'Plano não encontrado'
export const SUBSCRIPTION_NOT_FOUND = 'Assinatura não encontrada'
export const STALE = 'Este registro foi alterado por outra pessoa; recarregue a página.'
export const VALIDITY_ORDER = 'O fim da vigência não pode ser anterior ao início'
export const RULE_OVERLAP = 'Este cliente já tem uma regra de cobrança vigente neste período'
export const ALREADY_PAID = 'Esta cobrança já foi paga'
export const CHARGE_CANCELLED = 'Esta cobrança está cancelada'
export const NOT_A_CARD_CHARGE = 'Esta cobrança não é feita no cartão'
export const CARD_CHARGE = 'Esta cobrança é feita no cartão: use Tentar novamente'
export const SUBSCRIPTION_CLOSED = 'Esta assinatura está cancelada'
export const INSTALMENT_PLAN_NOT_FOUND = 'Parcelamento não encontrado'
export const INSTALMENT_PLAN_CANCELLED = 'Este parcelamento já está cancelado'
export const INSTALMENT_PLAN_PAID = 'Este parcelamento já está quitado: não há parcelas a cancelar'
export const CHARGE_INVOICED = 'Esta cobrança foi para o Faturamento: o recebimento é o da nota, em Contas a receber'
export const NO_ACCOUNT = 'Cadastre uma conta corrente no BPO (Contas) para receber as cobranças'
export const INSTALMENTS_MAX = 48

const NAME_MAX = 120

/** Money of at least R$ 2,99 (§5 minimum fee), as integer centavos in text or a JSON number. */
export const feeCentavos = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : v),
  centavos.refine((v) => !/^-?\d+$/.test(v) || BigInt(v) >= MIN_FEE_CENTAVOS, messages.minFee),
)

/** A yearly percentage in hundredths of a percent: at least 0,01 % (§5), at most 100 %. */
export const percentHundredths = z.coerce
  .number({ error: messages.invalid })
  .int(messages.invalid)
  .min(1, messages.minPercentage)
  .max(10_000, 'Valor máximo: 100 %')

const emptyIsNull = (v: unknown) => (v === '' || v === undefined ? null : v)

export const ruleKinds = ['fixo', 'percentual'] as const
export type RuleKind = (typeof ruleKinds)[number]
export const ruleKindLabels: Record<RuleKind, string> = { fixo: 'Valor fixo', percentual: '% do patrimônio' }

/**
 * A client's billing rule: a fixed monthly fee (at least R$ 2,99), or a yearly percentage of the client's
 * assets (at least 0,01 %) charged monthly and never below its minimum fee (at least R$ 2,99).
 */
export const ruleFields = z
  .object({
    id_cliente: recordId(CLIENT_NOT_FOUND),
    tipo: z.enum(ruleKinds, messages.invalid),
    valor_centavos: z.preprocess(emptyIsNull, feeCentavos.nullable()),
    percentual: z.preprocess(emptyIsNull, percentHundredths.nullable()),
    minimo_centavos: z.preprocess((v) => emptyIsNull(v) ?? String(MIN_FEE_CENTAVOS), feeCentavos),
    vigencia_inicio: monthParam,
    vigencia_fim: z.preprocess((v) => (v === '' ? null : v), monthParam.nullish()).transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (r.tipo === 'fixo' && r.valor_centavos === null) issue('valor_centavos', messages.required)
    if (r.tipo === 'percentual' && r.percentual === null) issue('percentual', messages.required)
    if (r.vigencia_fim !== null && r.vigencia_fim < r.vigencia_inicio) issue('vigencia_fim', VALIDITY_ORDER)
  })
  .transform((r) => ({
    ...r,
    valor_centavos: r.tipo === 'fixo' ? r.valor_centavos : null,
    percentual: r.tipo === 'percentual' ? r.percentual : null,
  }))
export type BillingRuleFields = z.output<typeof ruleFields>

export const versionBody = z.object({ version: int4({ min: 1 }) })

/**
 * 'Receber': the version seen, and where the receivable goes — the account and category chosen (absent: the
 * office's first account and 'Fee fixo').
 */
export const receiveBody = versionBody.extend({
  id_conta_corrente: z.preprocess(emptyIsNull, recordId('Conta não encontrada').nullish()).transform((v) => v ?? null),
  id_categoria: z.preprocess(emptyIsNull, recordId('Categoria não encontrada').nullish()).transform((v) => v ?? null),
})
export type ReceiveBody = z.output<typeof receiveBody>

const named = z.object({ id: z.number().int(), nome: z.string() })
/** Where 'Receber' may put the receivable: the office's accounts and categories, and the defaults. */
export const receiveTargetsResponse = envelope(
  z.object({
    contas: z.array(named),
    categorias: z.array(named),
    padrao: z.object({ conta: z.number().int().nullable(), categoria: z.number().int().nullable() }),
  }),
)
export type ReceiveTargets = z.infer<typeof receiveTargetsResponse>['value']
export type ReceiveTargetsChoice = { id_conta_corrente: number; id_categoria: number }
export const ruleParams = z.object({ id: recordId(), regra: recordId(RULE_NOT_FOUND) })
export const monthParams = z.object({ id: recordId(), mes: monthParam })
export const chargeParams = z.object({ id: recordId(), cobranca: recordId(CHARGE_NOT_FOUND) })
export const instalmentPlanParams = z.object({ id: recordId(), parcelamento: recordId(INSTALMENT_PLAN_NOT_FOUND) })

export const billingRule = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  tipo: z.enum(ruleKinds),
  valor_centavos: money.nullable(),
  percentual: z.number().int().nullable(),
  minimo_centavos: money,
  vigencia_inicio: z.string(),
  vigencia_fim: z.string().nullable(),
  version: z.number().int(),
})
export type BillingRule = z.infer<typeof billingRule>
export const billingRulesResponse = envelope(z.array(billingRule))

export const clientOption = z.object({ id: z.number().int(), nome: z.string(), patrimonio_centavos: money })
export type ClientOption = z.infer<typeof clientOption>
export const clientOptionsResponse = envelope(z.array(clientOption))

// ---- Charges ----

export const chargeOrigins = ['regra', 'assinatura', 'parcela'] as const
export type ChargeOrigin = (typeof chargeOrigins)[number]
export const chargeStatuses = ['pendente', 'paga', 'recusada', 'cancelada'] as const
export type ChargeStatus = (typeof chargeStatuses)[number]

export const charge = z.object({
  id: z.number().int(),
  origem: z.enum(chargeOrigins),
  id_origem: z.number().int(),
  numero: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  descricao: z.string(),
  competencia: z.string(),
  vencimento: z.string(),
  valor_centavos: money,
  base_centavos: money.nullable(),
  status: z.enum(chargeStatuses),
  /** pendente or recusada past its due date: shown 'Atrasada'. */
  atrasada: z.boolean(),
  tentativas: z.number().int(),
  ultimo_erro: z.string().nullable(),
  id_titulo: z.number().int().nullable(),
  pago_em: z.string().nullable(),
  version: z.number().int(),
})
export type Charge = z.infer<typeof charge>
export const chargesResponse = envelope(z.array(charge))
export const chargeResponse = envelope(charge)
export const generateResponse = envelope(z.object({ criadas: z.number().int(), cobrancas: z.array(charge) }))

export const chargesQuery = z.object({
  mes: monthParam.optional(),
  id_cliente: recordId(CLIENT_NOT_FOUND).optional(),
})

export const chargeEvent = z.object({
  id: z.number().int(),
  id_cobranca: z.number().int(),
  cliente: z.string(),
  descricao: z.string(),
  valor_centavos: money,
  acao: z.string(),
  status: z.enum(chargeStatuses),
  usuario: z.string().nullable(),
  detalhe: z.string().nullable(),
  em: z.string(),
})
export type ChargeEvent = z.infer<typeof chargeEvent>
export const historyResponse = envelope(z.array(chargeEvent))
export const historyQuery = z.object({ limite: int4({ min: 1 }).max(1000, messages.invalid).default(200) })

// ---- Cards, plans, subscriptions, instalments ----

/**
 * A card on its way to the payment provider (§5: number of 19 characters with a valid Luhn digit, CVC of 3,
 * expiry MM/YY not past). Never stored, never echoed, never logged.
 */
export const cardFields = z
  .object({
    numero_cartao: cardNumberSchema,
    cvc: cardCvcSchema,
    validade: cardExpirySchema,
    nome_cartao: z.string({ error: messages.required }).trim().min(1, messages.required).max(NAME_MAX),
  })
  .superRefine((c, ctx) => {
    if (cardExpiredOn(c.validade, todayInBrazil()))
      ctx.addIssue({ code: 'custom', path: ['validade'], message: CARD_EXPIRED })
  })
export type CardFields = z.output<typeof cardFields>

export const planFields = z.object({
  nome: z.string({ error: messages.required }).trim().min(1, messages.required).max(NAME_MAX),
  valor_centavos: feeCentavos,
})
export const plan = z.object({
  id: z.number().int(),
  nome: z.string(),
  valor_centavos: money,
  assinaturas: z.number().int(),
})
export type Plan = z.infer<typeof plan>
export const plansResponse = envelope(z.array(plan))

export const subscriptionStatuses = ['ativa', 'suspensa', 'cancelada'] as const
export type SubscriptionStatus = (typeof subscriptionStatuses)[number]

export const subscribeBody = z.object({
  id_cliente: recordId(CLIENT_NOT_FOUND),
  id_plano: recordId(PLAN_NOT_FOUND),
  cartao: cardFields,
})
export const subscription = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  id_plano: z.number().int(),
  plano: z.string(),
  valor_centavos: money,
  status: z.enum(subscriptionStatuses),
  inicio: z.string(),
  version: z.number().int(),
})
export type Subscription = z.infer<typeof subscription>
export const subscriptionsResponse = envelope(z.array(subscription))
export const subscriptionParams = z.object({ id: recordId(), assinatura: recordId(SUBSCRIPTION_NOT_FOUND) })
/** 'Trocar cartão': the new card (tokenized by the provider, never stored) and the version the user saw. */
export const changeCardBody = z.object({ cartao: cardFields, version: int4({ min: 1 }) })
export const subscriptionStatusBody = z.object({
  status: z.enum(subscriptionStatuses, messages.invalid),
  version: int4({ min: 1 }),
})

export const INSTALMENT_MIN = 'Cada parcela deve ter o valor mínimo de R$ 2,99'

export const instalmentFields = z
  .object({
    id_cliente: recordId(CLIENT_NOT_FOUND),
    descricao: z.string({ error: messages.required }).trim().min(1, messages.required).max(200),
    valor_total_centavos: feeCentavos,
    parcelas: int4({ min: 1 }).max(INSTALMENTS_MAX, `No máximo ${INSTALMENTS_MAX} parcelas`),
    primeiro_vencimento: monthParam,
    cartao: cardFields,
  })
  .superRefine((f, ctx) => {
    if (BigInt(f.valor_total_centavos) < MIN_FEE_CENTAVOS * BigInt(f.parcelas))
      ctx.addIssue({ code: 'custom', path: ['parcelas'], message: INSTALMENT_MIN })
  })
export const instalmentPlan = z.object({
  id: z.number().int(),
  id_cliente: z.number().int(),
  cliente: z.string(),
  descricao: z.string(),
  valor_total_centavos: money,
  parcelas: z.number().int(),
  pagas: z.number().int(),
  status: z.enum(['ativo', 'quitado', 'cancelado']),
  data_criacao: z.string(),
})
export type InstalmentPlan = z.infer<typeof instalmentPlan>
export const instalmentPlansResponse = envelope(z.array(instalmentPlan))
export const clientParams = z.object({ id: recordId(), cliente: recordId(CLIENT_NOT_FOUND) })
