import { isValidBoleto } from '@brazilian-utils/brazilian-utils'
import { applyPattern, onlyDigits } from './core'

// Check digits of the cobrança bancária slip (Carta-Circular BCB nº 2.926/2000). The library validates
// linhas digitáveis (47 and 48 digits) and arrecadação barcodes, but not the 44 digit bank barcode, so
// that case (and the barcode ↔ linha conversion) uses these two small functions.

/** Módulo 10 (weights 2, 1 from the right, digit sums of products), the field check digit. */
export const mod10 = (digits: string): number => {
  let sum = 0
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = Number(digits[i]) * weight
    sum += product > 9 ? product - 9 : product
  }
  return (10 - (sum % 10)) % 10
}

/** Módulo 11 of the bank barcode (weights 2..9 from the right; results 0, 10 and 11 become 1). */
export const mod11Barcode = (digits: string): number => {
  let sum = 0
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += Number(digits[i]) * weight
  }
  const result = 11 - (sum % 11)
  return result === 0 || result === 10 || result === 11 ? 1 : result
}

const isArrecadacao = (digits: string): boolean => digits.startsWith('8')

/** 44 digit barcode with a valid check digit (bank slip or arrecadação). */
export const isValidBoletoBarcode = (value: string): boolean => {
  const digits = onlyDigits(value)
  if (digits.length !== 44) return false
  if (isArrecadacao(digits)) return isValidBoleto(digits)
  return mod11Barcode(digits.slice(0, 4) + digits.slice(5)) === Number(digits[4])
}

/** Linha digitável, 47 digits (bank slip) or 48 (arrecadação), with every check digit valid. */
export const isValidLinhaDigitavel = (value: string): boolean => {
  const digits = onlyDigits(value)
  return (digits.length === 47 || (digits.length === 48 && isArrecadacao(digits))) && isValidBoleto(digits)
}

/** Bank barcode (44) → linha digitável (47), computing the three field check digits. Null for other input. */
export const barcodeToLinhaDigitavel = (value: string): string | null => {
  const digits = onlyDigits(value)
  if (digits.length !== 44 || isArrecadacao(digits)) return null
  const field1 = digits.slice(0, 4) + digits.slice(19, 24)
  const field2 = digits.slice(24, 34)
  const field3 = digits.slice(34, 44)
  return `${field1}${mod10(field1)}${field2}${mod10(field2)}${field3}${mod10(field3)}${digits[4]}${digits.slice(5, 19)}`
}

/** Linha digitável (47) → bank barcode (44). Null for other input. */
export const linhaDigitavelToBarcode = (value: string): string | null => {
  const digits = onlyDigits(value)
  if (digits.length !== 47) return null
  return digits.slice(0, 4) + digits.slice(32, 47) + digits.slice(4, 9) + digits.slice(10, 20) + digits.slice(21, 31)
}

const BANK_LINHA = 'DDDDD.DDDDD DDDDD.DDDDDD DDDDD.DDDDDD D DDDDDDDDDDDDDD'
const ARRECADACAO_LINHA = 'DDDDDDDDDDD-D DDDDDDDDDDD-D DDDDDDDDDDD-D DDDDDDDDDDD-D'

/** Mask of the linha digitável as typed: bank slips 47 digits, arrecadação (starting with 8) 48. */
export const maskLinhaDigitavel = (value: string): string => {
  const digits = onlyDigits(value)
  return applyPattern(digits, isArrecadacao(digits) ? ARRECADACAO_LINHA : BANK_LINHA)
}

/** Mask of the barcode: 44 digits, no grouping. */
export const maskBoletoBarcode = (value: string): string => onlyDigits(value).slice(0, 44)
