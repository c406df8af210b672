const decimalPattern = /^(-)?\s*(\d{1,3}(?:\.\d{3})+|\d*)(?:,(\d*))?$/

/** Inserts '.' between thousands groups of a run of digits: '1234567' → '1.234.567'. */
export const groupThousands = (digits: string): string => digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.')

/**
 * Reads a pt-BR decimal ('1.234,56', '-0,5', '12', ',5') as an integer scaled by 10^scale, from its digits,
 * so no float is ever involved. '.' only groups thousands and ',' is the decimal mark.
 * Returns null for text that is not such a number or that has more decimals than `scale`.
 */
export const parseDecimalScaled = (text: string, scale: number): bigint | null => {
  const match = decimalPattern.exec(text.trim())
  if (!match) return null
  const [, minus, intPart = '', fracPart = ''] = match
  if (intPart === '' && fracPart === '') return null
  if (fracPart.length > scale) return null
  const digits = intPart.replaceAll('.', '') + fracPart.padEnd(scale, '0')
  const value = BigInt(digits === '' ? '0' : digits)
  return minus ? -value : value
}

/** Writes an integer scaled by 10^decimals as pt-BR text: (123456n, 2) → '1.234,56'. */
export const formatScaled = (value: bigint, decimals: number): string => {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const intPart = groupThousands(digits.slice(0, digits.length - decimals))
  const fracPart = decimals > 0 ? `,${digits.slice(digits.length - decimals)}` : ''
  return `${negative ? '-' : ''}${intPart}${fracPart}`
}

/** Rounds value / 10^shift half away from zero, in integers. */
export const roundScaled = (value: bigint, shift: number): bigint => {
  if (shift <= 0) return value * 10n ** BigInt(-shift)
  const divisor = 10n ** BigInt(shift)
  const negative = value < 0n
  const abs = negative ? -value : value
  const rounded = (abs + divisor / 2n) / divisor
  return negative ? -rounded : rounded
}

/**
 * A count in pt-BR, thousands grouped: 12345 → '12.345'. Plain string work, not Intl: the first Intl formatter
 * of a page loads the locale's data, a cost a phone pays on the first screen. Fractions are truncated.
 */
export const formatCount = (value: number): string =>
  Number.isFinite(value) ? `${value < 0 ? '-' : ''}${groupThousands(String(Math.trunc(Math.abs(value))))}` : ''

/** A count and its noun, singular for one: (1, 'linha', 'linhas') → '1 linha'; (1234, …) → '1.234 linhas'. */
export const formatCountOf = (value: number, one: string, many: string): string =>
  `${formatCount(value)} ${value === 1 ? one : many}`

const numberFormats = new Map<number, Intl.NumberFormat>()

/** pt-BR number with a fixed number of decimals: 1234.5 → '1.234,50'. Empty for non-finite values. */
export const formatNumber = (value: number, decimals = 2): string => {
  if (!Number.isFinite(value)) return ''
  let format = numberFormats.get(decimals)
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: decimals, maximumFractionDigits: decimals })
    numberFormats.set(decimals, format)
  }
  return format.format(value)
}
