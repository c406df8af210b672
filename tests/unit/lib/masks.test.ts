import { describe, expect, it } from 'vitest'
import {
  applyCurrencyMask,
  applyPattern,
  barcodeToLinhaDigitavel,
  cardCvcMask,
  cardExpiryMask,
  cardNumberMask,
  cepMask,
  cnpjMask,
  cpfMask,
  dateMask,
  hexColorMask,
  isValidBoletoBarcode,
  isValidLinhaDigitavel,
  linhaDigitavelToBarcode,
  type Mask,
  maskBoletoBarcode,
  maskLinhaDigitavel,
  monthYearMask,
  numberMask,
  phoneMask,
  stripCurrencyMask,
} from '@/lib/masks'
import { cnpj, cpf, date, phone } from '@/lib/validation'

const roundTrip = (mask: Mask, raw: string, masked: string) => {
  expect(mask.apply(raw)).toBe(masked)
  expect(mask.strip(masked)).toBe(raw)
  expect(mask.apply(mask.strip(masked))).toBe(masked)
  expect(mask.apply(masked)).toBe(masked) // idempotent
}

describe('pattern masks round-trip', () => {
  it.each([
    ['number', numberMask, '0012345', '0012345'],
    ['date', dateMask, '05012026', '05/01/2026'],
    ['month/year', monthYearMask, '012026', '01/2026'],
    ['card', cardNumberMask, '4111111111111111', '4111 1111 1111 1111'],
    ['CVC', cardCvcMask, '123', '123'],
    ['expiry', cardExpiryMask, '1229', '12/29'],
    ['phone 10 digits', phoneMask, '1130000000', '(11) 3000-0000'],
    ['phone 11 digits', phoneMask, '11987654321', '(11) 98765-4321'],
    ['CPF', cpfMask, '12345678909', '123.456.789-09'],
    ['CNPJ', cnpjMask, '11222333000181', '11.222.333/0001-81'],
    ['alphanumeric CNPJ', cnpjMask, '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['CEP', cepMask, '01310930', '01310-930'],
    ['hex colour', hexColorMask, '3242B9', '#3242B9'],
  ] as const)('%s', (_name, mask, raw, masked) => {
    roundTrip(mask, raw, masked)
  })

  it('writes partial input without trailing literals', () => {
    expect(cpfMask.apply('123')).toBe('123')
    expect(cpfMask.apply('1234')).toBe('123.4')
    expect(dateMask.apply('0501')).toBe('05/01')
    expect(phoneMask.apply('11')).toBe('(11')
    expect(phoneMask.apply('113')).toBe('(11) 3')
  })
  it('drops characters that do not fit and text beyond the pattern', () => {
    expect(cpfMask.apply('123.456.789-0999')).toBe('123.456.789-09')
    expect(cardNumberMask.apply('4111-1111-1111-1111-22')).toBe('4111 1111 1111 1111')
    expect(phoneMask.apply('+55 (11) 98765-4321')).toBe('(55) 11987-6543')
    expect(applyPattern('a1b2', 'DD')).toBe('12')
  })
  it('upper-cases CNPJ letters and keeps check digits numeric', () => {
    expect(cnpjMask.apply('12abc34501de35')).toBe('12.ABC.345/01DE-35')
    expect(cnpjMask.apply('12ABC34501DEAB')).toBe('12.ABC.345/01DE')
    expect(hexColorMask.apply('#zz3242b9ff')).toBe('#3242B9')
    expect(hexColorMask.apply('')).toBe('')
  })
  it('produces values the §5 rules accept', () => {
    expect(cpf(cpfMask.apply('12345678909'))).toBe(true)
    expect(cnpj(cnpjMask.apply('12abc34501de35'))).toBe(true)
    expect(phone(phoneMask.apply('1130000000'))).toBe(true)
    expect(date()(dateMask.apply('29022024'))).toBe(true)
  })
})

describe('currency input mask', () => {
  it('enters digits at the centavos end', () => {
    expect(applyCurrencyMask('1')).toBe('R$\u00a00,01')
    expect(applyCurrencyMask('123456')).toBe('R$\u00a01.234,56')
    expect(applyCurrencyMask('R$ 1.234,567')).toBe('R$\u00a012.345,67')
    expect(applyCurrencyMask('R$ 1.234,5')).toBe('R$\u00a0123,45') // a digit erased
    expect(applyCurrencyMask('250000', 'USD')).toBe('US$\u00a02.500,00')
    expect(applyCurrencyMask('')).toBe('')
    expect(applyCurrencyMask('-500')).toBe('-R$\u00a05,00')
  })
  it('expands K, M and B', () => {
    expect(applyCurrencyMask('R$ 1,5 M')).toBe('R$\u00a01.500.000,00')
    expect(applyCurrencyMask('2,5k')).toBe('R$\u00a02.500,00')
    expect(applyCurrencyMask('1 B', 'USD')).toBe('US$\u00a01.000.000.000,00')
  })
  it('strips to exact centavos', () => {
    expect(stripCurrencyMask('R$ 1.234,56')).toBe(123456n)
    expect(stripCurrencyMask('')).toBeNull()
  })
})

// A real cobrança bancária slip (Banco do Brasil) and a real arrecadação one.
const BANK_LINHA = '00190000090114971860168524522114675860000102656'
const ARRECADACAO_LINHA = '846100000005246100291102005460339004695895061080'
const arrecadacaoBarcode = [0, 12, 24, 36].map((start) => ARRECADACAO_LINHA.slice(start, start + 11)).join('')

const changeDigit = (digits: string, index: number) =>
  digits.slice(0, index) + ((Number(digits[index]) + 1) % 10) + digits.slice(index + 1)

describe('boleto', () => {
  it('validates the linha digitável check digits (47 and 48 digits)', () => {
    expect(isValidLinhaDigitavel(BANK_LINHA)).toBe(true)
    expect(isValidLinhaDigitavel(maskLinhaDigitavel(BANK_LINHA))).toBe(true)
    expect(isValidLinhaDigitavel(ARRECADACAO_LINHA)).toBe(true)
    expect(isValidLinhaDigitavel(changeDigit(BANK_LINHA, 9))).toBe(false) // field 1 check digit
    expect(isValidLinhaDigitavel(changeDigit(BANK_LINHA, 40))).toBe(false) // amount, general check digit
    expect(isValidLinhaDigitavel(changeDigit(ARRECADACAO_LINHA, 5))).toBe(false)
    expect(isValidLinhaDigitavel(BANK_LINHA.slice(0, 46))).toBe(false)
  })
  it('converts between barcode and linha digitável', () => {
    const barcode = linhaDigitavelToBarcode(BANK_LINHA)
    expect(barcode).toBe('00196758600001026560000001149718606852452211')
    expect(barcode && barcodeToLinhaDigitavel(barcode)).toBe(BANK_LINHA)
  })
  it('validates the 44 digit barcode check digit', () => {
    const barcode = linhaDigitavelToBarcode(BANK_LINHA) ?? ''
    expect(isValidBoletoBarcode(barcode)).toBe(true)
    expect(isValidBoletoBarcode(changeDigit(barcode, 4))).toBe(false) // the check digit itself
    expect(isValidBoletoBarcode(changeDigit(barcode, 30))).toBe(false)
    expect(isValidBoletoBarcode(arrecadacaoBarcode)).toBe(true)
    expect(isValidBoletoBarcode(changeDigit(arrecadacaoBarcode, 20))).toBe(false)
    expect(isValidBoletoBarcode(barcode.slice(1))).toBe(false)
  })
  it('agrees with the library on the general check digit for every single-digit change', () => {
    const barcode = linhaDigitavelToBarcode(BANK_LINHA) ?? ''
    for (let i = 0; i < 44; i++) {
      if (i === 4) continue
      const changed = changeDigit(barcode, i)
      // The conversion recomputes the field check digits only, so the library judges the general one.
      const linha = barcodeToLinhaDigitavel(changed) ?? ''
      expect(isValidLinhaDigitavel(linha)).toBe(isValidBoletoBarcode(changed))
    }
  })
  it('masks the linha digitável and the barcode', () => {
    expect(maskLinhaDigitavel(BANK_LINHA)).toBe('00190.00009 01149.718601 68524.522114 6 75860000102656')
    expect(maskLinhaDigitavel(ARRECADACAO_LINHA)).toBe('84610000000-5 24610029110-2 00546033900-4 69589506108-0')
    expect(maskLinhaDigitavel('0019000')).toBe('00190.00')
    expect(maskBoletoBarcode(`${arrecadacaoBarcode}999`)).toBe(arrecadacaoBarcode)
  })
})
