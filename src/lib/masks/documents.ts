import { applyPattern, onlyAlphanumeric, onlyDigits, patternMask } from './core'

/** Digits only ('number' mask). */
export const numberMask = { apply: onlyDigits, strip: onlyDigits }

export const dateMask = patternMask('DD/DD/DDDD')
export const monthYearMask = patternMask('DD/DDDD')
export const cardNumberMask = patternMask('DDDD DDDD DDDD DDDD')
export const cardCvcMask = patternMask('DDD')
export const cardExpiryMask = patternMask('DD/DD')
export const cpfMask = patternMask('DDD.DDD.DDD-DD')
export const cepMask = patternMask('DDDDD-DDD')

/** Phone with DDD: '(11) 3000-0000' up to 10 digits, '(11) 98765-4321' with 11. */
export const phoneMask = {
  apply: (value: string): string => {
    const digits = onlyDigits(value).slice(0, 11)
    return applyPattern(digits, digits.length > 10 ? '(DD) DDDDD-DDDD' : '(DD) DDDD-DDDD')
  },
  strip: (value: string): string => onlyDigits(value).slice(0, 11),
}

/**
 * CNPJ, numeric or the 2026 alphanumeric one: 12 letters or digits, then 2 numeric check digits.
 * Letters are upper-cased.
 */
export const cnpjMask = {
  apply: (value: string): string => applyPattern(onlyAlphanumeric(value), 'AA.AAA.AAA/AAAA-DD'),
  strip: (value: string): string => onlyAlphanumeric(applyPattern(onlyAlphanumeric(value), 'AA.AAA.AAA/AAAA-DD')),
}

/** Colour '#RRGGBB', hex digits upper-cased. */
export const hexColorMask = {
  apply: (value: string): string => {
    const hex = value.replace(/[^0-9A-Fa-f]/g, '').slice(0, 6)
    return hex === '' ? '' : `#${hex.toUpperCase()}`
  },
  strip: (value: string): string =>
    value
      .replace(/[^0-9A-Fa-f]/g, '')
      .slice(0, 6)
      .toUpperCase(),
}

/**
 * A stored CPF (11 digits) or CNPJ (14 characters, the 2026 alphanumeric one too) with its mask; anything else
 * is shown as it came.
 */
export const formatCpfCnpj = (value: string | null | undefined): string => {
  const raw = onlyAlphanumeric(value)
  if (/^\d{11}$/.test(raw)) return cpfMask.apply(raw)
  if (/^[0-9A-Z]{12}\d{2}$/.test(raw)) return cnpjMask.apply(raw)
  return value ?? ''
}

/** CPF while the value is up to 11 digits, else CNPJ (numeric or alphanumeric): one field takes either. */
export const cpfCnpjMask = {
  apply: (value: string): string => {
    const raw = onlyAlphanumeric(value)
    return raw.length <= 11 && /^\d*$/.test(raw) ? cpfMask.apply(raw) : cnpjMask.apply(raw)
  },
  strip: (value: string): string => onlyAlphanumeric(value),
}
