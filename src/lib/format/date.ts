import { format, isValid, parseISO } from 'date-fns'
import { ptBR } from 'date-fns/locale'
import { isCalendarDate } from './calendar'

/** Weeks start on Monday (SPEC §9). */
export const WEEK_STARTS_ON = 1

/** Options to pass to every date-fns call that depends on locale or week start. */
export const dateFnsOptions = { locale: ptBR, weekStartsOn: WEEK_STARTS_ON } as const

export type DateInput = Date | string | null | undefined

const isoDatePattern = /^(\d{4})-(\d{2})-(\d{2})$/
const brDatePattern = /^(\d{2})\/(\d{2})\/(\d{4})$/

/**
 * Reads a Date or an ISO string. A plain 'YYYY-MM-DD' is a calendar date at local midnight, never UTC,
 * so '2026-01-01' stays 01/01/2026 in Brazil; strings with a time keep their own meaning.
 */
export const toDate = (value: DateInput): Date | null => {
  if (value === null || value === undefined || value === '') return null
  if (value instanceof Date) return isValid(value) ? value : null
  const iso = isoDatePattern.exec(value)
  if (iso) {
    const [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
    if (!isCalendarDate(year, month, day)) return null
    const date = new Date(year, month - 1, day)
    date.setFullYear(year) // years 0–99 would otherwise become 1900–1999
    return date
  }
  const parsed = parseISO(value)
  return isValid(parsed) ? parsed : null
}

const formatWith = (value: DateInput, pattern: string): string => {
  const date = toDate(value)
  return date ? format(date, pattern, dateFnsOptions) : ''
}

/** 'DD/MM/YYYY', or '' when empty or invalid. */
export const formatDate = (value: DateInput): string => formatWith(value, 'dd/MM/yyyy')

/** 'MM/YYYY', or ''. */
export const formatMonth = (value: DateInput): string => formatWith(value, 'MM/yyyy')

/** A range of 'YYYY-MM' months: '11/2026' for one month, '06/2026 a 11/2026' for more. */
export const formatMonthRange = (first: string, last: string): string =>
  first === last ? formatMonth(`${first}-01`) : `${formatMonth(`${first}-01`)} a ${formatMonth(`${last}-01`)}`

/** 24-hour 'HH:mm', or ''. */
export const formatTime = (value: DateInput): string => formatWith(value, 'HH:mm')

/** 'DD/MM/YYYY HH:mm', or ''. */
export const formatDateTime = (value: DateInput): string => formatWith(value, 'dd/MM/yyyy HH:mm')

/** Long pt-BR date: '5 de janeiro de 2026', or ''. */
export const formatLongDate = (value: DateInput): string => formatWith(value, "d 'de' MMMM 'de' yyyy")

/** 'YYYY-MM-DD' of a Date's local calendar day. */
export const toIsoDate = (date: Date): string => format(date, 'yyyy-MM-dd')

/** A plain 'YYYY-MM-DD' date moved by `days` calendar days (noon UTC: no timezone or daylight-saving shift). */
export const addDaysIso = (iso: string, days: number): string =>
  new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** 'DD/MM/YYYY' → 'YYYY-MM-DD' as text, or null when it is not a real date. */
export const brDateToIso = (text: string): string | null => {
  const match = brDatePattern.exec(text.trim())
  if (!match) return null
  const [, day = '', month = '', year = ''] = match
  return isCalendarDate(Number(year), Number(month), Number(day)) ? `${year}-${month}-${day}` : null
}

/** 'DD/MM/YYYY' → local Date, or null. */
export const parseBrDate = (text: string): Date | null => {
  const iso = brDateToIso(text)
  return iso ? toDate(iso) : null
}
