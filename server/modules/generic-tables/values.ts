import { INT4_MAX, isSafeText, isSupportedYear, MAX_CENTAVOS, TEXT_INVALID } from '../../../src/contracts/primitives'
import { messages } from '../../../src/lib/validation'
import type { ManagedColumn } from './catalogue'

// A generic table's value, checked by its column's type before it is bound as a parameter: what reaches SQL is
// a string, number, boolean or null of the right shape, never the request's own object.

export type Bound = string | number | boolean | null
type Parsed = { value: Bound } | { error: string }

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/
const DIGITS = /^-?\d{1,14}$/
const FLOAT_LIMIT = 1e12

const ok = (value: Bound): Parsed => ({ value })
const bad = (error: string = messages.invalid): Parsed => ({ error })

function isCalendarDate(text: string) {
  const m = DATE.exec(text)
  if (!m) return false
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const date = new Date(Date.UTC(y, mo - 1, d))
  return isSupportedYear(y) && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d
}

const asNumber = (raw: unknown) =>
  typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN

function parsePresent(column: ManagedColumn, raw: unknown): Parsed {
  switch (column.type) {
    case 'money': {
      const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw
      if (typeof text !== 'string' || !DIGITS.test(text)) return bad()
      const value = BigInt(text)
      if (value > MAX_CENTAVOS || -value > MAX_CENTAVOS) return bad('Valor acima do limite de R$ 99.999.999.999,99')
      return ok(value.toString())
    }
    case 'percent':
    case 'float': {
      const value = asNumber(raw)
      return Number.isFinite(value) && Math.abs(value) < FLOAT_LIMIT ? ok(value) : bad()
    }
    case 'integer': {
      const value = asNumber(raw)
      return Number.isInteger(value) && Math.abs(value) <= INT4_MAX ? ok(value) : bad()
    }
    case 'bool':
      if (raw === true || raw === 'true') return ok(true)
      if (raw === false || raw === 'false') return ok(false)
      return bad()
    case 'date':
      return typeof raw === 'string' && isCalendarDate(raw) ? ok(raw) : bad()
    case 'datetime': {
      if (typeof raw !== 'string' || !/^\d{4}-\d{2}-\d{2}T/.test(raw)) return bad()
      const time = new Date(raw)
      if (Number.isNaN(time.getTime()) || !isSupportedYear(time.getUTCFullYear())) return bad()
      return ok(time.toISOString())
    }
    case 'text': {
      if (typeof raw !== 'string') return bad()
      if (!isSafeText(raw)) return bad(TEXT_INVALID)
      const text = raw.trim()
      if (column.max && text.length > column.max) return bad(`Máximo de ${column.max} caracteres`)
      if (text && column.pattern && !column.pattern.test(text)) return bad()
      return ok(text || null)
    }
  }
}

/** A column's value from a request: empty is null, which a required column refuses. */
export function parseValue(column: ManagedColumn, raw: unknown): Parsed {
  const parsed = raw === null || raw === undefined || raw === '' ? ok(null) : parsePresent(column, raw)
  if ('value' in parsed && parsed.value === null && column.required) return bad(messages.required)
  return parsed
}
