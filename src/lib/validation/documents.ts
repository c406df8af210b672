import { isValidCnpj, isValidCpf } from '@brazilian-utils/brazilian-utils'
import { messages } from './messages'
import type { RuleResult } from './types'

const cpfPattern = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/
// The 2026 CNPJ has letters or digits in its first 12 places; the 2 check digits stay numeric.
const cnpjPattern = /^[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}$/

/** Masked CPF (14 characters) with valid check digits. */
export const isValidMaskedCpf = (value: string): boolean => cpfPattern.test(value) && isValidCpf(value)

/**
 * Masked CNPJ (18 characters), numeric or the alphanumeric CNPJ of 2026, with valid check digits.
 * Letters are read upper case, as the Receita Federal writes them.
 */
export const isValidMaskedCnpj = (value: string): boolean => {
  const upper = value.toUpperCase()
  return cnpjPattern.test(upper) && isValidCnpj(upper, { version: 2 })
}

/** cpf: 14 characters and valid check digits. */
export const cpf = (value: string | null | undefined): RuleResult =>
  !cpfPattern.test(value ?? '') ? messages.invalid : isValidMaskedCpf(value ?? '') || messages.cpfInvalid

/** cnpj: empty, or 18 characters with valid check digits. */
export const cnpj = (value: string | null | undefined): RuleResult =>
  !value ||
  (!cnpjPattern.test(value.toUpperCase()) ? messages.invalid : isValidMaskedCnpj(value) || messages.cnpjInvalid)

/** cpf_cnpj: a valid CPF (14) or CNPJ (18). */
export const cpfCnpj = (value: string | null | undefined): RuleResult => {
  const text = value ?? ''
  if (text.length === 14) return cpf(text)
  if (text.length === 18) return cnpj(text)
  return messages.invalid
}
