import iconv from 'iconv-lite'

// Text helpers of the statement readers: bytes to text (UTF-8 when the bytes are valid UTF-8, else
// windows-1252 through iconv-lite: Node 20's TextDecoder('windows-1252') turns 0x80–0x9F into control
// characters, nodejs/node#60888), and the CPF/CNPJ a memo carries.

export function decodeStatement(buffer: Buffer): string {
  const start = buffer[0] === 0xef && buffer[1] === 0xbb && buffer[2] === 0xbf ? 3 : 0
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer.subarray(start))
  } catch {
    return iconv.decode(buffer, 'win1252')
  }
}

const CNPJ = /\b(\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})\b/
const CPF = /\b(\d{3}\.?\d{3}\.?\d{3}-?\d{2})\b/

/** The first CNPJ (14 digits) or CPF (11 digits) written in `text`, digits only. */
export function documentIn(text: string): string | null {
  const found = CNPJ.exec(text) ?? CPF.exec(text)
  return found ? found[1].replace(/\D/g, '') : null
}

/** A plain date from 'YYYYMMDD…' (OFX), 'DDMMYYYY' or 'DDMMYY' (CNAB), or null when it is not a real day. */
export function plainDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1 || year < 1900 || year > 2999) return null
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (day > last) return null
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Collapses spaces and trims; statements pad their fields. */
export const tidy = (text: string) => text.replace(/\s+/g, ' ').trim()

/**
 * Keys for lines without a usable id of their own (an empty FITID, or one the file repeats): the date, the amount
 * and the description, numbered when the file repeats them too, so the same file always gives the same keys.
 */
export function keyMaker() {
  const seen = new Map<string, number>()
  return (base: string) => {
    const n = (seen.get(base) ?? 0) + 1
    seen.set(base, n)
    return n === 1 ? base : `${base}#${n}`
  }
}
