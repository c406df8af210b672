import { PARSE_LIMITS, PARSE_MESSAGES, ParseRefused } from '../../parsing/limits'
import { runParse } from '../../parsing/pool'

// The text of a PDF's first pages, read by pdf.js in a parse worker (server/parsing: heap, time, inflated streams
// and concurrency limited) so a hostile file cannot hang or exhaust the server.

export const PDF_LIMITS = { bytes: 5 * 1024 * 1024, pages: 3, chars: 20_000, ms: PARSE_LIMITS.ms }

export class PdfTextError extends Error {}

export const PDF_TOO_BIG = 'PDF acima de 5 MB: a linha digitável não foi lida; lance a conta manualmente.'
export const PDF_UNREADABLE = 'Não foi possível ler o texto do PDF; lance a conta manualmente.'
export const PDF_TIMEOUT = 'A leitura do PDF demorou demais e foi interrompida; lance a conta manualmente.'

/** Reads the text of `pdf` (its first pages), or throws a PdfTextError with a pt-BR message (ParseBusy passes). */
export async function readPdfText(pdf: Buffer, limits = PDF_LIMITS): Promise<string> {
  if (pdf.length > limits.bytes) throw new PdfTextError(PDF_TOO_BIG)
  try {
    return await runParse('pdf-text', { data: pdf, pages: limits.pages, chars: limits.chars }, { ms: limits.ms })
  } catch (error) {
    if (!(error instanceof ParseRefused)) throw error
    if (error.message === PARSE_MESSAGES.timeout) throw new PdfTextError(PDF_TIMEOUT)
    if (error.message === PARSE_MESSAGES.pdfTooBig)
      throw new PdfTextError(`${error.message} Lance a conta manualmente.`)
    throw new PdfTextError(PDF_UNREADABLE)
  }
}
