import { HttpError } from '../http/errors'

// Limits on reading an uploaded file (README › Limites de leitura de arquivos). Every parse runs in a worker of
// ./pool.ts; archives (XLSX) and compressed PDF streams are measured while inflating, before a parser sees them.

const MB = 1024 * 1024

export const PARSE_LIMITS = {
  /** Parses running at once in this process; more wait in the queue. */
  concurrency: 2,
  /** Parses waiting for a worker; one more is refused (503). */
  queue: 20,
  /** Time one parse may take before its worker is terminated. */
  ms: 20_000,
  /** V8 heap of each parse worker. */
  heapMb: 256,
  /** Growth of the whole process's RSS while parses run: above it, the running parses are stopped. */
  rssGrowthMb: 768,
  /** Archive (XLSX): entries, inflated size of one entry and of all, and inflated/compressed ratio of a big entry. */
  zipEntries: 2_000,
  zipEntryBytes: 40 * MB,
  zipTotalBytes: 80 * MB,
  zipRatio: 100,
  /** PDF: inflated size of all its compressed streams together. */
  pdfInflatedBytes: 48 * MB,
}

/** Why a file was not read, in pt-BR (shown as the upload's or the job's message). */
export const PARSE_MESSAGES = {
  archiveTooBig: `O arquivo compactado se expande além do limite (${PARSE_LIMITS.zipEntryBytes / MB} MB por parte, ${PARSE_LIMITS.zipTotalBytes / MB} MB no total): não foi lido.`,
  archiveRatio: `O arquivo compactado tem uma taxa de compressão suspeita (acima de ${PARSE_LIMITS.zipRatio}×): não foi lido.`,
  archiveEntries: `O arquivo compactado tem mais de ${PARSE_LIMITS.zipEntries} partes: não foi lido.`,
  archiveInvalid: 'Planilha XLSX inválida ou corrompida.',
  pdfTooBig: `O PDF se expande além do limite de ${PARSE_LIMITS.pdfInflatedBytes / MB} MB: não foi lido.`,
  memory: 'A leitura do arquivo excedeu o limite de memória e foi interrompida: o arquivo não foi lido.',
  timeout: 'A leitura do arquivo demorou demais e foi interrompida: o arquivo não foi lido.',
  failed: 'Não foi possível ler o arquivo.',
  busy: 'Muitos arquivos sendo lidos agora no servidor. Tente de novo em alguns instantes.',
}

/** A file that is not read (over a limit, or not what it claims to be): a 400 whose pt-BR message says why. */
export class ParseRefused extends HttpError {
  constructor(message: string) {
    super(400, message)
  }
}

/** The parse queue is full: the file is fine, the server is busy (a 503; a job tries again later). */
export class ParseBusy extends HttpError {
  constructor() {
    super(503, PARSE_MESSAGES.busy)
  }
}
