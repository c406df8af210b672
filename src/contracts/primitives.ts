import './zod-locale'
import { z } from 'zod'
import { messages } from '../lib/validation'

// Building blocks of every request schema: each accepts only what its PostgreSQL column can hold, so bad
// input is a 400 with a pt-BR message at the edge and never an error deep in a query.

/** Largest value of an `integer` column (ids, versions). */
export const INT4_MAX = 2_147_483_647
/** Largest amount of one entry or balance, in centavos (R$ 99.999.999.999,99): 90,000 of them still sum
 * inside a `bigint`, so no report over a whole ledger can overflow. */
export const MAX_CENTAVOS = 10n ** 13n - 1n
/** Months and dates are kept to years PostgreSQL and the reports handle sensibly. */
export const MIN_YEAR = 1900
export const MAX_YEAR = 2999

export const TEXT_INVALID = 'Texto com caracteres inválidos'
export const AMOUNT_TOO_LARGE = 'Valor acima do limite de R$ 99.999.999.999,99'

/** A whole number that fits an `integer` column, from JSON or form text (below `min` or past 2³¹−1: `message`). */
export const int4 = ({ min = 0, message = messages.invalid }: { min?: number; message?: string } = {}) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(INT4_MAX, message)

export const isRecordId = (n: number) => Number.isInteger(n) && n >= 1 && n <= INT4_MAX

/** The id of a row in a path, query or body: 1 … 2³¹−1. */
export const recordId = (message: string = messages.invalid) => int4({ min: 1, message })

const DIGITS = /^-?\d+$/
const withinAmountLimit = (v: string) =>
  v.replace('-', '').length <= 13 && BigInt(v) <= MAX_CENTAVOS && -BigInt(v) <= MAX_CENTAVOS

/** Integer centavos as decimal text (JSON keeps bigints as strings), within ±MAX_CENTAVOS. */
export const centavos = z
  .string({ error: messages.invalid })
  .regex(DIGITS, messages.invalid)
  // Refinements run after a failed regex too: only digits reach BigInt.
  .refine((v) => !DIGITS.test(v) || withinAmountLimit(v), { message: AMOUNT_TOO_LARGE })

/** A NUL byte (PostgreSQL text cannot hold it) or half of a UTF-16 surrogate pair (not valid Unicode). */
const UNSAFE_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

export const isSafeText = (text: string) => !UNSAFE_TEXT.test(text)

/** How deep a request's objects and arrays may nest (a body, or JSON text inside a form field). */
export const MAX_NESTING = 32
export const TOO_DEEP = 'Conteúdo aninhado demais'

export type ContentProblem = { message: typeof TOO_DEEP | typeof TEXT_INVALID; path: string[] }

/**
 * The first problem of a parsed request part (checked for every route before its own schema,
 * server/http/text-guard.ts, and inside JSON text fields, rules.ts `jsonText`): nesting past MAX_NESTING, or a
 * text (value or key) PostgreSQL or JSON cannot keep. Walked with its own stack, never deeper than the limit,
 * so no body can exhaust the call stack.
 */
export function contentProblem(value: unknown): ContentProblem | null {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  for (let next = stack.pop(); next; next = stack.pop()) {
    const { value: current, path } = next
    if (typeof current === 'string') {
      if (!isSafeText(current)) return { message: TEXT_INVALID, path }
      continue
    }
    if (current === null || typeof current !== 'object') continue
    if (path.length >= MAX_NESTING) return { message: TOO_DEEP, path: [] }
    const entries = Object.entries(current)
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, inner] = entries[i]
      if (!isSafeText(key)) return { message: TEXT_INVALID, path: [...path, key] }
      stack.push({ value: inner, path: [...path, key] })
    }
  }
  return null
}

/** A year PostgreSQL and the reports accept (see MIN_YEAR). */
export const isSupportedYear = (year: number) => Number.isInteger(year) && year >= MIN_YEAR && year <= MAX_YEAR
export const YEAR_OUT_OF_RANGE = `Ano fora do intervalo aceito (${MIN_YEAR} a ${MAX_YEAR})`
