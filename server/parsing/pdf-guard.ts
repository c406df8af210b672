import { constants, inflateSync } from 'node:zlib'
import { PARSE_MESSAGES, ParseRefused } from './limits'

/**
 * Inflates every stream of a PDF that inflates (FlateDecode; the others fail at once and are skipped) up to what is
 * left of `maxBytes` for all of them together, keeping nothing: a file whose streams inflate beyond it (a
 * decompression bomb) is refused before pdf.js allocates them outside the worker's heap limit.
 */
export function checkPdfStreams(pdf: Buffer, maxBytes: number): void {
  let left = maxBytes
  let at = pdf.indexOf('stream')
  while (at !== -1 && left >= 0) {
    const isEnd = at >= 3 && pdf.toString('latin1', at - 3, at) === 'end'
    let start = at + 6
    if (pdf[start] === 0x0d) start++
    if (pdf[start] === 0x0a) start++
    const end = isEnd ? -1 : pdf.indexOf('endstream', start)
    if (!isEnd && end !== -1) {
      try {
        left -= inflateSync(pdf.subarray(start, end), {
          maxOutputLength: left + 1,
          finishFlush: constants.Z_SYNC_FLUSH,
        }).length
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') left = -1
      }
    }
    at = pdf.indexOf('stream', end === -1 ? start : end + 9)
  }
  if (left < 0) throw new ParseRefused(PARSE_MESSAGES.pdfTooBig)
}
