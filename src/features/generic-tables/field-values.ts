import type { GenericField, GenericRow, GenericValue } from '@/contracts/generic-tables'
import {
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumber,
  formatPercent,
  formatScaled,
  parseCentavos,
} from '@/lib/format'

// A generic table's values three ways: as the server sends them (money as centavos text, ISO dates), as a
// form edits them (text in pt-BR), and as a cell shows them.

const NUMERIC = new Set(['money', 'percent', 'integer', 'float'])

/** Numbers are right-aligned in the table. */
export const isNumeric = (field: GenericField) => NUMERIC.has(field.data_type)

/** A cell's text, pt-BR: R$ 1.234,56 · 4,68 % · 01/10/2026 · 11/11/2026 09:00 · Sim/Não; '—' when empty. */
export function formatCell(field: GenericField, value: GenericValue | undefined): string {
  if (value === null || value === undefined || value === '') return '—'
  switch (field.data_type) {
    case 'money':
      return formatMoney(BigInt(value as string))
    case 'percent':
      return formatPercent(Number(value))
    case 'float':
      return Number(value).toLocaleString('pt-BR', { maximumFractionDigits: 10 })
    case 'integer':
      return formatNumber(Number(value), 0)
    case 'date':
      return formatDate(String(value))
    case 'datetime':
      return formatDateTime(String(value))
    case 'bool':
      return value === true ? 'Sim' : 'Não'
    case 'text':
      return String(value)
  }
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The text a form field starts with: pt-BR numbers, a date input's YYYY-MM-DD, a local datetime input's value. */
export function toInput(field: GenericField, value: GenericValue | undefined): string {
  if (value === null || value === undefined) return ''
  switch (field.data_type) {
    case 'money':
      return formatScaled(BigInt(value as string), 2)
    case 'percent':
    case 'float':
      return String(value).replace('.', ',')
    case 'datetime': {
      const d = new Date(String(value))
      return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
    }
    case 'bool':
      return value === true ? 'true' : 'false'
    default:
      return String(value)
  }
}

/** '1.234,5' or '1234.5' as a number; NaN when neither. */
const parseDecimal = (text: string) =>
  /^-?[\d.]*,\d*$/.test(text) ? Number(text.replace(/\./g, '').replace(',', '.')) : Number(text)

/** A form field's text as the server takes it, or `undefined` when it is not a value of the field's type. */
export function fromInput(field: GenericField, text: string): GenericValue | undefined {
  const trimmed = text.trim()
  if (trimmed === '') return null
  switch (field.data_type) {
    case 'money': {
      const centavos = parseCentavos(trimmed)
      return centavos === null ? undefined : centavos.toString()
    }
    case 'percent':
    case 'float': {
      const n = parseDecimal(trimmed.replace(/%\s*$/, '').trim())
      return Number.isFinite(n) ? n : undefined
    }
    case 'integer': {
      const n = Number(trimmed.replace(/\./g, ''))
      return Number.isInteger(n) ? n : undefined
    }
    case 'datetime': {
      const d = new Date(trimmed)
      return Number.isNaN(d.getTime()) ? undefined : d.toISOString()
    }
    case 'bool':
      return trimmed === 'true'
    default:
      return trimmed
  }
}

/** Two server values are the same value (a moment compared by its instant, numbers by their value). */
function same(field: GenericField, a: GenericValue | undefined, b: GenericValue | undefined) {
  if ((a ?? null) === null || (b ?? null) === null) return (a ?? null) === (b ?? null)
  if (field.data_type === 'datetime') return new Date(String(a)).getTime() === new Date(String(b)).getTime()
  if (field.data_type === 'money') return BigInt(a as string) === BigInt(b as string)
  return String(a) === String(b)
}

export type Payload =
  | { ok: true; data: GenericRow }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; nothing: true }

/**
 * §5 Record edit and Generic table save: the form's values checked by type; for an update, only the changed
 * fields plus the primary key and the required ones ('Nenhum campo foi alterado' when nothing changed); for a
 * create, every filled field and never the primary key.
 */
export function buildPayload(
  fields: GenericField[],
  primaryKey: string,
  row: GenericRow | null,
  inputs: Record<string, string>,
): Payload {
  const data: GenericRow = {}
  const errors: Record<string, string> = {}
  let changed = false
  for (const field of fields) {
    if (field.read_only || field.hidden) continue
    const value = fromInput(field, inputs[field.col_name] ?? '')
    if (value === undefined) {
      errors[field.col_name] = 'Formato inválido'
      continue
    }
    if (field.required && value === null) errors[field.col_name] = 'Campo obrigatório'
    if (row === null) {
      if (value !== null) data[field.col_name] = value
    } else if (!same(field, row[field.col_name], value)) {
      data[field.col_name] = value
      changed = true
    } else if (field.required) data[field.col_name] = value
  }
  if (Object.keys(errors).length) return { ok: false, errors }
  if (row === null) return { ok: true, data }
  if (!changed) return { ok: false, nothing: true }
  return { ok: true, data: { [primaryKey]: row[primaryKey], ...data } }
}
