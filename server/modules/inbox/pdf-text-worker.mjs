// Reads the text of a PDF's first pages with pdfjs-dist (legacy build, Node 20) inside a worker thread, so the
// caller can stop a hostile file by terminating the thread (time) and bound its memory (resourceLimits).
// Input (workerData): { data: Uint8Array, maxPages: number, maxChars: number }. Output: { text } or { error }.
import { parentPort, workerData } from 'node:worker_threads'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const { data, maxPages, maxChars } = workerData

async function read() {
  const doc = await getDocument({
    data,
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: 0,
    verbosity: 0,
  }).promise
  const parts = []
  let size = 0
  for (let n = 1; n <= Math.min(doc.numPages, maxPages) && size < maxChars; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    const line = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    parts.push(line)
    size += line.length
  }
  await doc.destroy()
  return parts.join('\n').slice(0, maxChars)
}

read().then(
  (text) => parentPort.postMessage({ text }),
  (error) => parentPort.postMessage({ error: String(error?.name ?? 'Error') }),
)
