import { getBoletoInfo, getPixKeyInfo, getPixPayloadInfo } from '@brazilian-utils/brazilian-utils'
import { toIsoDate } from './format/date'
import { barcodeToLinhaDigitavel, isValidBoletoBarcode, isValidLinhaDigitavel } from './masks/boleto'
import { onlyDigits } from './masks/core'

// Reading the payment codes of a bill: a boleto (linha digitável or barcode, every check digit checked) and a
// PIX key or copy-and-paste BR Code (EMV, CRC16 checked by the library). Both give the amount (and the boleto
// the due date) so the record dialog can fill them.

export type BoletoReading = {
  /** What is stored: the 47-digit linha digitável (a bank barcode is converted), or the arrecadação digits. */
  codigo: string
  /** Centavos; null when the slip carries no amount. */
  valor: bigint | null
  /** YYYY-MM-DD; null when the slip carries no due date (arrecadação, or factor 0). */
  vencimento: string | null
}

/**
 * A boleto typed as linha digitável (47 or 48 digits) or barcode (44), with or without the mask; null when any
 * check digit is wrong. `referenceDate` resolves the due-date factor's cycle (it restarted on 22/02/2025).
 */
export function readBoleto(text: string, referenceDate = new Date()): BoletoReading | null {
  const digits = onlyDigits(text)
  let codigo: string | null = null
  if (digits.length === 44 && isValidBoletoBarcode(digits))
    codigo = digits.startsWith('8') ? digits : barcodeToLinhaDigitavel(digits)
  else if (isValidLinhaDigitavel(digits)) codigo = digits
  if (codigo === null) return null
  const info = getBoletoInfo(codigo, { referenceDate })
  if (!info) return null
  return {
    codigo,
    valor: info.amount > 0 ? BigInt(info.amount) : null,
    vencimento: info.expirationDate ? toIsoDate(info.expirationDate) : null,
  }
}

export type PixReading = { tipo: 'copia-e-cola'; valor: bigint | null } | { tipo: 'chave'; valor: null }

const BR_CODE_START = '000201'

/** A PIX copy-and-paste code (its CRC16 and structure checked) or a PIX key of any type; null otherwise. */
export function readPix(text: string): PixReading | null {
  const value = text.trim()
  if (value.startsWith(BR_CODE_START)) {
    const info = getPixPayloadInfo(value)
    if (!info) return null
    return { tipo: 'copia-e-cola', valor: info.amount === undefined ? null : BigInt(Math.round(info.amount * 100)) }
  }
  return getPixKeyInfo(value) ? { tipo: 'chave', valor: null } : null
}
