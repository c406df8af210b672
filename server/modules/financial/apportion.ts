export type Weight = { id: number; peso: number }

/**
 * Splits `total` centavos by the weights with the largest-remainder method, so the shares always add up
 * to the total exactly. Ties on the remainder go to the larger weight, then to the lower id (deterministic).
 */
export function apportion(total: bigint, weights: readonly Weight[]): Map<number, bigint> {
  const out = new Map<number, bigint>()
  const valid = weights.filter((w) => w.peso > 0)
  const sumWeights = valid.reduce((s, w) => s + BigInt(w.peso), 0n)
  if (sumWeights === 0n) return out
  const sign = total < 0n ? -1n : 1n
  const abs = total * sign
  let given = 0n
  const remainders = valid.map((w) => {
    const exact = abs * BigInt(w.peso)
    const share = exact / sumWeights
    given += share
    out.set(w.id, share)
    return { w, rem: exact % sumWeights }
  })
  remainders.sort((a, b) => (a.rem === b.rem ? b.w.peso - a.w.peso || a.w.id - b.w.id : a.rem > b.rem ? -1 : 1))
  for (let i = 0n; i < abs - given; i++) {
    const { w } = remainders[Number(i)]
    out.set(w.id, (out.get(w.id) ?? 0n) + 1n)
  }
  for (const [id, v] of out) out.set(id, v * sign)
  return out
}
