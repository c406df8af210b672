import type { ParsedInvoice } from '../../../src/contracts/invoices'
import { HttpError } from '../../http/errors'
import { ParseRefused } from '../../parsing/limits'
import { runParse } from '../../parsing/pool'

/** Parses an uploaded invoice file in a worker (server/parsing); a file that is not one is a 400 with its reason. */
export async function readInvoiceFile(buffer: Buffer): Promise<ParsedInvoice> {
  try {
    return await runParse('invoice', { data: buffer })
  } catch (error) {
    if (error instanceof ParseRefused) throw new HttpError(400, `${error.message} Nada foi lançado.`)
    throw error
  }
}
