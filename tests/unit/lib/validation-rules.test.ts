import { describe, expect, it } from 'vitest'
import {
  cardCvc,
  cardExpiredOn,
  cardExpiry,
  cardNumber,
  cep,
  combine,
  date,
  email,
  fullName,
  hexColor,
  minFee,
  minPercentage,
  optional,
  phone,
  positive,
  required,
  singleEmail,
  sixDigits,
} from '@/lib/validation'

const INVALID = 'Formato inválido'

describe('§5 required', () => {
  it.each(['a', ' x ', 0, false, ['x']])('accepts %o', (value) => {
    expect(required(value)).toBe(true)
  })
  it.each(['', '   ', null, undefined, []])('rejects %o with "Campo obrigatório"', (value) => {
    expect(required(value)).toBe('Campo obrigatório')
  })
})

describe('§5 date', () => {
  it.each(['01/01/2026', '29/02/2024', '31/12/1999', '30/04/2026'])('accepts DD/MM/YYYY %s', (value) => {
    expect(date()(value)).toBe(true)
  })
  it.each([
    '29/02/2026', // not a leap year
    '31/04/2026', // April has 30 days
    '32/01/2026',
    '00/01/2026',
    '01/13/2026',
    '1/1/2026', // shorter than the format
    '01/01/20266',
    '01-01-2026',
    '',
  ])('rejects %o', (value) => {
    expect(date()(value)).toBe(INVALID)
  })
  it.each(['01/2026', '12/1999'])('accepts MM/YYYY %s', (value) => {
    expect(date('MM/YYYY')(value)).toBe(true)
  })
  it.each(['13/2026', '00/2026', '1/2026', '01/01/2026', '2026-01'])('rejects MM/YYYY %o', (value) => {
    expect(date('MM/YYYY')(value)).toBe(INVALID)
  })
})

describe('§5 phone', () => {
  it.each(['(11) 3000-0000', '(11) 98765-4321'])('accepts %s', (value) => {
    expect(phone(value)).toBe(true)
  })
  it.each(['(11) 3000-000', '', null])('rejects %o', (value) => {
    expect(phone(value)).toBe(INVALID)
  })
})

describe('§5 positive', () => {
  it.each([1, 2.5, '1', '1.234', 10n])('accepts %o', (value) => {
    expect(positive(value)).toBe(true)
  })
  it.each([0, 0.5, -1, '0', '0,99', 'abc', '', null, 0n])('rejects %o with "Deve ser maior que 0"', (value) => {
    expect(positive(value)).toBe('Deve ser maior que 0')
  })
})

describe('§5 minimum fee', () => {
  it.each(['R$ 2,99', '2,99', 'R$ 1.000,00', 299, 300n])('accepts %o', (value) => {
    expect(minFee(value)).toBe(true)
  })
  it.each(['R$ 2,98', '0,01', '', 'abc', 298, 2.99])('rejects %o with "Valor mínimo: R$ 2,99"', (value) => {
    expect(minFee(value)).toBe('Valor mínimo: R$ 2,99')
  })
})

describe('§5 minimum percentage', () => {
  it.each(['0,01', '0,01 %', '12,5 %', 0.01, 1, 5n])('accepts %o', (value) => {
    expect(minPercentage(value)).toBe(true)
  })
  it.each(['0,009', '0', '0,00 %', 0.009, 0, -1, '', 'x'])('rejects %o with "Valor mínimo: 0,01 %"', (value) => {
    expect(minPercentage(value)).toBe('Valor mínimo: 0,01 %')
  })
})

describe('§5 email', () => {
  it.each(['ana@exemplo.com.br', 'ana@exemplo.com; bia@exemplo.com', 'ana@exemplo.com;;bia@exemplo.com;', '', ' ; '])(
    'accepts %o',
    (value) => {
      expect(email(value)).toBe(true)
    },
  )
  it.each(['ana', 'ana@exemplo', 'ana@exemplo.com, bia@exemplo.com', 'ana@exemplo.com; bia'])('rejects %o', (value) => {
    expect(email(value)).toBe(INVALID)
  })
  it('takes a single address for logins', () => {
    expect(singleEmail('ana@exemplo.com')).toBe(true)
    expect(singleEmail('ana@exemplo.com; bia@exemplo.com')).toBe(INVALID)
    expect(singleEmail('')).toBe(INVALID)
  })
})

describe('§5 cep', () => {
  it('accepts 9 characters', () => {
    expect(cep('01310-930')).toBe(true)
  })
  it.each(['01310930', '01310-93', '0131-0930', ''])('rejects %o', (value) => {
    expect(cep(value)).toBe(INVALID)
  })
})

describe('§5 card number / CVC / expiry', () => {
  it('accepts 19 / 3 / 5 characters', () => {
    expect(cardNumber('4111 1111 1111 1111')).toBe(true)
    expect(cardCvc('123')).toBe(true)
    expect(cardExpiry('12/29')).toBe(true)
  })
  it.each(['4111 1111 1111 111', '4111111111111111', '', '4111 1111 1111 1112', '1234 5678 9012 3456'])(
    'rejects card number %o',
    (value) => {
      expect(cardNumber(value)).toBe(INVALID)
    },
  )
  it.each(['12', '1234', 'abc'])('rejects CVC %o', (value) => {
    expect(cardCvc(value)).toBe(INVALID)
  })
  it.each(['13/29', '00/29', '1/29', '12/2029'])('rejects expiry %o', (value) => {
    expect(cardExpiry(value)).toBe(INVALID)
  })
})

describe('card expiry against today', () => {
  it('is expired only once its month has ended', () => {
    expect(cardExpiredOn('11/26', '2026-11-25')).toBe(false)
    expect(cardExpiredOn('10/26', '2026-11-01')).toBe(true)
    expect(cardExpiredOn('01/39', '2026-11-25')).toBe(false)
  })
})

describe('§5 full name', () => {
  it.each(['Ana Lima', '  Ana   de Lima '])('accepts %o', (value) => {
    expect(fullName(value)).toBe(true)
  })
  it.each(['Ana', '  Ana  ', '', null])('rejects %o with "Insira seu nome completo"', (value) => {
    expect(fullName(value)).toBe('Insira seu nome completo')
  })
})

describe('other rules and combinators', () => {
  it('hex colour is #RRGGBB', () => {
    expect(hexColor('#3242b9')).toBe(true)
    expect(hexColor('#3242B')).toBe(INVALID)
    expect(hexColor('3242B9')).toBe(INVALID)
  })
  it('crawler password and token are 6 digits', () => {
    expect(sixDigits('123456')).toBe(true)
    expect(sixDigits('12345')).toBe(INVALID)
    expect(sixDigits('12345a')).toBe(INVALID)
  })
  it('optional lets empty pass and checks the rest', () => {
    const optionalPhone = optional(phone)
    expect(optionalPhone('')).toBe(true)
    expect(optionalPhone(null)).toBe(true)
    expect(optionalPhone('(11) 3000')).toBe(INVALID)
  })
  it('combine answers the first failure', () => {
    const rule = combine<string>(required, fullName)
    expect(rule('')).toBe('Campo obrigatório')
    expect(rule('Ana')).toBe('Insira seu nome completo')
    expect(rule('Ana Lima')).toBe(true)
  })
})
