// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { demoPdf } from '../../../server/db/seed-bill-attachments'
import { bankLine, boletoPdf, dueFactor, maskedLine } from '../../../server/db/seed-boleto-files'
import { BAD_DIGIT, findBoleto, NO_AMOUNT, NO_LINE } from '../../../server/modules/inbox/boleto-text'
import {
  PDF_LIMITS,
  PDF_TIMEOUT,
  PDF_TOO_BIG,
  PDF_UNREADABLE,
  readPdfText,
} from '../../../server/modules/inbox/pdf-text'
import { linhaDigitavelToBarcode } from '../../../src/lib/masks/boleto'

// Boleto PDFs: the text read from a real (built) PDF, the linha digitável found in it with every check digit
// checked, amount and due date read from the line (the due-date factor restarted at 1000 on 22/02/2025).

const received = new Date('2026-11-20T09:00:00Z')
const vivace = bankLine('341', '2026-12-10', 38990, '1090000482211750041239870')

describe('boleto line in a text', () => {
  it('follows the due-date factor and its 2025 reset', () => {
    // The published Banco do Brasil example: factor 7586 is 15/07/2018.
    expect(dueFactor('2018-07-15')).toBe(7586)
    expect(dueFactor('2025-02-21')).toBe(9999)
    expect(dueFactor('2025-02-22')).toBe(1000)
    expect(vivace.slice(33, 37)).toBe(String(dueFactor('2026-12-10')))
  })

  it('reads a masked bank line among other numbers: amount in centavos and the due date of the new cycle', () => {
    const text = `Nosso número 1234 Agência 0341 ${maskedLine(vivace)} Vencimento 10/12/2026 R$ 389,90`
    expect(findBoleto(text, received)).toEqual({
      kind: 'ok',
      reading: { codigo: vivace, valor: 38990n, vencimento: '2026-12-10' },
      vencimento_de: 'linha',
    })
    // Factor 1656 read in 2002 would be the old cycle's date: the arrival day picks the cycle.
    const old = findBoleto(maskedLine(vivace), new Date('2002-04-01T12:00:00Z'))
    expect(old.kind === 'ok' && old.reading.vencimento).toBe('2002-04-20')
  })

  it('reads the published bank example and a 48-digit arrecadação line (due date from the printed text)', () => {
    const bb = findBoleto('00190.00009 01149.718601 68524.522114 6 75860000102656', new Date('2018-07-01'))
    expect(bb).toMatchObject({ kind: 'ok', reading: { valor: 102656n, vencimento: '2018-07-15' } })
    const conv = findBoleto(
      'Conta de água 84610000000-5 24610029110-2 00546033900-4 69589506108-0 Vencimento: 15/12/2026',
      received,
    )
    expect(conv).toEqual({
      kind: 'ok',
      reading: { codigo: '846100000005246100291102005460339004695895061080', valor: 2461n, vencimento: '2026-12-15' },
      vencimento_de: 'texto',
    })
  })

  it('reads a 44-digit barcode printed without a line: converted to the line, its digits checked', () => {
    const barcode = linhaDigitavelToBarcode(vivace) as string
    expect(barcode).toHaveLength(44)
    expect(findBoleto(`Código de barras ${barcode} Vencimento 10/12/2026`, received)).toEqual({
      kind: 'ok',
      reading: { codigo: vivace, valor: 38990n, vencimento: '2026-12-10' },
      vencimento_de: 'linha',
    })
    // A wrong digit anywhere in the barcode (its general check digit) is refused, as for a line.
    const wrong = `${barcode.slice(0, 30)}${(Number(barcode[30]) + 1) % 10}${barcode.slice(31)}`
    expect(findBoleto(wrong, received)).toEqual({ kind: 'erro', motivo: BAD_DIGIT })
    // With both printed, the line is what is read.
    expect(findBoleto(`${barcode} ${maskedLine(vivace)}`, received)).toMatchObject({ reading: { codigo: vivace } })
  })

  it('refuses a wrong check digit, a text without a line, and a line without an amount', () => {
    const wrong = `${vivace.slice(0, 9)}${(Number(vivace[9]) + 1) % 10}${vivace.slice(10)}`
    expect(findBoleto(maskedLine(wrong), received)).toEqual({ kind: 'erro', motivo: BAD_DIGIT })
    expect(findBoleto('Fatura de novembro, total R$ 389,90, CNPJ 62.940.017/3072-30', received)).toEqual({
      kind: 'erro',
      motivo: NO_LINE,
    })
    const noAmount = bankLine('341', '2026-12-10', 0, '1090000482211750041239870')
    expect(findBoleto(noAmount, received)).toEqual({ kind: 'erro', motivo: NO_AMOUNT })
  })
})

describe('PDF text, with limits', () => {
  // The first read starts the parse worker (server/parsing), which takes a few seconds on a busy machine.
  it('reads the text of a boleto PDF', { timeout: 30_000 }, async () => {
    const pdf = boletoPdf({
      beneficiario: 'Vivace Telecomunicações S.A.',
      cnpj: '62.940.017/3072-30',
      vencimento: '10/12/2026',
      valor: '389,90',
      linha: maskedLine(vivace),
    })
    const text = await readPdfText(pdf)
    expect(text).toContain(maskedLine(vivace))
    expect(text).toContain('62.940.017/3072-30')
    expect(findBoleto(text, received)).toMatchObject({ kind: 'ok', reading: { codigo: vivace } })
  })

  it('refuses a broken PDF, one over the size limit, and stops a read that runs out of time', async () => {
    await expect(
      readPdfText(Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n')),
    ).rejects.toThrow(PDF_UNREADABLE)
    await expect(readPdfText(Buffer.alloc(PDF_LIMITS.bytes + 1, 0x20))).rejects.toThrow(PDF_TOO_BIG)
    await expect(readPdfText(demoPdf(['Boleto']), { ...PDF_LIMITS, ms: 0 })).rejects.toThrow(PDF_TIMEOUT)
  })
})
