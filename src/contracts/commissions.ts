import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { envelope } from './envelope'
import { detailColumn, detailRow, money, monthParam } from './financial'
import { centavos, int4, recordId } from './primitives'
import { jsonText } from './rules'

// Commission models and computed months (/comissoes/*). Percentages travel as basis points of a percent
// (1 = 0,01 %, 10 000 = 100 %); money as integer centavos in decimal text. Bodies may arrive as form data,
// where a list is JSON text (§7).

export const NAME_MAX = 120
export const PERCENT_MIN = 'Valor mínimo: 0,01 %'
export const PERCENT_MAX = 'Valor máximo: 100 %'
export const ONE_SCOPE = 'Escolha um profissional ou uma equipe, não os dois'
export const SPLIT_NEEDS_TEAM = 'A divisão é feita entre os membros de uma equipe: escolha a equipe'
export const SPLIT_TOTAL = 'As partes da divisão devem somar 100 %'
export const SPLIT_REPEATED = 'Cada profissional aparece uma vez na divisão'
export const FIRST_TIER = 'A primeira faixa começa em R$ 0,00'
export const TIERS_ORDER = 'Cada faixa começa acima da anterior'
export const VALIDITY_ORDER = 'O fim da vigência não pode ser anterior ao início'
export const OVERLAP = 'Já existe uma regra com vigência sobreposta para o mesmo produto e profissional ou equipe'
export const STALE_RULE = 'Esta regra foi alterada por outra pessoa depois da sua edição.'
export const STALE_MONTH = 'Esta apuração foi alterada por outra pessoa; recarregue a página.'
export const MONTH_APPROVED = 'Competência aprovada: reabra a apuração para recalcular'
export const MONTH_NOT_COMPUTED = 'Calcule a competência antes de aprová-la'
export const MONTH_NOT_APPROVED = 'Esta competência não está aprovada'
export const NO_REPASSE_CATEGORY = 'Nenhuma categoria na linha de custos variáveis (repasse) do DRE'
export const PAYABLES_NEED_APPROVAL = 'Aprove a competência antes de gerar as contas a pagar'
export const noPayee = (nomes: string) =>
  `Sem fornecedor para ${nomes}: cadastre-o em Cadastros → Fornecedores com o mesmo nome do profissional.`
export const payableAlreadyPaid = (nome: string, id: number) =>
  `Não é possível reabrir: a comissão de ${nome} já tem pagamento na conta a pagar nº ${id}. Desfaça o pagamento no BPO antes de reabrir.`

/** A percentage in basis points: 0,01 % … 100 %. */
export const basisPoints = z.coerce
  .number({ error: messages.invalid })
  .int(messages.invalid)
  .min(1, PERCENT_MIN)
  .max(10_000, PERCENT_MAX)

const nonNegative = centavos.refine((v) => !v.startsWith('-'), messages.invalid)

/** A list from JSON or from form text holding JSON. */
const list = <T extends z.ZodType>(item: T, max: number) =>
  jsonText(z.array(item, messages.invalid).max(max, messages.invalid))

const optionalRef = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId(message).nullable())

export const tierSchema = z.object({ a_partir_de_centavos: nonNegative, percentual_bp: basisPoints })
export const splitSchema = z.object({
  id_profissional: recordId('Profissional não encontrado'),
  parte_bp: basisPoints,
})

export const ruleFields = z
  .object({
    nome: z.string({ error: messages.required }).trim().min(1, messages.required).max(NAME_MAX),
    id_area_receita: optionalRef('Produto não encontrado'),
    id_profissional: optionalRef('Profissional não encontrado'),
    id_equipe: optionalRef('Equipe não encontrada'),
    base: z.enum(['bruta', 'liquida'], messages.invalid),
    faixas: list(tierSchema, 10).refine((f) => f.length > 0, messages.required),
    minimo_centavos: z.preprocess((v) => (v === '' || v === undefined ? '0' : v), nonNegative),
    estorno: z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean(messages.invalid)),
    divisao: z.preprocess((v) => v ?? [], list(splitSchema, 50)),
    vigencia_inicio: monthParam,
    vigencia_fim: z.preprocess((v) => (v === '' ? null : v), monthParam.nullish()).transform((v) => v ?? null),
  })
  .superRefine((r, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (r.id_profissional !== null && r.id_equipe !== null) issue('id_equipe', ONE_SCOPE)
    if (r.faixas.length > 0 && BigInt(r.faixas[0].a_partir_de_centavos) !== 0n) issue('faixas', FIRST_TIER)
    if (
      r.faixas.some((t, i) => i > 0 && BigInt(t.a_partir_de_centavos) <= BigInt(r.faixas[i - 1].a_partir_de_centavos))
    )
      issue('faixas', TIERS_ORDER)
    if (r.vigencia_fim !== null && r.vigencia_fim < r.vigencia_inicio) issue('vigencia_fim', VALIDITY_ORDER)
    if (r.divisao.length === 0) return
    if (r.id_equipe === null) issue('divisao', SPLIT_NEEDS_TEAM)
    if (r.divisao.reduce((s, d) => s + d.parte_bp, 0) !== 10_000) issue('divisao', SPLIT_TOTAL)
    if (new Set(r.divisao.map((d) => d.id_profissional)).size !== r.divisao.length) issue('divisao', SPLIT_REPEATED)
  })
export type RuleFields = z.infer<typeof ruleFields>

export const ruleVersion = z.object({ version: int4({ min: 1 }) })
export const ruleParams = z.object({ id: recordId(), regra: recordId('Regra não encontrada') })
export const monthParams = z.object({ id: recordId(), mes: monthParam })

export const rule = z.object({
  id: z.number().int(),
  nome: z.string(),
  id_area_receita: z.number().int().nullable(),
  id_profissional: z.number().int().nullable(),
  id_equipe: z.number().int().nullable(),
  base: z.enum(['bruta', 'liquida']),
  faixas: z.array(z.object({ a_partir_de_centavos: money, percentual_bp: z.number().int() })),
  minimo_centavos: money,
  estorno: z.boolean(),
  divisao: z.array(z.object({ id_profissional: z.number().int(), parte_bp: z.number().int() })),
  vigencia_inicio: z.string(),
  vigencia_fim: z.string().nullable(),
  version: z.number().int(),
})
export type CommissionRule = z.infer<typeof rule>
export const ruleListResponse = envelope(z.array(rule))
export const ruleResponse = envelope(rule)

const option = z.object({ id: z.number().int(), nome: z.string() })
export const commissionOptions = z.object({
  areas: z.array(option),
  profissionais: z.array(option),
  equipes: z.array(option),
})
export const commissionOptionsResponse = envelope(commissionOptions)

export const monthStatus = z.enum(['nao_calculada', 'aberta', 'aprovada'])
export const monthStatusLabels: Record<z.infer<typeof monthStatus>, string> = {
  nao_calculada: 'Não calculada',
  aberta: 'Em revisão',
  aprovada: 'Aprovada',
}
export const advisorTotal = z.object({
  id_profissional: z.number().int(),
  nome: z.string(),
  total: money,
  linhas: z.number().int(),
})
export const commissionMonth = z.object({
  mes: z.string(),
  status: monthStatus,
  total: money,
  version: z.number().int().nullable(),
  calculado_em: z.string().nullable(),
  aprovado_em: z.string().nullable(),
  profissionais: z.array(advisorTotal),
  /** The BPO payables that pay the approved month, one per advisor and generation (cancelled ones included). */
  contas: z.array(
    z.object({
      id_titulo: z.number().int(),
      id_profissional: z.number().int(),
      nome: z.string(),
      valor: money,
      pago: money,
      data_vencimento: z.string(),
      situacao: z.enum(['aberta', 'parcial', 'paga', 'cancelada']),
    }),
  ),
})
export type CommissionMonth = z.infer<typeof commissionMonth>
export const commissionMonthResponse = envelope(commissionMonth)
export const monthVersionBody = z.object({ version: int4({ min: 1 }) })

export const linesQuery = z.object({ id_profissional: recordId('Profissional não encontrado').optional() })
/** The commission detail dialog (§3): the columns the server chooses and the lines in them. */
export const linesResponse = z.object({
  status: z.number().int(),
  value: z.array(detailRow),
  columns: z.array(detailColumn),
  total: money,
  quantidade: z.number().int(),
})
