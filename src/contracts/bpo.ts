import './zod-locale'
import { getBankByCode, getPixKeyInfo } from '@brazilian-utils/brazilian-utils'
import { z } from 'zod'
import { messages } from '../lib/validation'
import { envelope } from './envelope'
import { int4, recordId } from './primitives'
import { cpfCnpjSchema } from './rules'

// The BPO registers (/bpo/manager/*): one schema of editable fields per register, shared by the record dialog
// and the server. Bodies arrive as form data (§7), where an empty optional field is '' (stored as null).

export const NAME_MAX = 120
const typeError = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? messages.required : messages.invalid

const nome = z
  .string({ error: typeError })
  .trim()
  .min(1, messages.required)
  .max(NAME_MAX, `Máximo de ${NAME_MAX} caracteres`)

/** Optional text: '' or missing is null. */
const optionalText = (max: number) =>
  z
    .string({ error: messages.invalid })
    .trim()
    .max(max, `Máximo de ${max} caracteres`)
    .nullish()
    .transform((v) => v || null)

/** Optional text matching a pattern ('Formato inválido' otherwise). */
const optionalPattern = (pattern: RegExp) =>
  optionalText(40).refine((v) => v === null || pattern.test(v), messages.invalid)

/** An optional reference to another register's row: '' or missing is none. */
const optionalRef = (message: string) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), recordId(message).nullable())

/** A flag from JSON or form text. */
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean().default(true))

export const BANK_UNKNOWN = 'Banco não encontrado'
const bankCode = optionalText(3).refine(
  (v) => v === null || (/^\d{3}$/.test(v) && getBankByCode(v) !== null),
  BANK_UNKNOWN,
)
const agencia = optionalPattern(/^\d{1,5}(-[\dXx])?$/)
const conta = optionalPattern(/^\d{1,13}-[\dXx]$/)

export const pixTypes = ['cpf', 'cnpj', 'email', 'telefone', 'aleatoria'] as const
export type PixType = (typeof pixTypes)[number]
export const pixTypeLabels: Record<PixType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  email: 'E-mail',
  telefone: 'Telefone (+55)',
  aleatoria: 'Chave aleatória',
}
export const PIX_INVALID = 'Chave PIX inválida para o tipo escolhido'
export const PIX_TYPE_REQUIRED = 'Escolha o tipo da chave PIX'
const libraryType = { cpf: 'cpf', cnpj: 'cnpj', email: 'email', telefone: 'phone', aleatoria: 'evp' } as const

/** Whether a PIX key is of the chosen type (the library's DICT rules; a phone key written with +55). */
export function isPixKeyOfType(type: PixType, key: string): boolean {
  const info = getPixKeyInfo(key)
  if (info?.type !== libraryType[type]) return false
  return type !== 'telefone' || key.replace(/[\s()-]/g, '').startsWith('+55')
}

export const providerFields = z
  .object({
    nome,
    cpf_cnpj: cpfCnpjSchema,
    tipo_pix: z.preprocess((v) => (v === '' ? null : v), z.enum(pixTypes, messages.invalid).nullish()),
    chave_pix: optionalText(77),
    banco: bankCode,
    agencia,
    conta,
    ativo: flag,
  })
  .superRefine((p, ctx) => {
    if (p.chave_pix && !p.tipo_pix) ctx.addIssue({ code: 'custom', path: ['tipo_pix'], message: PIX_TYPE_REQUIRED })
    if (p.chave_pix && p.tipo_pix && !isPixKeyOfType(p.tipo_pix, p.chave_pix))
      ctx.addIssue({ code: 'custom', path: ['chave_pix'], message: PIX_INVALID })
    if (!p.chave_pix && p.tipo_pix) ctx.addIssue({ code: 'custom', path: ['chave_pix'], message: messages.required })
  })

export const dfcGroups = ['operacional', 'investimento', 'financiamento', 'transferencia'] as const
export const dfcGroupLabels: Record<(typeof dfcGroups)[number], string> = {
  operacional: 'Operacional',
  investimento: 'Investimento',
  financiamento: 'Financiamento',
  transferencia: 'Transferência entre contas',
}
export const LINE_NOT_ENTRY = 'Escolha uma linha de lançamento do DRE (não um subtotal)'
/** No DRE line: the category moves cash (DFC) without being a result, e.g. buying equipment or a loan. */
export const categoryFields = z.object({
  nome,
  id_linha_resultado: optionalRef('Linha do DRE não encontrada'),
  grupo_dfc: z.enum(dfcGroups, 'Escolha o grupo do DFC'),
})
export const accountFields = z.object({ nome, banco: bankCode, agencia, conta, ativo: flag })
export const departmentFields = z.object({ nome, ativo: flag })
export const branchFields = z.object({ nome, cidade: optionalText(NAME_MAX), ativo: flag })
export const serviceFields = z.object({
  nome,
  descricao: optionalText(500),
  id_categoria: optionalRef('Categoria não encontrada'),
  ativo: flag,
})

/** Each register: its path segment and the fields its record dialog edits. */
export const bpoRegisters = {
  fornecedores: providerFields,
  categorias: categoryFields,
  contas: accountFields,
  departamentos: departmentFields,
  filiais: branchFields,
  servicos: serviceFields,
} as const
export type BpoRegister = keyof typeof bpoRegisters
export const bpoRegisterNames = Object.keys(bpoRegisters) as BpoRegister[]
export type RegisterFields<R extends BpoRegister> = z.output<(typeof bpoRegisters)[R]>
export type RegisterInput<R extends BpoRegister> = z.input<(typeof bpoRegisters)[R]>

/**
 * A stored row: id, version, name and the register's fields by name. Loose on purpose: rows the financial
 * engine created may lack what the dialog now requires (a category outside the DRE has no line).
 */
export const registerRow = z.looseObject({
  id: z.number().int(),
  version: z.number().int().positive(),
  nome: z.string(),
})
export const registerListResponse = envelope(z.array(registerRow))

export const versionBody = z.object({ version: int4({ min: 1 }) })
export const registerParams = z.object({ id: recordId(), rowId: recordId('Registro não encontrado') })

/** What the record dialogs offer in their selects: the DRE lines and the ledger categories. */
export const bpoOptions = z.object({
  linhas_resultado: z.array(z.object({ id: z.number(), nome: z.string(), tipo: z.enum(['lancamento', 'subtotal']) })),
  categorias: z.array(z.object({ id: z.number(), nome: z.string() })),
})
export type BpoOptions = z.infer<typeof bpoOptions>
export const bpoOptionsResponse = envelope(bpoOptions)

/**
 * What must be unique in a register of one office (its unique index): the form checks it against the rows it
 * holds before queuing, and the server answers the same message (409) when two edits race.
 */
export const uniqueFields = {
  fornecedores: { field: 'cpf_cnpj', message: 'Já existe um fornecedor com este CPF/CNPJ neste escritório.' },
  categorias: { field: 'nome', message: 'Já existe uma categoria com este nome neste escritório.' },
  departamentos: { field: 'nome', message: 'Já existe um departamento com este nome neste escritório.' },
  servicos: { field: 'nome', message: 'Já existe um serviço com este nome neste escritório.' },
} as const satisfies Partial<Record<BpoRegister, { field: string; message: string }>>

export const STALE_REGISTER = 'Este registro foi alterado por outra pessoa. Recarregue e tente novamente.'
export const IN_USE = 'Este registro está em uso e não pode ser removido.'
