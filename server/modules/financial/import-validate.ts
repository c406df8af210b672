import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils'
import type { UploadError } from '../../../src/contracts/financial'
import { AMOUNT_TOO_LARGE, isSafeText, MAX_CENTAVOS, TEXT_INVALID } from '../../../src/contracts/primitives'
import { normaliseHeader, type RawSheet } from './import-parse'
import type { EntryRow } from './ledger-write'

export const IMPORT_COLUMNS = [
  'data_competencia',
  'data_pagamento',
  'valor',
  'categoria',
  'pj',
  'profissional',
  'area_receita',
  'filial',
  'equipe',
  'descricao',
] as const
/** Accepted besides the template's columns. */
const OPTIONAL_COLUMNS = ['conta_corrente', 'fornecedor', 'cpf_cnpj_fornecedor'] as const
const REQUIRED = ['data_competencia', 'valor', 'categoria'] as const
const MAX_ERRORS = 500

/** Lookup of a dimension by any of its names (case and accent insensitive). */
export type Lookup = Map<string, number>
export type Lookups = {
  categoria: Lookup
  pj: Lookup
  profissional: Lookup
  area_receita: Lookup
  filial: Lookup
  equipe: Lookup
  conta_corrente: Lookup
  contaPadrao: number | null
}

export const lookupKey = (s: string) => normaliseHeader(s).replace(/_/g, ' ')

const dimensionMessages = {
  categoria: 'Categoria não encontrada',
  pj: 'PJ não encontrada',
  profissional: 'Profissional não encontrado',
  area_receita: 'Área de receita não encontrada',
  filial: 'Filial não encontrada',
  equipe: 'Equipe não encontrada',
  conta_corrente: 'Conta corrente não encontrada',
} as const

/** DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real date. */
export function parseDate(s: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(s.trim())
  if (!m) return null
  const [, d, mo, y] = m
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)))
  if (date.getUTCFullYear() !== Number(y) || date.getUTCMonth() !== Number(mo) - 1 || date.getUTCDate() !== Number(d)) {
    return null
  }
  return `${y}-${mo}-${d}`
}

/** '1.234,56' / '-1234,5' / '12' → centavos, or null. */
export function parseAmount(s: string): bigint | null {
  const t = s.trim().replace(/^R\$\s*/, '')
  const m = /^([+-]?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(t)
  if (!m) return null
  const [, sign, int, dec = ''] = m
  const cents = BigInt(int.replaceAll('.', '')) * 100n + BigInt(dec.padEnd(2, '0') || '0')
  return sign === '-' ? -cents : cents
}

/**
 * A supplier's CPF or CNPJ, masked or not → its characters without the mask ('' when empty), or false when it
 * is neither a valid CPF (11 digits) nor a valid CNPJ (14, including the alphanumeric one of 2026).
 */
export function supplierDocument(text: string): string | false {
  const raw = text.replace(/[^0-9A-Za-z]/g, '').toUpperCase()
  if (raw === '') return ''
  if (/^\d{11}$/.test(raw)) return isValidCpf(raw) ? raw : false
  return raw.length === 14 && isValidCnpj(raw, { version: 2 }) ? raw : false
}

export type ValidationResult = { rows: EntryRow[]; errors: UploadError[]; errorCount: number }

/** Checks every row; returns the entries only when there is no error at all. */
export function validateSheet(sheet: RawSheet, lookups: Lookups): ValidationResult {
  const errors: UploadError[] = []
  let errorCount = 0
  const fail = (linha: number, coluna: string, mensagem: string) => {
    errorCount++
    if (errors.length < MAX_ERRORS) errors.push({ linha, coluna, mensagem })
  }
  if (sheet.header.length === 0) {
    fail(1, 'arquivo', 'O arquivo está vazio')
    return { rows: [], errors, errorCount }
  }
  const known = new Set<string>([...IMPORT_COLUMNS, ...OPTIONAL_COLUMNS])
  sheet.header.forEach((h) => {
    if (h !== '' && !known.has(h)) fail(1, h, `Coluna desconhecida: "${h}"`)
  })
  for (const r of REQUIRED) if (!sheet.header.includes(r)) fail(1, r, `Coluna obrigatória ausente: "${r}"`)
  if (sheet.rows.length === 0) fail(1, 'arquivo', 'O arquivo não tem lançamentos')
  if (errorCount > 0) return { rows: [], errors, errorCount }

  const idx = new Map(sheet.header.map((h, i) => [h, i]))
  const rows: EntryRow[] = []
  for (const { linha, cells } of sheet.rows) {
    const get = (col: string) => {
      const i = idx.get(col)
      return i === undefined ? '' : (cells[i] ?? '').trim()
    }
    const before = errorCount
    sheet.header.forEach((h, i) => {
      if (!isSafeText(cells[i] ?? '')) fail(linha, h, TEXT_INVALID)
    })
    const date = (col: 'data_competencia' | 'data_pagamento', required: boolean) => {
      const v = get(col)
      if (v === '') {
        if (required) fail(linha, col, 'Campo obrigatório')
        return null
      }
      const parsed = parseDate(v)
      if (!parsed) fail(linha, col, `Data inválida: "${v}" (use DD/MM/AAAA)`)
      return parsed
    }
    const competencia = date('data_competencia', true)
    const pagamento = date('data_pagamento', false)
    const valorText = get('valor')
    const valor = valorText === '' ? null : parseAmount(valorText)
    if (valorText === '') fail(linha, 'valor', 'Campo obrigatório')
    else if (valor === null) fail(linha, 'valor', `Valor inválido: "${valorText}" (use 1.234,56)`)
    else if (valor > MAX_CENTAVOS || valor < -MAX_CENTAVOS) fail(linha, 'valor', AMOUNT_TOO_LARGE)
    const dim = (col: keyof typeof dimensionMessages, required = false) => {
      const v = get(col)
      if (v === '') {
        if (required) fail(linha, col, 'Campo obrigatório')
        return null
      }
      const id = lookups[col].get(lookupKey(v))
      if (id === undefined) fail(linha, col, `${dimensionMessages[col]}: "${v}"`)
      return id ?? null
    }
    const categoria = dim('categoria', true)
    const entry = {
      id_pj: dim('pj'),
      id_profissional: dim('profissional'),
      id_area_receita: dim('area_receita'),
      id_filial: dim('filial'),
      id_equipe: dim('equipe'),
      id_conta_corrente: dim('conta_corrente'),
    }
    const documento = supplierDocument(get('cpf_cnpj_fornecedor'))
    if (documento === false) fail(linha, 'cpf_cnpj_fornecedor', `CPF/CNPJ inválido: "${get('cpf_cnpj_fornecedor')}"`)
    const descricao = get('descricao')
    if (descricao.length > 500) fail(linha, 'descricao', 'Descrição com mais de 500 caracteres')
    if (errorCount > before || competencia === null || valor === null || categoria === null) continue
    rows.push({
      ...entry,
      data_competencia: competencia,
      data_pagamento: pagamento,
      valor_centavos: valor,
      id_categoria: categoria,
      id_conta_corrente: entry.id_conta_corrente ?? (pagamento ? lookups.contaPadrao : null),
      fornecedor: get('fornecedor') || null,
      cpf_cnpj_fornecedor: documento || null,
      descricao: descricao || null,
      origem: 'import',
    })
  }
  return { rows: errorCount > 0 ? [] : rows, errors, errorCount }
}

export function templateCsv(example: { categoria: string; pj: string; profissional: string; area: string }): string {
  const lines = [
    IMPORT_COLUMNS.join(';'),
    `15/01/2026;20/01/2026;12.345,67;${example.categoria};${example.pj};${example.profissional};${example.area};;;Receita de janeiro`,
    `31/01/2026;05/02/2026;-1.234,56;Aluguel e condomínio;${example.pj};;;;;Aluguel (despesa compartilhada)`,
  ]
  return `\ufeff${lines.join('\r\n')}\r\n`
}
