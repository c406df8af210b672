import type { ParsedInvoice } from '../../../src/contracts/invoices'
import { HttpError } from '../../http/errors'
import { parseInvoice } from './parse-invoice'
import { InvoiceFileError } from './xml-reader'

/** Parses an uploaded invoice file; a file that is not one is a 400 with the parser's pt-BR reason. */
export function readInvoiceFile(buffer: Buffer): ParsedInvoice {
  try {
    return parseInvoice(buffer)
  } catch (error) {
    if (error instanceof InvoiceFileError) throw new HttpError(400, `${error.message} Nada foi lançado.`)
    throw error
  }
}
