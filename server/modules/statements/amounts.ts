// Amounts as Brazilian banks write them, to integer centavos without ever going through a float:
// '1234.56', '1234,56', '1.234,56', '1,234.56', '-386,80', '+12', '150.0000' and integer reais ('1500').

const AMOUNT = /^([+-]?)(\d[\d.,]*)(-?)$/

/**
 * Centavos of `text`, or null when it is not an amount. The decimal separator is the last ',' or '.' followed by
 * one to four digits that does not also appear earlier (then it groups thousands); digits past the centavos round
 * half away from zero. Without a separator the amount is in whole reais.
 */
export function toCentavos(text: string): bigint | null {
  const match = AMOUNT.exec(text.replace(/\s/g, ''))
  if (!match) return null
  const [, lead, body, trail] = match
  const negative = lead === '-' || trail === '-'
  const last = Math.max(body.lastIndexOf(','), body.lastIndexOf('.'))
  let whole = body
  let fraction = ''
  if (last >= 0) {
    const after = body.slice(last + 1)
    const separator = body[last]
    const grouping = body.indexOf(separator) !== last || after.length === 0 || after.length > 4
    if (!grouping) {
      whole = body.slice(0, last)
      fraction = after
    }
  }
  whole = whole.replace(/[.,]/g, '')
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction) || whole.length > 15) return null
  const cents = `${fraction}00`.slice(0, 2)
  let value = BigInt(whole) * 100n + BigInt(cents)
  if (fraction.length > 2 && Number(fraction[2]) >= 5) value += 1n
  return negative ? -value : value
}
