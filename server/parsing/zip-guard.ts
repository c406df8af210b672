import yauzl from 'yauzl'
import { PARSE_LIMITS, PARSE_MESSAGES, ParseRefused } from './limits'

type ZipLimits = Pick<typeof PARSE_LIMITS, 'zipEntries' | 'zipEntryBytes' | 'zipTotalBytes' | 'zipRatio'>

/** Below this inflated size an entry's ratio is not judged (small XML parts compress very well). */
const RATIO_FLOOR = 1024 * 1024

const open = (buf: Buffer) =>
  new Promise<yauzl.ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buf, { lazyEntries: true, validateEntrySizes: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  )

/**
 * Inflates every entry of a zip archive as a stream, counting bytes and keeping none: throws ParseRefused when it has
 * too many entries, an entry or the whole inflates beyond its limit, or a big entry's ratio is suspicious. The sizes
 * the archive declares are checked first and the real ones while inflating (a lying header is caught too).
 */
export async function checkArchive(buf: Buffer, limits: ZipLimits = PARSE_LIMITS): Promise<void> {
  let zip: yauzl.ZipFile
  try {
    zip = await open(buf)
  } catch {
    throw new ParseRefused(PARSE_MESSAGES.archiveInvalid)
  }
  if (zip.entryCount > limits.zipEntries) {
    zip.close()
    throw new ParseRefused(PARSE_MESSAGES.archiveEntries)
  }
  let total = 0
  const judge = (inflated: number, compressed: number) => {
    if (inflated > limits.zipEntryBytes || total + inflated > limits.zipTotalBytes) return PARSE_MESSAGES.archiveTooBig
    if (inflated > RATIO_FLOOR && inflated / Math.max(compressed, 1) > limits.zipRatio)
      return PARSE_MESSAGES.archiveRatio
    return null
  }
  await new Promise<void>((resolve, reject) => {
    let failed = false
    const fail = (message: string) => {
      if (failed) return
      failed = true
      zip.close()
      reject(new ParseRefused(message))
    }
    zip.on('error', () => fail(PARSE_MESSAGES.archiveInvalid))
    zip.on('end', resolve)
    zip.on('entry', (entry: yauzl.Entry) => {
      if (entry.fileName.endsWith('/')) return zip.readEntry()
      const declared = judge(entry.uncompressedSize, entry.compressedSize)
      if (declared) return fail(declared)
      zip.openReadStream(entry, (error, stream) => {
        if (error) return fail(PARSE_MESSAGES.archiveInvalid)
        let inflated = 0
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length
          const over = judge(inflated, entry.compressedSize)
          if (over) {
            stream.destroy()
            fail(over)
          }
        })
        stream.on('error', () => fail(PARSE_MESSAGES.archiveInvalid))
        stream.on('end', () => {
          total += inflated
          zip.readEntry()
        })
      })
    })
    zip.readEntry()
  })
}
