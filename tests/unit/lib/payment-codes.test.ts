import { generatePixPayload } from '@brazilian-utils/brazilian-utils'
import { describe, expect, it } from 'vitest'
import { linhaDigitavelToBarcode } from '@/lib/masks'
import { readBoleto, readPix } from '@/lib/payment-codes'

// The Banco do Brasil slip of the library's documentation: R$ 1.026,56, factor 7586.
const LINHA = '00190000090114971860168524522114675860000102656'
const before2025 = new Date(2025, 1, 1)

describe('readBoleto', () => {
  it('reads amount and due date from a linha digitável, masked or not', () => {
    expect(readBoleto(LINHA, before2025)).toEqual({ codigo: LINHA, valor: 102656n, vencimento: '2018-07-15' })
    expect(readBoleto('00190.00009 01149.718601 68524.522114 6 75860000102656', before2025)?.codigo).toBe(LINHA)
  })

  it('reads a 44-digit bank barcode and stores it as its linha digitável', () => {
    const barcode = linhaDigitavelToBarcode(LINHA) as string
    expect(barcode).toHaveLength(44)
    expect(readBoleto(barcode, before2025)).toEqual({ codigo: LINHA, valor: 102656n, vencimento: '2018-07-15' })
  })

  it('resolves the due-date factor in the cycle that restarted on 22/02/2025', () => {
    // Factor 7586 after the restart at 1000 on 22/02/2025 is 6586 days later: 06/03/2043 (9000 days after 2018).
    expect(readBoleto(LINHA, new Date(2043, 0, 1))?.vencimento).toBe('2043-03-06')
  })

  it('refuses a wrong check digit, a short line and text', () => {
    const wrong = `${LINHA.slice(0, 9)}${(Number(LINHA[9]) + 1) % 10}${LINHA.slice(10)}`
    expect(readBoleto(wrong, before2025)).toBeNull()
    const barcode = linhaDigitavelToBarcode(LINHA) as string
    expect(readBoleto(`${barcode.slice(0, 4)}${(Number(barcode[4]) + 1) % 10}${barcode.slice(5)}`)).toBeNull()
    expect(readBoleto(LINHA.slice(0, 40))).toBeNull()
    expect(readBoleto('boleto')).toBeNull()
  })

  it('reads an arrecadação slip (48 digits): amount, no due date', () => {
    expect(readBoleto('846100000005246100291102005460339004695895061080')).toEqual({
      codigo: '846100000005246100291102005460339004695895061080',
      valor: 2461n,
      vencimento: null,
    })
  })
})

describe('readPix', () => {
  const brCode = generatePixPayload({
    key: 'financeiro@vivace.com.br',
    merchantName: 'Vivace Telecom',
    merchantCity: 'SAO PAULO',
    amount: 1234.56,
  }) as string

  it('reads the amount of a copy-and-paste BR Code', () => {
    expect(readPix(brCode)).toEqual({ tipo: 'copia-e-cola', valor: 123456n })
    const open = generatePixPayload({ key: '+5511987654321', merchantName: 'Loja', merchantCity: 'RIO' }) as string
    expect(readPix(open)).toEqual({ tipo: 'copia-e-cola', valor: null })
  })

  it('refuses a BR Code whose CRC16 does not match', () => {
    const crc = brCode.slice(-4)
    const other = crc === '0000' ? '0001' : '0000'
    expect(readPix(`${brCode.slice(0, -4)}${other}`)).toBeNull()
    expect(readPix(brCode.replace('1234.56', '1234.57'))).toBeNull()
  })

  it('accepts a PIX key of any type and refuses anything else', () => {
    for (const key of [
      'financeiro@vivace.com.br',
      '+5511987654321',
      '65112224251800',
      '5f0e2c1a-8b7d-4e3f-9a6b-2c4d6e8f0a1b',
    ])
      expect(readPix(key)).toEqual({ tipo: 'chave', valor: null })
    expect(readPix('não é pix')).toBeNull()
  })
})
