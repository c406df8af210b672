import type { DataroomFileType } from '../../src/contracts/dataroom-catalogue'
import { HttpError } from '../http/errors'
import { PARSE_LIMITS, ParseRefused } from './limits'

// The parses a worker of ./pool.ts runs (each module imported on first use, in the worker only). A task throws
// ParseRefused, with its pt-BR message, for a file that is not read; anything else is a failure of the parser.

export { ParseRefused }

/** Runs `read`; the parser's own "bad file" error (its class in `bad`) becomes a ParseRefused with its message. */
async function refusing<T>(read: () => T | Promise<T>, bad: (error: unknown) => boolean): Promise<T> {
  try {
    return await read()
  } catch (error) {
    if (!(error instanceof ParseRefused) && bad(error)) throw new ParseRefused((error as Error).message)
    throw error
  }
}

const tasks = {
  /** A data room file read far enough to know it is usable (dataroom/inspect.ts). */
  inspect: async ({ data, type }: { data: Buffer; type: DataroomFileType }) => {
    const { inspectFile } = await import('../modules/dataroom/inspect')
    await inspectFile(type, data)
    return null
  },
  /** The first sheet of a ledger (DRE) file, XLSX or ';' CSV in UTF-8. */
  ledger: async ({ data, xlsx }: { data: Buffer; xlsx: boolean }) => {
    const { parseLedger } = await import('../modules/financial/import-parse')
    return parseLedger(data, xlsx)
  },
  /** The text of a PDF's first pages. */
  'pdf-text': async ({ data, pages, chars }: { data: Buffer; pages: number; chars: number }) => {
    const { pdfText } = await import('./pdf-read')
    return pdfText(data, { pages, chars, inflated: PARSE_LIMITS.pdfInflatedBytes })
  },
  /** An e-mail (.eml or SMTP) read into what the inbox keeps. */
  mail: async ({ data }: { data: Buffer }) => {
    const { readMail } = await import('../modules/inbox/mail-reader')
    return refusing(
      () => readMail(data),
      (e) => e instanceof HttpError,
    )
  },
  /** A bank statement (OFX or CNAB). */
  statement: async ({ data }: { data: Buffer }) => {
    const { parseStatement } = await import('../modules/statements/parse')
    const { StatementFileError } = await import('../modules/statements/types')
    return refusing(
      () => parseStatement(data),
      (e) => e instanceof StatementFileError,
    )
  },
  /** An NF-e or NFS-e XML. */
  invoice: async ({ data }: { data: Buffer }) => {
    const { parseInvoice } = await import('../modules/invoices/parse-invoice')
    const { InvoiceFileError } = await import('../modules/invoices/xml-reader')
    return refusing(
      () => parseInvoice(data),
      (e) => e instanceof InvoiceFileError,
    )
  },
}

type Tasks = typeof tasks
export type TaskName = keyof Tasks
/** What the caller passes: the file's bytes as `data` (a Buffer), with the task's options. */
export type TaskInput<K extends TaskName> = Parameters<Tasks[K]>[0]
export type TaskOutput<K extends TaskName> = Awaited<ReturnType<Tasks[K]>>

/** In the worker: `input.data` arrives as a Uint8Array and is handed to the task as a Buffer over the same bytes. */
export function runTask(task: TaskName, input: { data: Uint8Array }) {
  const data = Buffer.from(input.data.buffer, input.data.byteOffset, input.data.byteLength)
  return (tasks[task] as (i: unknown) => Promise<unknown>)({ ...input, data })
}
