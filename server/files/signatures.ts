// Magic numbers of the file formats the app accepts: a file's type is read from its content, never from its
// name or declared type (the data room and the BPO bills' attachments check both).

export const startsWith = (buf: Buffer, bytes: readonly number[]) => bytes.every((b, i) => buf[i] === b)

export const ZIP = [0x50, 0x4b, 0x03, 0x04]
export const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
export const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-
export const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
export const JPEG = [0xff, 0xd8, 0xff]
const BINARY = [ZIP, OLE, PDF, PNG, JPEG, [0x7f, 0x45, 0x4c, 0x46], [0x4d, 0x5a]] // … ELF, MZ (executables)

/** Text files (CSV, OFX, XML) carry no magic number: no NUL byte and no binary format's signature. */
export const isText = (buf: Buffer) =>
  !buf.subarray(0, 64 * 1024).includes(0) && !BINARY.some((sig) => startsWith(buf, sig))

/** An XML document (a nota fiscal eletrônica): text whose first non-blank character, after any BOM, is '<'. */
export const isXml = (buf: Buffer) =>
  isText(buf) &&
  /^\s*</.test(
    buf
      .subarray(0, 1024)
      .toString('utf8')
      .replace(/^\ufeff/, ''),
  )
