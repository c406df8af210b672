import { checkPdfStreams } from './pdf-guard'

// Inside a parse worker only: pdf.js (legacy build for Node 20) reads the text of a PDF's first pages, after its
// compressed streams were measured (checkPdfStreams) so that pdf.js never inflates a bomb.

export async function pdfText(pdf: Buffer, limits: { pages: number; chars: number; inflated: number }) {
  checkPdfStreams(pdf, limits.inflated)
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    maxImageSize: 0,
    verbosity: 0,
  }).promise
  const parts: string[] = []
  let size = 0
  for (let n = 1; n <= Math.min(doc.numPages, limits.pages) && size < limits.chars; n++) {
    const page = await doc.getPage(n)
    const content = await page.getTextContent()
    const line = content.items.map((item) => ('str' in item ? item.str : '')).join(' ')
    parts.push(line)
    size += line.length
  }
  await doc.destroy()
  return parts.join('\n').slice(0, limits.chars)
}
