import { z } from 'zod'
import { normalizeForSearch } from '../lib/text'
import { combine, cpf, fullName, messages, phone, type Rule, required, singleEmail } from '../lib/validation'
import { envelope } from './envelope'
import { recordId } from './primitives'
import { jsonText, optionalRuleString, requiredString, ruleString } from './rules'

/** §3 Client: `id_cadastro_cliente` negative or missing means the office has no access yet. */
export const clientItem = z.object({
  id: z.number().int(),
  nome_cliente: z.string(),
  name: z.string(),
  login: z.string().nullable(),
  email: z.string().nullable(),
  id_cadastro_cliente: z.number().int().nullable(),
  id_cliente_web: z.number().int().nullable(),
  cpf: z.string().nullable(),
  telefone: z.string().nullable(),
  id_profissional: z.number().int().nullable(),
  nome_profissional: z.string().nullable(),
  patrimonio_centavos: z.string(),
  data_atualizacao: z.string(),
})
export type ClientItem = z.infer<typeof clientItem>
export const clientListResponse = envelope(z.array(clientItem))
export const clientListQuery = z.object({ q: z.string().max(200).optional() })

const NAME_MAX = 200
const shortEnough: Rule<string> = (value) => value.length <= NAME_MAX || `Use no máximo ${NAME_MAX} caracteres`
/** Masked as src/lib/masks phoneMask writes it: '(11) 3456-7890' or '(11) 98765-4321'. */
const maskedPhone: Rule<string> = (value) => /^\(\d{2}\) \d{4,5}-\d{4}$/.test(value) || messages.invalid

/** The new-client form's §5 rules, one per field: the form shows them as the user types, the server enforces them. */
export const newClientRules = {
  nome_cliente: combine<string>(required, fullName, shortEnough),
  email: combine<string>(required, singleEmail, shortEnough),
  cpf: combine<string>(required, cpf),
  /** Optional: empty passes. */
  telefone: (value: string) => value === '' || combine<string>(phone, maskedPhone)(value),
} satisfies Record<string, Rule<string>>

/** '+ Cliente' (§2 'Selecionar cliente'): name, e-mail, CPF (check digits), phone optional. */
export const newClientBody = z.object({
  nome_cliente: ruleString(newClientRules.nome_cliente),
  email: ruleString(newClientRules.email),
  cpf: ruleString(newClientRules.cpf),
  telefone: optionalRuleString(newClientRules.telefone),
})
export type NewClient = z.infer<typeof newClientBody>
export const newClientResponse = envelope(clientItem)

export const clientParams = z.object({
  id: recordId(),
  client: recordId(),
})

/** §3 client asset row, with the position fields of §7 (ativos holding campos_faltantes and tipo). */
export const clientAsset = z.object({
  id: z.number().int(),
  nome_ativo: z.string(),
  referencia: z.string().nullable(),
  tipo: z.string(),
  classe: z.string(),
  valor_centavos: z.string(),
  campos_faltantes: z.array(z.string()),
  data_atualizacao_cotizacao: z.string().nullable(),
  data_atualizacao_crawler: z.string().nullable(),
})
export type ClientAsset = z.infer<typeof clientAsset>

/** What a missing position field is called on screen (clients never see the column names). */
const MISSING_FIELD_LABELS: Record<string, string> = {
  cnpj_fundo: 'CNPJ do fundo',
  indexador: 'Indexador',
  data_vencimento: 'Data de vencimento',
  referencia: 'Código de referência',
}
export const missingFieldLabel = (field: string) => MISSING_FIELD_LABELS[field] ?? field.replaceAll('_', ' ')

/** §9 ignored categories: assets of these types never make the portfolio "incomplete". */
export const IGNORED_ASSET_TYPES = ['poupança', 'outros', 'proventos', 'saldo em conta'] as const

/** §4: true if any asset misses fields and its type is not ignored (accents and case aside: 'Poupanca' = 'poupança'). */
export function hasIncompleteAssets(assets: readonly Pick<ClientAsset, 'tipo' | 'campos_faltantes'>[]): boolean {
  const ignored = new Set(IGNORED_ASSET_TYPES.map(normalizeForSearch))
  return assets.some((a) => a.campos_faltantes.length > 0 && !ignored.has(normalizeForSearch(a.tipo)))
}

export const clientDetail = z.object({
  cliente: clientItem,
  data_atualizacao: z.string(),
  data_cotizacao: z.string().nullable(),
  ativos: z.array(clientAsset),
  /** §4: computed only for client users; null for the others. */
  has_incompletes_assets: z.boolean().nullable(),
})
export type ClientDetail = z.infer<typeof clientDetail>
export const clientDetailResponse = envelope(clientDetail)

/** §3 client communication. */
export const communication = z.object({
  id: z.number().int(),
  nome: z.string(),
  conteudo: z.array(z.string()),
  data_criacao: z.string(),
})
export type Communication = z.infer<typeof communication>
export const communicationsResponse = envelope(z.array(communication))
export const communicationBody = z.object({
  nome: requiredString,
  conteudo: jsonText(z.array(z.string().max(4000)).min(1, 'Campo obrigatório')),
})
