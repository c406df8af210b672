import { type Currency, formatMoney, parseCentavos } from '../format/money'
import { onlyDigits } from './core'

/**
 * Currency input typed from the right, as cash registers do: each digit enters at the centavos end.
 * '123456' → 'R$ 1.234,56'. Text with K, M or B ('R$ 1,5 M') is expanded to its full value.
 * Empty input stays empty so a required rule can catch it.
 */
export const applyCurrencyMask = (value: string, currency: Currency = 'BRL'): string => {
  if (/[KMB]\s*$/i.test(value.trim())) {
    const centavos = parseCentavos(value)
    if (centavos !== null) return formatMoney(centavos, currency)
  }
  const digits = onlyDigits(value).replace(/^0+/, '')
  if (digits === '') return ''
  const negative = value.trim().startsWith('-')
  return formatMoney(negative ? -BigInt(digits) : BigInt(digits), currency)
}

/** Integer centavos of a masked currency value ('R$ 1.234,56' → 123456n), or null when empty or invalid. */
export const stripCurrencyMask = (value: string): bigint | null => parseCentavos(value)
