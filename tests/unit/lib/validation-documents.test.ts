import { describe, expect, it } from 'vitest'
import { cnpj, cpf, cpfCnpj, isValidMaskedCnpj, isValidMaskedCpf } from '@/lib/validation'

const INVALID = 'Formato inválido'

// An independent reading of the Receita Federal rule for the 2026 CNPJ (value of a character is its
// code minus 48, weights 2..9 from the right, remainder < 2 gives 0), used to cross-check the library.
const cnpjCheckDigits = (base12: string): string => {
  const digit = (chars: string) => {
    let sum = 0
    let weight = 2
    for (let i = chars.length - 1; i >= 0; i--) {
      sum += (chars.charCodeAt(i) - 48) * weight
      weight = weight === 9 ? 2 : weight + 1
    }
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  const first = digit(base12)
  return `${first}${digit(base12 + first)}`
}

const maskCnpj = (raw: string) =>
  `${raw.slice(0, 2)}.${raw.slice(2, 5)}.${raw.slice(5, 8)}/${raw.slice(8, 12)}-${raw.slice(12, 14)}`

describe('cpf: 14 characters and check digits', () => {
  it.each(['123.456.789-09', '529.982.247-25'])('accepts %s', (value) => {
    expect(cpf(value)).toBe(true)
  })
  it.each([
    ['123.456.789-00', 'wrong check digits'],
    ['123.456.789-08', 'wrong second check digit'],
    ['111.111.111-11', 'repeated digits'],
  ])('says CPF inválido for %s (%s)', (value) => {
    expect(cpf(value)).toBe('CPF inválido')
  })
  it.each([
    ['12345678909', 'unmasked (11 characters)'],
    ['123.456.789-0', '13 characters'],
    ['', 'empty'],
  ])('rejects the format of %o (%s)', (value) => {
    expect(cpf(value)).toBe(INVALID)
  })
})

describe('cnpj: empty or 18 characters and check digits, numeric or alphanumeric', () => {
  it.each(['', '11.222.333/0001-81', '12.ABC.345/01DE-35', 'Q0.SLF.MBD/7VX4-39', '12.abc.345/01de-35'])(
    'accepts %o',
    (value) => {
      expect(cnpj(value)).toBe(true)
    },
  )
  it.each([
    ['11.222.333/0001-82', 'wrong check digit'],
    ['12.ABC.345/01DE-36', 'wrong alphanumeric check digit'],
    ['00.000.000/0000-00', 'reserved zeros'],
  ])('says CNPJ inválido for %s (%s)', (value) => {
    expect(cnpj(value)).toBe('CNPJ inválido')
  })
  it.each([
    ['12.ABC.345/01DE-3A', 'letter in a check digit'],
    ['11222333000181', 'unmasked'],
    ['11.222.333/0001-8', '17 characters'],
  ])('rejects the format of %s (%s)', (value) => {
    expect(cnpj(value)).toBe(INVALID)
  })

  it.each(['12ABC34501DE', 'Q0SLFMBD7VX4', 'AAAAAAAAAAAA', '112223330001', 'ZZ9ZZ9ZZ0001'])(
    'agrees with the Receita Federal algorithm for base %s',
    (base) => {
      const dv = cnpjCheckDigits(base)
      expect(isValidMaskedCnpj(maskCnpj(base + dv))).toBe(true)
      const wrong = `${dv[0]}${(Number(dv[1]) + 1) % 10}`
      expect(isValidMaskedCnpj(maskCnpj(base + wrong))).toBe(false)
    },
  )
  it('matches the published example 12.ABC.345/01DE-35', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35')
  })
})

describe('cpf_cnpj: 14 or 18 characters', () => {
  it.each(['123.456.789-09', '11.222.333/0001-81', '12.ABC.345/01DE-35'])('accepts %s', (value) => {
    expect(cpfCnpj(value)).toBe(true)
  })
  it.each([
    ['123.456.789-00', 'CPF inválido'],
    ['11.222.333/0001-80', 'CNPJ inválido'],
    ['', INVALID],
    ['123456789', INVALID],
  ])('rejects %o with %s', (value, message) => {
    expect(cpfCnpj(value)).toBe(message)
  })
  it('masked CPF helper checks digits', () => {
    expect(isValidMaskedCpf('529.982.247-25')).toBe(true)
    expect(isValidMaskedCpf('529.982.247-24')).toBe(false)
  })
})
