import { barcodeToLinhaDigitavel, mod11Barcode } from '../../src/lib/masks/boleto'
import { demoPdf } from './seed-bill-attachments'

// Boleto-shaped files built from the published layouts, for the demo inbox and the tests: a cobrança bancária
// linha digitável (Carta-Circular BCB 2.926/2000: bank, currency 9, general check digit, due-date factor, amount,
// 25-digit free field) and a one-page PDF (the house's demoPdf) whose text carries it, as a bank's boleto prints it.

const DAY = 86_400_000
const BASE = Date.UTC(1997, 9, 7)

/** The due-date factor of a plain date: days since 07/10/1997, restarting at 1000 on 22/02/2025 (9999 + 1). */
export function dueFactor(date: string) {
  const days = Math.round((Date.parse(`${date}T00:00:00Z`) - BASE) / DAY)
  return ((days - 1000) % 9000) + 1000
}

/** A valid 47-digit linha digitável for `banco` (3 digits), due `vencimento`, `centavos`, and a 25-digit free field. */
export function bankLine(banco: string, vencimento: string, centavos: number, livre: string) {
  const body = `${banco}9${dueFactor(vencimento)}${String(centavos).padStart(10, '0')}${livre.padStart(25, '0')}`
  const barcode = `${body.slice(0, 4)}${mod11Barcode(body)}${body.slice(4)}`
  return barcodeToLinhaDigitavel(barcode) ?? ''
}

/** The line with the mask banks print: 00190.00009 01149.718601 68524.522114 6 75860000102656. */
export const maskedLine = (l: string) =>
  `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`

/** A boleto PDF as a bank prints it: beneficiary, due date, amount and the masked linha digitável. */
export function boletoPdf(b: { beneficiario: string; cnpj: string; vencimento: string; valor: string; linha: string }) {
  return demoPdf([
    'Recibo do Pagador',
    `Beneficiário: ${b.beneficiario} — CNPJ ${b.cnpj}`,
    `Vencimento: ${b.vencimento}    Valor do documento: R$ ${b.valor}`,
    b.linha,
    'Local de pagamento: pagável em qualquer banco até o vencimento.',
  ])
}
