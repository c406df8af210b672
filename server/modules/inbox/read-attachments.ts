import type { ParsedInvoice } from '../../../src/contracts/invoices'
import { isXml, PDF, startsWith } from '../../files/signatures'
import { ParseRefused } from '../../parsing/limits'
import { asBuffer, runParse } from '../../parsing/pool'
import type { ReadMail } from './mail-reader'
import { PdfTextError, readPdfText } from './pdf-text'

// An inbox message read before any transaction: the e-mail itself and then each attachment (a boleto PDF's text,
// an NF-e/NFS-e XML) in parse workers (server/parsing), so no database connection waits on a parser.

/** What an attachment's bytes said: a PDF's text, an invoice, the reason it could not be read, or nothing to read. */
export type AttachmentReading =
  | { tipo: 'pdf'; texto: string }
  | { tipo: 'nota'; nota: ParsedInvoice }
  | { tipo: 'erro'; motivo: string }
  | { tipo: 'outro' }

export type InboxMail = Omit<ReadMail, 'anexos'> & {
  anexos: (ReadMail['anexos'][number] & { lido: AttachmentReading })[]
}

/** Reads one attachment's bytes (in parse workers). */
export async function readAttachment(conteudo: Buffer): Promise<AttachmentReading> {
  if (startsWith(conteudo, PDF)) {
    try {
      return { tipo: 'pdf', texto: await readPdfText(conteudo) }
    } catch (error) {
      if (error instanceof PdfTextError) return { tipo: 'erro', motivo: error.message }
      throw error
    }
  }
  if (!isXml(conteudo)) return { tipo: 'outro' }
  try {
    return { tipo: 'nota', nota: await runParse('invoice', { data: conteudo }) }
  } catch (error) {
    if (error instanceof ParseRefused) return { tipo: 'erro', motivo: error.message }
    throw error
  }
}

/** Reads a raw message and its attachments; a file that is not an e-mail is a 400, a full parse queue a 503. */
export async function readInboxMail(raw: Buffer): Promise<InboxMail> {
  const mail = await runParse('mail', { data: raw })
  const anexos = []
  for (const a of mail.anexos) {
    const conteudo = asBuffer(a.conteudo)
    anexos.push({ ...a, conteudo, lido: await readAttachment(conteudo) })
  }
  return { ...mail, anexos }
}
