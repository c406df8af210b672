import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

// The text of a PDF's first pages (pdfjs-dist, legacy build for Node 20), read in a worker thread with limits so a
// hostile file cannot hang or exhaust the server: size, pages, characters, time (the thread is terminated) and heap.

export const PDF_LIMITS = { bytes: 5 * 1024 * 1024, pages: 3, chars: 20_000, ms: 10_000, heapMb: 128 }

export class PdfTextError extends Error {}

export const PDF_TOO_BIG = 'PDF acima de 5 MB: a linha digitável não foi lida; lance a conta manualmente.'
export const PDF_UNREADABLE = 'Não foi possível ler o texto do PDF; lance a conta manualmente.'
export const PDF_TIMEOUT = 'A leitura do PDF demorou demais e foi interrompida; lance a conta manualmente.'

const workerFile = join(dirname(fileURLToPath(import.meta.url)), 'pdf-text-worker.mjs')

/** Reads the text of `pdf` (its first pages), or throws a PdfTextError with a pt-BR message. */
export function readPdfText(pdf: Buffer, limits = PDF_LIMITS): Promise<string> {
  if (pdf.length > limits.bytes) return Promise.reject(new PdfTextError(PDF_TOO_BIG))
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, {
      workerData: { data: new Uint8Array(pdf), maxPages: limits.pages, maxChars: limits.chars },
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb },
      stdout: true,
      stderr: true,
    })
    let done = false
    const finish = (error: string | null, text = '') => {
      if (done) return
      done = true
      clearTimeout(timer)
      void worker.terminate()
      if (error === null) resolve(text)
      else reject(new PdfTextError(error))
    }
    const timer = setTimeout(() => finish(PDF_TIMEOUT), limits.ms)
    worker.once('message', (m: { text?: string; error?: string }) =>
      typeof m.text === 'string' ? finish(null, m.text) : finish(PDF_UNREADABLE),
    )
    worker.once('error', () => finish(PDF_UNREADABLE))
    worker.once('exit', () => finish(PDF_UNREADABLE))
  })
}
