import { todayInBrazil } from '../../../src/contracts/bill-status'
import { brDateToIso } from '../../../src/lib/format/date'
import { type BoletoReading, readBoleto } from '../../../src/lib/payment-codes'

// Finding a boleto's linha digitável in the text of its PDF: 47 digits (cobrança bancária) or 48 starting with 8
// (arrecadação/convênio), printed with or without the dots and spaces of the mask, or else the barcode's 44 digits
// printed alone (converted to the line), every check digit validated by the house's readBoleto (brazilian-utils).
// Amount and due date come from the line; the due-date factor's cycle (it restarted at 1000 on 22/02/2025) is
// resolved against the day the message arrived, so a reading stays stable.

export type BoletoFound =
  | {
      kind: 'ok'
      reading: BoletoReading & { valor: bigint; vencimento: string }
      /** Where the due date came from: the line's factor, the printed 'Vencimento', or (neither) the arrival day. */
      vencimento_de: 'linha' | 'texto' | 'recebimento'
    }
  | { kind: 'erro'; motivo: string }

export const NO_LINE = 'Nenhuma linha digitável de boleto encontrada no PDF; lance a conta manualmente.'
export const BAD_DIGIT =
  'A linha digitável do PDF tem dígito verificador inválido (leitura incorreta ou boleto adulterado); confira o boleto e lance a conta manualmente.'
export const NO_AMOUNT = 'O boleto não traz o valor na linha digitável; lance a conta manualmente.'

/** Runs of digits that may be separated by the mask's spaces, dots and hyphens ("00190.00009 01149.718601 …"). */
const RUNS = /\d[\d .-]*\d/g
const BARCODE = /(?<!\d)\d{44}(?!\d)/g
const DUE_DATE = /vencimento\D{0,40}?(\d{2}\/\d{2}\/\d{4})/i

function candidates(text: string) {
  const valid: string[] = []
  const barcodes: string[] = []
  let shaped = false
  for (const match of text.matchAll(RUNS)) {
    const digits = match[0].replace(/\D/g, '')
    if (digits.length < 47) continue
    shaped = true // a line-sized run of digits: if no window validates, a check digit is wrong
    // A run may hold a neighbouring number too: try every 47- and 48-digit window (the text is capped, so this is small).
    for (const size of [47, 48])
      for (let i = 0; i + size <= digits.length; i++) {
        const window = digits.slice(i, i + size)
        if ((size === 48) === window.startsWith('8') && readBoleto(window) !== null) valid.push(window)
      }
  }
  // The barcode is printed unmasked, as 44 digits of their own: windows of a longer run are not tried, as they would
  // pass its single check digit one time in eleven.
  for (const match of text.matchAll(BARCODE)) {
    shaped = true
    if (readBoleto(match[0]) !== null) barcodes.push(match[0])
  }
  // The printed line first; the barcode's digits only when the PDF prints no line.
  return { valid: [...new Set(valid.length > 0 ? valid : barcodes)], shaped }
}

/** The boleto in `text` (the first valid line), or why none could be read. `received` resolves the factor cycle. */
export function findBoleto(text: string, received: Date): BoletoFound {
  const { valid, shaped } = candidates(text)
  if (valid.length === 0) return { kind: 'erro', motivo: shaped ? BAD_DIGIT : NO_LINE }
  const reading = readBoleto(valid[0], received)
  if (reading === null || reading.valor === null) return { kind: 'erro', motivo: NO_AMOUNT }
  const valor = reading.valor
  if (reading.vencimento !== null)
    return { kind: 'ok', reading: { ...reading, valor, vencimento: reading.vencimento }, vencimento_de: 'linha' }
  const printed = DUE_DATE.exec(text)?.[1]
  const fromText = printed ? brDateToIso(printed) : null
  return fromText
    ? { kind: 'ok', reading: { ...reading, valor, vencimento: fromText }, vencimento_de: 'texto' }
    : { kind: 'ok', reading: { ...reading, valor, vencimento: todayInBrazil(received) }, vencimento_de: 'recebimento' }
}
