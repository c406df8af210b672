import { describe, expect, it } from 'vitest'
import { toCentavos } from '../../server/modules/statements/amounts'
import { parseStatement } from '../../server/modules/statements/parse'
import { StatementFileError } from '../../server/modules/statements/types'
import { cnab240, cnab400, latin1, ofxSgml, ofxXml, utf8 } from '../support/statement-files'

// The statement readers on files shaped like the banks' own (tests/support/statement-files.ts): OFX of five banks'
// styles, CNAB 240 of two banks, CNAB 400 of five, and hostile files refused quickly with a pt-BR reason.

const refused = (buffer: Buffer) => {
  try {
    parseStatement(buffer)
  } catch (e) {
    expect(e).toBeInstanceOf(StatementFileError)
    return (e as Error).message
  }
  throw new Error('the file was accepted')
}

describe('amounts to centavos', () => {
  it.each([
    ['386,80', 38680n],
    ['-386,80', -38680n],
    ['1.234,56', 123456n],
    ['1,234.56', 123456n],
    ['-1234.5', -123450n],
    ['150.0000', 15000n],
    ['0.005', 1n],
    ['1500', 150000n],
    ['+12', 1200n],
    ['1.234.567', 123456700n],
    ['12,3-', -1230n],
  ])('%s → %s', (text, cents) => expect(toCentavos(text)).toBe(cents))

  it.each(['', 'abc', '1,2,3x', '--1'])('refuses %j', (text) => expect(toCentavos(text)).toBeNull())
})

describe('OFX as Brazilian banks write it', () => {
  it('Banco do Brasil: SGML, balance pseudo-rows with an empty FITID, comma decimals', () => {
    const file = ofxSgml({
      bank: '001',
      transactions: [
        { date: '2026-03-01', amount: '15234,10', fitid: '', memo: 'Saldo Anterior', type: 'OTHER' },
        { date: '2026-03-02', amount: '-18500,00', fitid: '202603020001', memo: 'Pagto cobranca CONDOMINIO' },
        { date: '2026-03-02', amount: '0,00', fitid: '', memo: 'S A L D O', type: 'OTHER' },
        { date: '2026-03-03', amount: '4500,00', fitid: '202603030002', memo: 'Pix recebido 12.345.678/0001-95' },
      ],
      ledger: { amount: '1523410', date: '2026-03-31' },
    })
    const parsed = parseStatement(latin1(file))
    expect(parsed.banco).toBe('001')
    // Balance rows are declared balances, never lines: 'Saldo Anterior' closes the day before its date.
    expect(parsed.linhas.map((l) => [l.data, l.valor])).toEqual([
      ['2026-03-02', -1850000n],
      ['2026-03-03', 450000n],
    ])
    expect(parsed.linhas[1].documento).toBe('12345678000195')
    // A balance without a decimal separator is in whole reais.
    expect(parsed.saldos).toEqual([
      { data: '2026-02-28', valor: 1523410n, descricao: 'Saldo Anterior' },
      { data: '2026-03-02', valor: 0n, descricao: 'S A L D O' },
      { data: '2026-03-31', valor: 152341000n, descricao: 'Saldo final (LEDGERBAL)' },
    ])
    expect(new Set(parsed.linhas.map((l) => l.chave)).size).toBe(2)
  })

  it('Itaú: no CHARSET header, dot decimals, leaves and aggregates left unclosed', () => {
    const file = ofxSgml({
      bank: '0341',
      charset: null,
      closeTransactions: false,
      transactions: [
        { date: '2026-03-05', amount: '-3200.00', fitid: 'ITAU001', memo: 'PIX ENVIADO NUVEM SEGURA' },
        { date: '2026-03-06', amount: '-890.5', fitid: 'ITAU002', memo: 'TAR PACOTE' },
      ],
    })
    const parsed = parseStatement(utf8(file))
    expect(parsed.banco).toBe('341')
    expect(parsed.linhas.map((l) => [l.data, l.valor, l.descricao])).toEqual([
      ['2026-03-05', -320000n, 'PIX ENVIADO NUVEM SEGURA'],
      ['2026-03-06', -89050n, 'TAR PACOTE'],
    ])
  })

  it('Bradesco: windows-1252 with the en dash and accents, repeated FITIDs kept apart', () => {
    const file = ofxSgml({
      bank: '237',
      transactions: [
        { date: '2026-03-10', amount: '-1450,00', fitid: '0000001', memo: 'PAGTO ELETRÔNICO – DATAVISTA' },
        { date: '2026-03-11', amount: '-1450,00', fitid: '0000001', memo: 'PAGTO ELETRÔNICO – DATAVISTA' },
        { date: '2026-03-12', amount: '-780,00', fitid: '0000002', memo: 'SEGURO AMPARO' },
      ],
    })
    const bytes = latin1(file)
    expect(bytes.includes(0x96)).toBe(true)
    const parsed = parseStatement(bytes)
    expect(parsed.linhas[0].descricao).toBe('PAGTO ELETRÔNICO – DATAVISTA')
    expect(parsed.linhas).toHaveLength(3)
    expect(new Set(parsed.linhas.map((l) => l.chave)).size).toBe(3)
    expect(parsed.linhas[2].chave).toBe('f:0000002')
  })

  it('Santander and Caixa: currency BRC, mixed comma and dot decimals in one file', () => {
    const file = ofxSgml({
      bank: '033',
      currency: 'BRC',
      transactions: [
        { date: '2026-03-15', amount: '-2.345,67', fitid: 'S1', memo: 'CONTA DE LUZ' },
        { date: '2026-03-16', amount: '1234.56', fitid: 'S2', memo: 'TED RECEBIDA' },
        { date: '2026-03-17', amount: '-0,01', fitid: 'S3', memo: 'IOF' },
      ],
    })
    expect(parseStatement(latin1(file)).linhas.map((l) => l.valor)).toEqual([-234567n, 123456n, -1n])
  })

  it('Nubank and Inter: OFX 2.x XML in UTF-8, entities decoded, dates as plain dates', () => {
    const file = ofxXml({
      bank: '260',
      transactions: [
        {
          date: '2026-03-31',
          amount: '-42.90',
          fitid: 'nu-1',
          memo: 'Transferência enviada pelo Pix - Padaria & Café',
        },
        { date: '2026-03-01', amount: '1000.00', fitid: 'nu-2', memo: 'Transferência recebida' },
      ],
      ledger: { amount: '957.10', date: '2026-03-31' },
    })
    const parsed = parseStatement(utf8(file))
    expect(parsed.banco).toBe('260')
    expect(parsed.linhas.map((l) => [l.data, l.valor, l.descricao])).toEqual([
      ['2026-03-31', -4290n, 'Transferência enviada pelo Pix - Padaria & Café'],
      ['2026-03-01', 100000n, 'Transferência recebida'],
    ])
    expect(parsed.saldos).toEqual([{ data: '2026-03-31', valor: 95710n, descricao: 'Saldo final (LEDGERBAL)' }])
  })

  it('lines with a bad date or amount are listed as unreadable, the others read', () => {
    const file = ofxSgml({
      bank: '104',
      transactions: [
        { date: '2026-02-30', amount: '-10,00', fitid: 'C1', memo: 'DATA INVALIDA' },
        { date: '2026-03-01', amount: 'dez reais', fitid: 'C2', memo: 'VALOR INVALIDO' },
        { date: '2026-03-02', amount: '-10,00', fitid: 'C3', memo: 'OK' },
      ],
    })
    const parsed = parseStatement(latin1(file))
    expect(parsed.linhas.map((l) => l.chave)).toEqual(['f:C3'])
    expect(parsed.ilegiveis.map((l) => l.motivo)).toEqual([
      'Data do lançamento (DTPOSTED) ausente ou inválida',
      'Valor do lançamento (TRNAMT) ausente ou inválido',
    ])
  })

  it('the same file read twice gives the same keys (a re-import finds every line again)', () => {
    const file = latin1(
      ofxSgml({
        bank: '001',
        transactions: [
          { date: '2026-03-01', amount: '-5,00', fitid: '', memo: 'TARIFA' },
          { date: '2026-03-01', amount: '-5,00', fitid: '', memo: 'TARIFA' },
        ],
      }),
    )
    const keys = parseStatement(file).linhas.map((l) => l.chave)
    expect(new Set(keys).size).toBe(2)
    expect(parseStatement(file).linhas.map((l) => l.chave)).toEqual(keys)
  })
})

describe('CNAB returns', () => {
  const paid = [
    {
      nosso: '12345678',
      seu: 'REC-0001',
      paidOn: '2026-03-10',
      cents: 1_250_000n,
      payer: 'HELENA PRADO ASSIS',
      payerDoc: '52998224725',
    },
    { nosso: '12345679', seu: 'REC-0002', paidOn: '2026-03-11', cents: 89_990n, payer: 'GRUPO VERTICE' },
  ]

  it.each(['341', '001'])('CNAB 240 of bank %s: statement segments E with the opening and closing balances', (bank) => {
    const parsed = parseStatement(
      cnab240({
        bank,
        opening: { date: '2026-02-28', cents: -12_345n },
        closing: { date: '2026-03-03', cents: -1_412_345n },
        postings: [
          { date: '2026-03-02', cents: -1_850_000n, memo: 'PAGTO BOLETO CONDOMINIO' },
          { date: '2026-03-03', cents: 450_000n, memo: 'PIX RECEBIDO' },
        ],
      }),
    )
    expect(parsed.formato).toBe('cnab240')
    expect(parsed.banco).toBe(bank)
    expect(parsed.saldos).toEqual([
      { data: '2026-02-28', valor: -12_345n, descricao: 'Saldo inicial (CNAB 240)' },
      { data: '2026-03-03', valor: -1_412_345n, descricao: 'Saldo final (CNAB 240)' },
    ])
    expect(parsed.linhas.map((l) => [l.data, l.valor, l.descricao])).toEqual([
      ['2026-03-02', -1_850_000n, 'PAGTO BOLETO CONDOMINIO'],
      ['2026-03-03', 450_000n, 'PIX RECEBIDO'],
    ])
  })

  it('CNAB 240 collection return: each T+U pair paid is a credit on the credit date, with the payer', () => {
    const parsed = parseStatement(cnab240({ bank: '237', paid }))
    expect(parsed.linhas.map((l) => [l.data, l.valor, l.documento])).toEqual([
      ['2026-03-10', 1_250_000n, '52998224725'],
      ['2026-03-11', 89_990n, null],
    ])
    expect(parsed.linhas[0].descricao).toBe('Liquidação REC-0001 HELENA PRADO ASSIS')
  })

  it.each(['341', '237', '001', '033', '104'] as const)(
    'CNAB 400 of bank %s: paid occurrences, bank from columns 77–79',
    (bank) => {
      const parsed = parseStatement(cnab400({ bank, paid }))
      expect(parsed.formato).toBe('cnab400')
      expect(parsed.banco).toBe(bank)
      expect(parsed.linhas.map((l) => [l.data, l.valor])).toEqual([
        ['2026-03-10', 1_250_000n],
        ['2026-03-11', 89_990n],
      ])
    },
  )

  it.each([
    ['001', 'Liquidação REC-0003'],
    ['033', 'Liquidação REC-0003 CONDOMINIO SOLAR'],
    ['104', 'Liquidação REC-0003'],
  ] as const)(
    'CNAB 400 of bank %s: paid + interest − tariff credited on the credit date, by nosso número',
    (bank, memo) => {
      const file = cnab400({
        bank,
        paid: [
          {
            nosso: '17',
            seu: 'REC-0003',
            paidOn: '2026-03-31',
            cents: 100_000n,
            fee: 350n,
            interest: 1_234n,
            payer: 'CONDOMINIO SOLAR',
          },
        ],
      })
      const parsed = parseStatement(file)
      expect(parsed.linhas).toHaveLength(1)
      expect(parsed.linhas[0]).toMatchObject({ data: '2026-03-31', valor: 100_884n, descricao: memo })
      expect(parsed.linhas[0].chave).toBe(`c:${'17'.padStart(bank === '033' ? 8 : 17, '0')}:2026-03-31:100884`)
    },
  )

  it.each([
    ['001', '02'],
    ['033', '02'],
    ['104', '01'],
  ] as const)(
    'CNAB 400 of bank %s: an occurrence that is not a payment (%s, entry confirmed) is no line',
    (bank, occurrence) => {
      expect(parseStatement(cnab400({ bank, paid, occurrence })).linhas).toEqual([])
    },
  )

  it("a BB return with '1' details (another layout than CBR643) is refused, naming the line", () => {
    const file = cnab400({ bank: '001', paid }).toString('latin1').replace(/\r\n7/, '\r\n1')
    expect(refused(Buffer.from(file, 'latin1'))).toBe(
      "O retorno CNAB 400 do Banco do Brasil traz registros de detalhe '7', mas a linha 2 é do tipo '1' (outro leiaute); nada foi importado.",
    )
  })

  it('a CNAB 400 record wider than 400 columns is refused', () => {
    const file = cnab400({ bank: '104', paid })
      .toString('latin1')
      .replace(/\r\n(1.{399})/, '\r\n$1XX')
    expect(refused(Buffer.from(file, 'latin1'))).toMatch(/linha 2 tem mais de 400 posições.*nada foi importado/)
  })

  it('a CNAB 400 of a bank without a layout is refused by name', () => {
    const file = cnab400({ bank: '341', paid })
      .toString('latin1')
      .replace(/^(.{76})341/, '$1999')
    expect(refused(Buffer.from(file, 'latin1'))).toMatch(/banco 999 não é suportado/)
  })
})

describe('hostile and broken files', () => {
  it('refuses empty, binary, unknown, huge and tag-bomb files with a pt-BR reason', () => {
    expect(refused(Buffer.alloc(0))).toMatch(/vazio/)
    expect(refused(Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1, 2]))).toMatch(/Formato não reconhecido/)
    expect(refused(utf8('nome;valor\nx;1\n'))).toMatch(/Formato não reconhecido/)
    expect(refused(Buffer.alloc(50 * 1024 * 1024, 0x41))).toMatch(/maior que o limite/)
    expect(refused(utf8(`OFXHEADER:100\n<OFX><${'A'.repeat(10_000)}>1</OFX>`))).toMatch(/Marcação inválida/)
    expect(refused(utf8(`<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol">]><OFX><STMTTRN></OFX>`))).toMatch(
      /DOCTYPE ou ENTITY/,
    )
    expect(refused(utf8('OFXHEADER:100\n<OFX><BANKMSGSRSV1></BANKMSGSRSV1></OFX>'))).toMatch(/não tem lançamentos/)
  })

  it('reads a long, flat run of tags in one linear pass', () => {
    const body = '<STMTTRN><TRNAMT>1,00'.repeat(50_000)
    const parsed = parseStatement(utf8(`OFXHEADER:100\n<OFX>${body}</OFX>`))
    expect(parsed.ilegiveis).toHaveLength(50_000)
  })
})
