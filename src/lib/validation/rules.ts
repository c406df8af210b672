import { isValidEmail } from '@brazilian-utils/brazilian-utils'
import { isCalendarDate } from '../format/calendar'
import { parseCentavos } from '../format/money'
import { parseDecimalScaled } from '../format/number'
import { parsePercentScaled } from '../format/percent'
import { MIN_FEE_CENTAVOS, MIN_PERCENTAGE_HUNDREDTHS } from './limits'
import { messages } from './messages'
import { isEmpty, type Rule, type RuleResult } from './types'

type Text = string | null | undefined

/** required: anything but an empty value. */
export const required = (value: unknown): RuleResult => !isEmpty(value) || messages.required

export type DateFormat = 'DD/MM/YYYY' | 'MM/YYYY'

/** True when text has exactly the format's length and names a real calendar date (or month). */
export const isValidDateText = (text: string, format: DateFormat = 'DD/MM/YYYY'): boolean => {
  if (text.length !== format.length) return false
  if (format === 'MM/YYYY') {
    const match = /^(\d{2})\/(\d{4})$/.exec(text)
    return match !== null && isCalendarDate(Number(match[2]), Number(match[1]), 1)
  }
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text)
  return match !== null && isCalendarDate(Number(match[3]), Number(match[2]), Number(match[1]))
}

/** date: a real date with the same length as the format, DD/MM/YYYY by default or MM/YYYY. */
export const date =
  (format: DateFormat = 'DD/MM/YYYY'): Rule<Text> =>
  (value) =>
    isValidDateText(value ?? '', format) || messages.invalid

/** phone: at least 14 characters, '(11) 3000-0000' or '(11) 98765-4321'. */
export const phone = (value: Text): RuleResult => (value ?? '').length >= 14 || messages.invalid

type NumberLike = string | number | bigint | null | undefined

// Whole units of a pt-BR number, as a scaled integer, so '0,5' is not rounded up to 1.
const toScaled = (value: NumberLike, scale: number): bigint | null => {
  if (value === null || value === undefined) return null
  if (typeof value === 'bigint') return value * 10n ** BigInt(scale)
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null
    return parseDecimalScaled(value.toFixed(scale).replace('.', ','), scale)
  }
  return parseDecimalScaled(value, scale)
}

/** positive: at least 1 (numbers, bigints or pt-BR text such as '1.234'). */
export const positive = (value: NumberLike): RuleResult => {
  const scaled = toScaled(value, 10)
  return (scaled !== null && scaled >= 10n ** 10n) || messages.positive
}

/**
 * minimum fee: at least R$ 2,99. Text is read as currency ('R$ 2,99', '2,99');
 * numbers and bigints are integer centavos, the app's money unit.
 */
export const minFee = (value: NumberLike): RuleResult => {
  let centavos: bigint | null = null
  if (typeof value === 'string') centavos = parseCentavos(value)
  else if (typeof value === 'bigint') centavos = value
  else if (typeof value === 'number' && Number.isInteger(value)) centavos = BigInt(value)
  return (centavos !== null && centavos >= MIN_FEE_CENTAVOS) || messages.minFee
}

/** minimum percentage: at least 0,01 %. Text '0,01' or '0,01 %'; numbers are percent units (0.01). */
export const minPercentage = (value: NumberLike): RuleResult => {
  const scale = 10
  let scaled: bigint | null
  if (typeof value === 'string') scaled = parsePercentScaled(value, scale)
  else scaled = toScaled(value, scale)
  return (scaled !== null && scaled >= MIN_PERCENTAGE_HUNDREDTHS * 10n ** BigInt(scale - 2)) || messages.minPercentage
}

/** email: one or more valid addresses separated by ';'; empty items (and an empty field) pass. */
export const email = (value: Text): RuleResult =>
  (value ?? '')
    .split(';')
    .map((item) => item.trim())
    .every((item) => item === '' || isValidEmail(item)) || messages.invalid

/** One valid address, no list (logins). */
export const singleEmail = (value: Text): RuleResult => isValidEmail((value ?? '').trim()) || messages.invalid

/** cep: 9 characters, '01310-930'. */
export const cep = (value: Text): RuleResult => /^\d{5}-\d{3}$/.test(value ?? '') || messages.invalid

/** The Luhn check digit of a card number (digits only) holds. */
export const passesLuhn = (digits: string): boolean => {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return digits.length > 0 && sum % 10 === 0
}

/** card number: 19 characters, '0000 0000 0000 0000', whose last digit is its Luhn check digit. */
export const cardNumber = (value: Text): RuleResult =>
  (/^\d{4}( \d{4}){3}$/.test(value ?? '') && passesLuhn((value ?? '').replace(/ /g, ''))) || messages.invalid

/** card CVC: 3 characters. */
export const cardCvc = (value: Text): RuleResult => /^\d{3}$/.test(value ?? '') || messages.invalid

/** card expiry: 5 characters, 'MM/YY' with a month 01–12. */
export const cardExpiry = (value: Text): RuleResult => /^(0[1-9]|1[0-2])\/\d{2}$/.test(value ?? '') || messages.invalid

export const CARD_EXPIRED = 'Cartão vencido'

/** A well-formed expiry 'MM/YY' whose month has already ended, on `today` (YYYY-MM-DD). */
export const cardExpiredOn = (expiry: string, today: string): boolean => {
  const m = /^(\d{2})\/(\d{2})$/.exec(expiry)
  return m !== null && `20${m[2]}-${m[1]}` < today.slice(0, 7)
}

/** full name: more than one word. */
export const fullName = (value: Text): RuleResult =>
  (value ?? '').trim().split(/\s+/).filter(Boolean).length > 1 || messages.fullName

/** Exactly 6 digits (crawler password and token). */
export const sixDigits = (value: Text): RuleResult => /^\d{6}$/.test(value ?? '') || messages.invalid
