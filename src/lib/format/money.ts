import { formatScaled, parseDecimalScaled, roundScaled } from './number'

export type Currency = 'BRL' | 'USD'

export const currencyPrefix: Record<Currency, string> = { BRL: 'R$', USD: 'US$' }

/** A no-break space: an amount never wraps its 'R$' (or its 'M') apart from the number. */
const NBSP = '\u00a0'

const abbreviations = { K: 3, M: 6, B: 9 } as const
type Abbreviation = keyof typeof abbreviations

const toCentavos = (value: bigint | number): bigint | null => {
  if (typeof value === 'bigint') return value
  if (!Number.isFinite(value)) return null
  return BigInt(Math.round(value))
}

/** Money from integer centavos: 123456 → 'R$ 1.234,56'; -5 → '-R$ 0,05'. Empty for non-finite numbers. */
export const formatMoney = (centavos: bigint | number, currency: Currency = 'BRL'): string => {
  const value = toCentavos(centavos)
  if (value === null) return ''
  const text = formatScaled(value < 0n ? -value : value, 2)
  return `${value < 0n ? '-' : ''}${currencyPrefix[currency]}${NBSP}${text}`
}

/**
 * Money shortened with K, M or B and at most 2 decimals, trailing zeros dropped:
 * 150000000 centavos → 'R$ 1,5 M'. Values under 1.000 are written in full.
 */
export const formatMoneyAbbreviated = (centavos: bigint | number, currency: Currency = 'BRL'): string => {
  const value = toCentavos(centavos)
  if (value === null) return ''
  const abs = value < 0n ? -value : value
  const entry = (['B', 'M', 'K'] as const).find((key) => abs >= 10n ** BigInt(abbreviations[key] + 2))
  if (!entry) return formatMoney(value, currency)
  const hundredths = roundScaled(abs, abbreviations[entry])
  const text = formatScaled(hundredths, 2).replace(/,?0+$/, '')
  return `${value < 0n ? '-' : ''}${currencyPrefix[currency]}${NBSP}${text}${NBSP}${entry}`
}

export type ParsedMoney = { centavos: bigint; currency: Currency }

const moneyPattern = /^(-)?\s*(R\$|US\$)?\s*(-)?\s*([\d.,]+)\s*([KMB])?$/i

/**
 * Reads currency text typed in pt-BR into exact integer centavos: 'R$ 1,5 M' → 150000000n,
 * 'US$ 2.500,00' → 250000n, '2,5K' → 250000n. '.' groups thousands and ',' is the decimal mark.
 * Returns null for anything else, including more decimals than centavos can hold ('1,234').
 */
export const parseMoney = (text: string): ParsedMoney | null => {
  const match = moneyPattern.exec(text.trim())
  if (!match) return null
  const [, minusBefore, prefix, minusAfter, number = '', suffix] = match
  if (minusBefore && minusAfter) return null
  const exponent = suffix ? abbreviations[suffix.toUpperCase() as Abbreviation] : 0
  const scaled = parseDecimalScaled(number, 2 + exponent)
  if (scaled === null) return null
  const currency: Currency = prefix?.toUpperCase() === 'US$' ? 'USD' : 'BRL'
  return { centavos: minusBefore || minusAfter ? -scaled : scaled, currency }
}

/** parseMoney's centavos alone, or null. */
export const parseCentavos = (text: string): bigint | null => parseMoney(text)?.centavos ?? null
