// Pattern tokens: D a digit, A a digit or letter (upper-cased), H a hex digit (upper-cased).
// Every other pattern character is a literal, written only once the value reaches past it.
const tokens: Record<string, RegExp> = { D: /\d/, A: /[0-9A-Za-z]/, H: /[0-9A-Fa-f]/ }

/** Keeps the digits only. */
export const onlyDigits = (value: string | number | null | undefined): string => String(value ?? '').replace(/\D/g, '')

/** Keeps digits and letters, upper-cased. */
export const onlyAlphanumeric = (value: string | null | undefined): string =>
  (value ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase()

/**
 * Applies a pattern to raw text: characters that do not fit the next token are skipped, text beyond the
 * pattern is dropped, and no literal is written after the last raw character ('123' on 'DDD.DDD' → '123').
 */
export const applyPattern = (raw: string, pattern: string): string => {
  let out = ''
  let pending = ''
  let index = 0
  for (const slot of pattern) {
    const token = tokens[slot]
    if (!token) {
      pending += slot
      continue
    }
    while (index < raw.length && !token.test(raw.charAt(index))) index++
    if (index >= raw.length) break
    out += pending + raw.charAt(index).toUpperCase()
    pending = ''
    index++
  }
  return out
}

/** A mask: `apply` formats raw or half-typed input, `strip` gives back the raw value. */
export type Mask = { apply: (value: string) => string; strip: (value: string) => string }

export const patternMask = (pattern: string, strip: (value: string) => string = onlyDigits): Mask => ({
  apply: (value) => applyPattern(strip(value), pattern),
  strip: (value) => strip(applyPattern(strip(value), pattern)),
})
