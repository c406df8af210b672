import './zod-locale'
import { z } from 'zod'
import { combine, messages, type Rule, required } from '../lib/validation'
import { clientAsset } from './clients'
import { envelope } from './envelope'
import { formBoolean } from './form-boolean'
import { centavos, recordId } from './primitives'
import { crawlerSchema, jsonText, ruleString } from './rules'

// Client assets (/ativos, §3 Client asset row, Missing stock, Ticker change, §5 Replace asset name, §7 notebooks)
// and the fixed-income crawler (§3 Crawler state, §4 Crawler, §5 Crawler).

export const CLIENT_NOT_FOUND = 'Cliente não encontrado'
export const ASSET_NOT_FOUND = 'Ativo não encontrado'
export const OFFICE_NOT_FOUND = 'Escritório não encontrado'
export const SAME_NAME = 'O novo nome deve ser diferente do nome atual'
export const NOTHING_TO_RENAME = 'Este cliente não tem ativo com esse nome'
export const STOCK_EXISTS = 'Esta ação já está na lista de ações faltantes'
export const TICKER_CHANGE_EXISTS = 'Já existe uma mudança registrada para este ticker'
export const CRAWLER_NOT_FOUND = 'Execução do crawler não encontrada'
export const CRAWLER_UNCONFIGURED = 'A fonte de renda fixa não está configurada neste servidor'

/** A B3 ticker: four letters and one or two digits (PETR4, BOVA11), upper-cased. */
const TICKER = /^[A-Z]{4}\d{1,2}$/
export const tickerRule: Rule<string> = combine<string>(required, (v) => TICKER.test(v) || messages.invalid)
export const tickerSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  ruleString(tickerRule),
)

const officeId = recordId(OFFICE_NOT_FOUND)
const assetName = ruleString(required)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, messages.required).max(200))

export const officeQuery = z.object({ id_escritorio: officeId })

/** §7: GET app_dados_ativos_clientes with `filters` = JSON of {id_cliente}. */
export const assetRowsQuery = officeQuery.extend({
  filters: jsonText(
    z.object(
      { id_cliente: recordId(CLIENT_NOT_FOUND) },
      { error: (issue) => (issue.input === undefined ? messages.required : messages.invalid) },
    ),
  ),
})
export const assetRowsResponse = z.object({
  status: z.number(),
  data: z.array(clientAsset),
  /** The client and its wealth, by the same definition as the portfolio's 'Total da carteira'. */
  cliente: z.object({ id: z.number(), nome_cliente: z.string(), patrimonio_centavos: z.string() }),
})
export type AssetRows = z.infer<typeof assetRowsResponse>

/** §5 Replace asset name: old_name and new_name required; update_referencia true unless said otherwise. */
export const changeNameBody = z
  .object({
    id_escritorio: officeId,
    id_cliente: recordId(CLIENT_NOT_FOUND),
    old_name: assetName,
    new_name: assetName,
    update_referencia: formBoolean.default(true),
  })
  .refine((b) => b.old_name !== b.new_name, { message: SAME_NAME, path: ['new_name'] })
/** What the web app sends (the office goes beside it). */
export type ChangeName = { id_cliente: number; old_name: string; new_name: string; update_referencia: boolean }
export const changeNameResponse = envelope(z.object({ renomeados: z.number().int() }))

export const cotizationQuery = officeQuery.extend({
  id_cliente: recordId(CLIENT_NOT_FOUND),
  id_ativo: recordId(ASSET_NOT_FOUND),
})
/** Checking a cotization confirms it today, optionally with the value read from the source. */
export const cotizationBody = cotizationQuery.extend({
  valor_centavos: centavos.refine((v) => !v.startsWith('-'), messages.invalid).optional(),
})
export const cotizationSituations = ['em_dia', 'desatualizada', 'sem_cotizacao'] as const
export type CotizationSituation = (typeof cotizationSituations)[number]
export const cotizationSituationLabels: Record<CotizationSituation, string> = {
  em_dia: 'Em dia',
  desatualizada: 'Desatualizada',
  sem_cotizacao: 'Sem cotização',
}
/** Days after which a cotization counts as out of date. */
export const COTIZATION_STALE_DAYS = 3
export const cotizationCheck = z.object({
  ativo: clientAsset,
  situacao: z.enum(cotizationSituations),
  dias_desde_cotizacao: z.number().int().nullable(),
  /** The asset's reference is on the missing-stocks list: the source cannot quote it. */
  acao_faltante: z.boolean(),
})
export type CotizationCheck = z.infer<typeof cotizationCheck>
export const cotizationResponse = envelope(cotizationCheck)

export const missingStockBody = z.object({ stock: tickerSchema })
export const missingStock = z.object({ id: z.number(), stock: z.string(), data_criacao: z.string() })
export const missingStocksResponse = z.object({ status: z.number(), missing_stocks: z.array(missingStock) })

export const tickerChangeBody = z
  .object({ old_name: tickerSchema, new_name: tickerSchema })
  .refine((b) => b.old_name !== b.new_name, { message: SAME_NAME, path: ['new_name'] })
export const tickerChange = z.object({
  id: z.number(),
  old_name: z.string(),
  new_name: z.string(),
  data_criacao: z.string(),
})
export const tickerChangesResponse = envelope(z.array(tickerChange))

/** A position of the office still under a ticker's old name. */
export const tickerFinding = z.object({
  id_cliente: z.number(),
  nome_cliente: z.string(),
  id_ativo: z.number(),
  nome_ativo: z.string(),
  referencia: z.string().nullable(),
  old_name: z.string(),
  new_name: z.string(),
})
export type TickerFinding = z.infer<typeof tickerFinding>
export const tickerAnalyzerResponse = envelope(z.array(tickerFinding))

/** §5 Crawler: login, password and token required; password and token 6 digits. */
export const crawlerBody = crawlerSchema.extend({ id_escritorio: officeId })
export const crawlerParams = z.object({ requestId: z.uuid(CRAWLER_NOT_FOUND) })

/** §3 Crawler state as the server answers it: step runs 1 … n_steps, -1 when the run failed. */
export const crawlerState = z.object({
  status: z.number(),
  request_id: z.string(),
  data: z.object({ metadata: z.object({ step: z.number().int(), n_steps: z.number().int() }) }),
  etapa: z.string().nullable(),
  mensagem: z.string().nullable(),
  atualizado_em: z.string(),
})
export type CrawlerState = z.infer<typeof crawlerState>

export const rfProduct = z.object({
  id: z.number(),
  codigo: z.string(),
  nome: z.string(),
  emissor: z.string(),
  tipo: z.string(),
  indexador: z.string(),
  taxa: z.string(),
  vencimento: z.string(),
  preco_unitario_centavos: z.string(),
  aplicacao_minima_centavos: z.string(),
  data_atualizacao: z.string(),
})
export type RfProduct = z.infer<typeof rfProduct>
export const rfProductsResponse = envelope(z.array(rfProduct))
