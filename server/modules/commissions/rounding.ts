/**
 * Exact arithmetic of commissions, in integer centavos. A percentage is kept in basis points of a percent
 * (1 bp = 0,01 %, so 100 % = 10 000 bp) and never passes through a float.
 */

export const BP_WHOLE = 10_000n

/** `value / divisor` rounded half to even (banker's rounding), symmetric for negative values. */
export function divideHalfEven(value: bigint, divisor: bigint): bigint {
  const sign = value < 0n ? -1n : 1n
  const magnitude = value * sign
  const quotient = magnitude / divisor
  const twice = (magnitude % divisor) * 2n
  const up = twice > divisor || (twice === divisor && quotient % 2n === 1n)
  return sign * (up ? quotient + 1n : quotient)
}

/** `base × percentual_bp / 10 000`, rounded half to even: the commission of one line. */
export const percentOf = (base: bigint, bp: number): bigint => divideHalfEven(base * BigInt(bp), BP_WHOLE)

/**
 * Splits `amount` by `parts` (basis points summing to 10 000) with the largest-remainder method: each part gets
 * the floor of its exact share and the centavos left go, one each, to the largest remainders (the earlier part
 * on a tie), so the parts always sum exactly to `amount`. A negative amount is split as its magnitude.
 */
export function splitByParts(amount: bigint, parts: readonly number[]): bigint[] {
  const sign = amount < 0n ? -1n : 1n
  const magnitude = amount * sign
  const shares = parts.map((p, index) => {
    const exact = magnitude * BigInt(p)
    return { index, floor: exact / BP_WHOLE, remainder: exact % BP_WHOLE }
  })
  let left = magnitude - shares.reduce((s, x) => s + x.floor, 0n)
  const byRemainder = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  )
  const out = shares.map((s) => s.floor)
  for (const share of byRemainder) {
    if (left === 0n) break
    out[share.index] += 1n
    left -= 1n
  }
  return out.map((v) => v * sign)
}
