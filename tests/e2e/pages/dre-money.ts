/** The centavos of a pt-BR money text ('R$ -1.234,56', '-1.234,56'), to compare figures across formats. */
export function centavosOf(text: string | null): bigint {
  const clean = (text ?? '').replace(/[^\d,-]/g, '')
  const negative = clean.includes('-')
  const [reais = '0', cents = '00'] = clean.replace(/-/g, '').split(',')
  const value = BigInt(reais || '0') * 100n + BigInt(cents.padEnd(2, '0').slice(0, 2))
  return negative ? -value : value
}
