import { formatNumber, parseDecimalScaled } from './number'

/** A percentage in percent units, pt-BR: 12.345 → '12,35 %'. Pass `fromRatio` for 0.12345. */
export const formatPercent = (value: number, options: { decimals?: number; fromRatio?: boolean } = {}): string => {
  const { decimals = 2, fromRatio = false } = options
  const text = formatNumber(fromRatio ? value * 100 : value, decimals)
  return text === '' ? '' : `${text} %`
}

/**
 * Reads '12,34 %' or '12,34' as an integer count of 10^-scale percent, exactly (scale 2 → hundredths).
 * Null when not a pt-BR number or when it has more decimals than `scale`.
 */
export const parsePercentScaled = (text: string, scale = 2): bigint | null =>
  parseDecimalScaled(text.replace(/%\s*$/, '').trim(), scale)
