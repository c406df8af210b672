import { z } from 'zod'
import { dreEmailStatuses } from './dre-email-status'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'
import { centavos, INT4_MAX, int4, isSupportedYear, MAX_CENTAVOS, recordId, YEAR_OUT_OF_RANGE } from './primitives'
import { emailSchema, frequencySchema, jsonText } from './rules'

/**
 * Financial API (DRE, versions, DFC). Money is ALWAYS integer centavos serialised as a decimal string
 * (`"-123456"` = R$ -1.234,56), in requests and responses, so no value ever passes through a float.
 */
export const money = z.string().regex(/^-?\d+$/)
export type Money = z.infer<typeof money>

/** Month in any of the accepted spellings (YYYY-MM, YYYY-MM-DD, MM/YYYY, DD/MM/YYYY), normalised to YYYY-MM. */
export const monthParam = z
  .string()
  .trim()
  .transform((v, ctx) => {
    const m = /^(\d{4})-(\d{2})(?:-\d{2})?$/.exec(v) ?? /^(?:\d{2}\/)?(\d{2})\/(\d{4})$/.exec(v)
    const [year, month] = m ? (v.includes('/') ? [m[2], m[1]] : [m[1], m[2]]) : ['', '']
    if (!m || Number(month) < 1 || Number(month) > 12) {
      ctx.addIssue({ code: 'custom', message: 'Formato inválido' })
      return z.NEVER
    }
    if (!isSupportedYear(Number(year))) {
      ctx.addIssue({ code: 'custom', message: YEAR_OUT_OF_RANGE })
      return z.NEVER
    }
    return `${year}-${month}`
  })

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
    .optional()
    .transform((v) => (v === undefined || v === '' ? fallback : v === true || v === 'true' || v === '1'))

const idList = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined
    const parts = (Array.isArray(v) ? v.map(String) : v.replace(/^\[|\]$/g, '').split(',')).map((s) => s.trim())
    const ids = parts.filter((s) => s !== '').map(Number)
    if (ids.some((n) => !Number.isInteger(n) || n <= 0 || n > INT4_MAX)) {
      ctx.addIssue({ code: 'custom', message: 'Formato inválido' })
      return z.NEVER
    }
    return ids
  })

export const groupings = [
  'pj',
  'area-receita',
  'produto',
  'subsidiaries',
  'filial',
  'profissional',
  'team',
  'equipe',
  'horizon',
  'geral',
] as const
export type Grouping = (typeof groupings)[number]

/** §3 "DRE query". Frequency defaults to Y; periods without entries are listed only with fill_missing_dates. */
export const dreQuery = z.object({
  groupBy: z.string().optional(),
  begin_date: monthParam.optional(),
  end_date: monthParam.optional(),
  frequency: frequencySchema,
  comparison_from: monthParam.optional(),
  comparison_to: monthParam.optional(),
  ids: idList,
  id_equipe: recordId().optional(),
  fill_missing_dates: flag(false),
  hide_until_roi: flag(false),
  breakdown_by_date: flag(true),
})
export type DreQuery = z.infer<typeof dreQuery>

export const officeParams = z.object({ office: recordId('Escritório não encontrado') })
export const officeTypeParams = officeParams.extend({ type: z.string() })
export const officeIdParams = officeParams.extend({ id: recordId() })

export const period = z.object({ chave: z.string(), inicio: z.string(), fim: z.string(), rotulo: z.string() })
export const dreColumn = z.object({ chave: z.string(), id: z.number().int().nullable(), nome: z.string() })

const figures = {
  /** [period][column] */
  valores: z.array(z.array(money)),
  total_coluna: z.array(money),
  total_periodo: z.array(money),
  total: money,
}
export const dreCategoryRow = z.object({ id: z.number().int(), nome: z.string(), ...figures })
export const dreLine = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nome: z.string(),
  tipo: z.enum(['lancamento', 'subtotal']),
  ordem: z.number().int(),
  ...figures,
  /** Vertical analysis: total ÷ net revenue × 100, null when net revenue is zero. */
  percentual_receita_liquida: z.number().nullable(),
  categorias: z.array(dreCategoryRow),
})
export const dreComparisonLine = z.object({
  id: z.number().int(),
  total_coluna: z.array(money),
  total: money,
  delta: money,
  delta_percentual: z.number().nullable(),
})
export const dreTable = z.object({
  agrupamento: z.string(),
  frequencia: z.enum(['M', 'Q', 'Y']),
  inicio: z.string(),
  fim: z.string(),
  periodos: z.array(period),
  colunas: z.array(dreColumn),
  linhas: z.array(dreLine),
  comparacao: z.object({ inicio: z.string(), fim: z.string(), linhas: z.array(dreComparisonLine) }).nullable(),
})
export type DreTable = z.infer<typeof dreTable>
export const dreResponse = envelope(dreTable)

export const summaryItem = z.object({
  id: z.number().int().nullable(),
  nome: z.string(),
  receita_bruta: money,
  receita_liquida: money,
  margem_contribuicao: money,
  ebitda: money,
  lucro_liquido: money,
  margem_liquida: z.number().nullable(),
})
export const summaryResponse = envelope(z.array(summaryItem))
export const historicalResponse = envelope(
  z.object({
    id: z.number().int().nullable(),
    nome: z.string(),
    serie: z.array(summaryItem.extend({ periodo: period })),
  }),
)
export const segmentationResponse = envelope(
  z.object({
    data: z.array(
      z.object({ id: z.number().int().nullable(), nome: z.string(), valor: money, percentual: z.number() }),
    ),
    cores: z.array(z.string()),
  }),
)

export const resultLine = z.object({
  id: z.number().int(),
  codigo: z.string(),
  nome: z.string(),
  tipo: z.enum(['lancamento', 'subtotal']),
  ordem: z.number().int(),
  /** Optimistic concurrency: send it back when renaming or reordering. */
  version: z.number().int(),
  categorias: z.array(z.object({ id: z.number().int(), nome: z.string(), rateavel: z.boolean() })),
})
export const resultLinesResponse = envelope(z.array(resultLine))

export const lastUpdateResponse = envelope(
  z.object({ data_atualizacao: z.string().nullable(), ultima_competencia: z.string().nullable() }),
)

/** The current imported entries a temporary version replaces when published. */
export const replacedEntries = z.object({ linhas: z.number().int(), total_centavos: money })
export const versionItem = z.object({
  id: z.number().int(),
  status: z.enum(['temporaria', 'publicada', 'descartada']),
  nome_arquivo: z.string(),
  linhas: z.number().int(),
  competencia_inicio: z.string(),
  competencia_fim: z.string(),
  data_criacao: z.string(),
  data_publicacao: z.string().nullable(),
  /** Temporary versions only. */
  substitui: replacedEntries.nullish(),
})
export type VersionItem = z.infer<typeof versionItem>
export const versionListResponse = envelope(z.array(versionItem))
export const setVersionBody = z.object({ id_versao: recordId() })
export const uploadError = z.object({ linha: z.number().int(), coluna: z.string(), mensagem: z.string() })
export type UploadError = z.infer<typeof uploadError>
export const uploadRejected = z.object({ status: z.number().int(), message: z.string(), erros: z.array(uploadError) })
export const uploadResponse = envelope(
  versionItem.extend({
    total_centavos: money,
    substitui: replacedEntries,
  }),
)

/** `value` is null while the office has no temporary version: an ordinary state, not an error. */
export const tempComparisonResponse = envelope(
  z.object({ versao: versionItem, atual: dreTable, temporaria: dreTable }).nullable(),
)

/** §5 "DRE download": one constant for the maximum span (we keep the 6-month reading, the one with a message). */
export const DRE_DOWNLOAD_MAX_MONTHS = 6
/** §7 "DRE download": the grouping is `DRE` (default PJ); `type`, its older name, is still accepted. */
export const dreDownloadQuery = z.object({
  begin_date: monthParam.optional(),
  end_date: monthParam.optional(),
  DRE: z.string().optional(),
  type: z.string().optional(),
})
export const fileResponse = envelope(z.object({ base64: z.string(), name: z.string(), extension: z.string() }))

/**
 * §3/§7: the server says which columns the entry detail shows; the table renders exactly those, formatted by
 * `type` (money in centavos, dates YYYY-MM-DD, cpf_cnpj without a mask; observacoes is cut at 60 characters).
 */
export const detailColumnType = z.enum(['text', 'date', 'money', 'cpf_cnpj'])
export const detailColumn = z.object({ key: z.string(), label: z.string(), type: detailColumnType })
export type DetailColumn = z.infer<typeof detailColumn>
/** One entry; loose, so a server that supplies its own columns can send their values too. */
export const detailRow = z.looseObject({
  id: z.number().int(),
  fornecedor: z.string().nullable(),
  cpf_cnpj_fornecedor: z.string().nullable(),
  data_pagamento: z.string().nullable(),
  data_competencia: z.string(),
  valor: money,
  categoria: z.string(),
  conta_corrente: z.string().nullable(),
  observacoes: z.string().nullable(),
})
export const categoryDetailQuery = z.object({
  data_referencia: monthParam,
  id: recordId(),
  frequency: frequencySchema.removeDefault().default('M'),
})
/** Detail of one DRE cell: a category (or a whole line with `linha`) in a period, narrowed to a column. */
export const dreDetailQuery = z.object({
  begin_date: monthParam,
  end_date: monthParam.optional(),
  type: z.string().default('geral'),
  coluna: int4({ min: -INT4_MAX }).optional(),
  linha: recordId().optional(),
  /** The DRE's filters, so a 'Total' cell lists the entries of the columns and team it sums. */
  ids: idList,
  id_equipe: recordId().optional(),
})
export const detailResponse = z.object({
  status: z.number().int(),
  value: z.array(detailRow),
  columns: z.array(detailColumn),
  total: money,
  quantidade: z.number().int(),
})

const dfcFlows = z.object({
  operacional: money,
  investimento: money,
  financiamento: money,
  transferencia: money,
})
export const dfcMonthAccount = z.object({
  id_conta_corrente: z.number().int().nullable(),
  saldo_inicial: money,
  saldo_inicial_definido: z.boolean(),
  entradas: dfcFlows,
  saidas: dfcFlows,
  total_entradas: money,
  total_saidas: money,
  ajustes: money,
  saldo_final: money,
})
export const dfcReport = z.object({
  contas: z.array(z.object({ id: z.number().int(), nome: z.string() })),
  meses: z.array(z.object({ mes: z.string(), contas: z.array(dfcMonthAccount), consolidado: dfcMonthAccount })),
})
export const dfcResponse = envelope(dfcReport)
export const dfcQuery = z.object({ begin_date: monthParam.optional(), end_date: monthParam.optional() })
export const balanceBody = z.object({
  id_conta_corrente: recordId(),
  mes: monthParam,
  valor: z
    .union([centavos, z.number().int().min(-Number(MAX_CENTAVOS)).max(Number(MAX_CENTAVOS))])
    .transform((v) => BigInt(v)),
  descricao: z.string().max(200).optional(),
})
export const balanceRemoveBody = balanceBody.pick({ id_conta_corrente: true, mes: true })
export const dfcRawQuery = dfcQuery.extend({
  id_conta_corrente: recordId().optional(),
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
  offset: int4().default(0),
})
export const dfcGroup = z.enum(['operacional', 'investimento', 'financiamento', 'transferencia'])
/** One cash entry of dfc-raw (newest first): an entry with a cash date in a DFC group. */
export const dfcRawRow = z.object({
  id: z.number().int(),
  data_pagamento: z.string(),
  data_competencia: z.string(),
  valor: money,
  categoria: z.string(),
  grupo_dfc: dfcGroup,
  id_conta_corrente: z.number().int().nullable(),
  conta_corrente: z.string().nullable(),
  fornecedor: z.string().nullable(),
  descricao: z.string().nullable(),
})
export type DfcRawRow = z.infer<typeof dfcRawRow>
export const dfcRawResponse = envelope(z.array(dfcRawRow))
/** `value` is null while the office has no temporary version. */
export const tempDfcComparisonResponse = envelope(
  z.object({ versao: versionItem, atual: dfcReport, temporaria: dfcReport }).nullable(),
)
export const balanceHistoricalResponse = envelope(
  z.array(
    z.object({
      mes: z.string(),
      saldo_final: money,
      contas: z.array(z.object({ id: z.number().int(), saldo_final: money })),
    }),
  ),
)

// ---- Partner BPO (§7 "DRE groupings"): the office comes from the session, or `id_escritorio` for staff ----

const officeId = recordId('Escritório não encontrado')
export const partnerOfficeQuery = z.object({ id_escritorio: officeId.optional() })
export const partnerDreQuery = dreQuery.extend(partnerOfficeQuery.shape)
export const partnerRangeQuery = partnerOfficeQuery.extend({
  begin_date: monthParam.optional(),
  end_date: monthParam.optional(),
})
export const areaParams = z.object({
  id_area_receita: recordId('Área de receita não encontrada'),
})
export const idParams = z.object({ id: recordId('Registro não encontrado') })

export const categoryConfig = z.object({
  id: z.number().int(),
  nome: z.string(),
  id_linha_resultado: z.number().int().nullable(),
  linha: z.string().nullable(),
  grupo_dfc: dfcGroup.nullable(),
  ignorada: z.boolean(),
  rateavel: z.boolean(),
  version: z.number().int(),
})
export type CategoryConfig = z.infer<typeof categoryConfig>
export const categoriesConfigResponse = envelope(z.array(categoryConfig))
export const areaRubricasResponse = envelope(
  z.object({
    id: z.number().int(),
    nome: z.string(),
    inicio: z.string(),
    fim: z.string(),
    rubricas: z.array(z.object({ id: z.number().int(), nome: z.string(), linha: z.string(), total: money })),
  }),
)
export const apportionmentDimension = z.enum(['profissional', 'area_receita', 'filial'], {
  message: 'Dimensão deve ser profissional, area_receita ou filial',
})
export const apportionmentMetric = z.object({
  dimensao: apportionmentDimension,
  id_alvo: z.number().int(),
  nome: z.string(),
  peso: z.number().int(),
})
export type ApportionmentMetric = z.infer<typeof apportionmentMetric>
export const apportionmentResponse = envelope(z.array(apportionmentMetric))
export const commissionRow = z.object({
  id: z.number().int().nullable(),
  nome: z.string(),
  valor: money,
  quantidade: z.number().int(),
})
/** Commission (repasse) entries: categories on the `custos_variaveis` line, signed (expense negative). */
export const commissionsResponse = envelope(
  z.object({ inicio: z.string(), fim: z.string(), total: money, linhas: z.array(commissionRow) }),
)

// ---- Per-office configuration edits ----

const version = z.coerce
  .number({ message: 'Informe a versão do registro' })
  .int()
  .positive('Versão inválida')
  .max(INT4_MAX, 'Versão inválida')
const nullableId = z.preprocess(
  (v) => (v === '' || v === 'null' ? null : v),
  recordId('Linha de resultado inválida').nullable(),
)
export const partnerOfficeBody = z.object({ id_escritorio: officeId.optional() })
export const renameLineBody = partnerOfficeBody.extend({
  nome: z
    .string({ message: 'Informe o nome da linha' })
    .trim()
    .min(1, 'Informe o nome da linha')
    .max(80, 'Nome com no máximo 80 caracteres'),
  version,
})
export const reorderLinesBody = partnerOfficeBody.extend({
  linhas: jsonText(
    z
      .array(z.object({ id: recordId(), version }), {
        message: 'Informe as linhas na nova ordem',
      })
      .min(1, 'Informe as linhas na nova ordem'),
  ),
})
export const categoryConfigBody = partnerOfficeBody.extend({
  id_linha_resultado: nullableId.optional(),
  grupo_dfc: z
    .preprocess(
      (v) => (v === '' || v === 'null' ? null : v),
      z.enum(dfcGroup.options, { message: 'Grupo da DFC inválido' }).nullable(),
    )
    .optional(),
  ignorada: formBoolean.optional(),
  rateavel: formBoolean.optional(),
  version,
})
export type CategoryConfigBody = z.infer<typeof categoryConfigBody>
export const weightsBody = partnerOfficeBody.extend({
  dimensao: apportionmentDimension,
  pesos: jsonText(
    z
      .array(
        z.object({
          id_alvo: recordId(),
          peso: z.coerce
            .number()
            .int('O peso deve ser um número inteiro')
            .min(0, 'O peso não pode ser negativo')
            .max(1_000_000, 'Peso máximo: 1.000.000'),
        }),
        { message: 'Informe os pesos' },
      )
      .max(5000),
  ),
})

// ---- Reports sender: each request is a job that sends the DRE XLSX over SMTP ----

const lowerEmail = emailSchema.transform((v) => v.trim().toLowerCase())
export const dreEmailBody = partnerOfficeBody.extend({
  begin_date: monthParam,
  end_date: monthParam,
  type: z.string().default('pj'),
  /** Omitted or empty: the office's registered recipients. */
  destinatarios: jsonText(z.array(lowerEmail).max(50, 'No máximo 50 destinatários')).optional(),
})
/** One DRE sent by e-mail, as the history lists it: who asked, when, to whom, which period, and how it went. */
export const dreEmailSend = z.object({
  id: z.number().int(),
  agrupamento: z.string(),
  competencia_inicio: z.string(),
  competencia_fim: z.string(),
  destinatarios: z.array(z.string()),
  status: z.enum(dreEmailStatuses),
  mensagem: z.string().nullable(),
  tentativas: z.number().int(),
  usuario: z.string().nullable(),
  data_criacao: z.string(),
  enviado_em: z.string().nullable(),
})
export type DreEmailSend = z.infer<typeof dreEmailSend>
export const dreEmailResponse = envelope(dreEmailSend.extend({ mensagem: z.string() }))
/** The history of the office's DRE e-mails (newest first) and whether this server can send e-mail at all. */
export const dreEmailsResponse = envelope(z.object({ smtp: z.boolean(), envios: z.array(dreEmailSend) }))
export const recipientBody = partnerOfficeBody.extend({
  email: lowerEmail,
  nome: z.string().trim().max(120, 'Nome com no máximo 120 caracteres').optional(),
})
export const recipientEditBody = recipientBody.extend({ version })
export const recipient = z.object({
  id: z.number().int(),
  email: z.string(),
  nome: z.string().nullable(),
  version: z.number().int(),
})
export type Recipient = z.infer<typeof recipient>
export const recipientsResponse = envelope(z.array(recipient))
export const recipientResponse = envelope(recipient)

const partners = '/v2/api/aawz-partners'
const reports = '/v3/api/admin/reports-sender'
/** Paths of the Partner BPO aliases, the configuration edits and the reports sender. */
export const partnerPaths = {
  rubricas: `${partners}/bpo/financial/rubricas`,
  areaRubricas: (area: number | string) => `${partners}/bpo/financial/revenue-areas/${area}/rubricas`,
  apportionment: `${partners}/bpo/financial/apportionment-metrics`,
  categoriesConfig: `${partners}/bpo/financial/categories/config`,
  categoryConfig: (id: number | string) => `${partners}/bpo/financial/categories/config/${id}`,
  resultLines: `${partners}/bpo/financial/dre/linhas-resultado`,
  resultLine: (id: number | string) => `${partners}/bpo/financial/dre/linhas-resultado/${id}`,
  resultLinesOrder: `${partners}/bpo/financial/dre/linhas-resultado/ordem`,
  commissionsClients: `${partners}/bpo/comissions-clients`,
  commissionsAdvisors: `${partners}/bpo/comissions-advisors`,
  dreBy: (kind: 'pj' | 'area-receita' | 'filial' | 'profissional') => `${partners}/office/dre/by-${kind}`,
  teamHistorical: '/v3/api/aawz-partners/bpo/financial/dre/team-historical',
  professionalHistorical: '/v3/api/aawz-partners/bpo/financial/dre/result-lines/professional-historical',
  dreEmail: `${reports}/dre/email`,
  dreEmails: (office: number | string) => `${reports}/dre/email/${office}`,
  recipients: `${reports}/escritorio-destinatario-emails`,
  officeRecipients: (office: number | string) => `${reports}/escritorio-destinatario-emails/${office}`,
  recipient: (office: number | string, id: number | string) =>
    `${reports}/escritorio-destinatario-emails/${office}/${id}`,
} as const
