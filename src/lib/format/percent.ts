import { formatNumber, formatScaled, parseDecimalScaled } from './number'

/**
 * The product's one percentage rule: a share of two integers (centavos) is computed exactly in hundredths
 * of a percent and rounded half away from zero, on the server and in the browser alike, so 'AV %' and
 * 'Análise vertical' (and the server's `percentual_*` numbers) always print the same digits.
 */

/** |a| ÷ |b| rounded half away from zero, with the sign of a ÷ b. */
const divideRounded = (a: bigint, b: bigint): bigint => {
  const negative = a < 0n !== b < 0n
  const absA = a < 0n ? -a : a
  const absB = b < 0n ? -b : b
  const q = (absA * 2n + absB) / (absB * 2n)
  return negative ? -q : q
}

/** value ÷ base × 100 in hundredths of a percent (10946 = 109,46 %); null when base is 0. */
export const percentHundredths = (value: bigint, base: bigint): bigint | null =>
  base === 0n ? null : divideRounded(value * 10_000n, base)

/** The same share as a number with two decimals (what the API sends); null when base is 0. */
export const percentOf = (value: bigint, base: bigint): number | null => {
  const h = percentHundredths(value, base)
  return h === null ? null : Number(h) / 100
}

/**
 * Shares of a whole, in hundredths of a percent, that add up to exactly 100 % (largest remainder: each
 * share is truncated, then the hundredths still missing go to the largest remainders, ties to the first).
 * For parts of one sign; all zeros when the parts sum to 0.
 */
export const sharesHundredths = (parts: bigint[]): bigint[] => {
  const total = parts.reduce((s, p) => s + p, 0n)
  if (total === 0n) return parts.map(() => 0n)
  const exact = parts.map((p) => p * 10_000n)
  const shares = exact.map((e) => e / total)
  let missing = 10_000n - shares.reduce((s, v) => s + v, 0n)
  const byRemainder = exact
    .map((e, i) => ({ i, r: e % total }))
    .sort((x, y) => (x.r === y.r ? x.i - y.i : x.r > y.r ? -1 : 1))
  for (const { i } of byRemainder) {
    if (missing <= 0n) break
    shares[i] += 1n
    missing -= 1n
  }
  return shares
}

/** Hundredths of a percent in pt-BR: 10946n → '109,46 %'; null → '—'. */
export const formatPercentHundredths = (hundredths: bigint | null): string =>
  hundredths === null ? '—' : `${formatScaled(hundredths, 2)} %`

/** A percentage in percent units, pt-BR: 12.345 → '12,35 %'; null → '—'. Pass `fromRatio` for 0.12345. */
export const formatPercent = (
  value: number | null,
  options: { decimals?: number; fromRatio?: boolean } = {},
): string => {
  if (value === null) return '—'
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
