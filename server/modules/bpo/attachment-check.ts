import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_MB,
  ATTACHMENT_TYPES_TEXT,
  type AttachmentType,
} from '../../../src/contracts/bpo-paths'
import { isXml, JPEG, PDF, PNG, startsWith } from '../../files/signatures'
import { HttpError } from '../../http/errors'

export const ATTACHMENT_MIME: Record<AttachmentType, string> = {
  pdf: 'application/pdf',
  xml: 'application/xml',
  png: 'image/png',
  jpg: 'image/jpeg',
}

export const ATTACHMENT_TOO_LARGE = `O arquivo é maior que o limite de ${ATTACHMENT_MAX_MB} MB; nada foi salvo.`

const contentMatches: Record<AttachmentType, (buf: Buffer) => boolean> = {
  pdf: (buf) => startsWith(buf, PDF),
  xml: isXml,
  png: (buf) => startsWith(buf, PNG),
  jpg: (buf) => startsWith(buf, JPEG),
}

/**
 * The attachment's type, checked by extension and by content (magic bytes); a bad file is a 400 in pt-BR saying
 * what to send, before anything is stored.
 */
export function checkAttachment(filename: string, buf: Buffer): AttachmentType {
  if (buf.length === 0) throw new HttpError(400, 'O arquivo está vazio.')
  if (buf.length > ATTACHMENT_MAX_MB * 1024 * 1024) throw new HttpError(400, ATTACHMENT_TOO_LARGE)
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  const type = Object.hasOwn(ATTACHMENT_EXTENSIONS, extension) ? ATTACHMENT_EXTENSIONS[extension] : undefined
  if (!type) throw new HttpError(400, `Tipo de arquivo não aceito: envie ${ATTACHMENT_TYPES_TEXT}.`)
  if (!contentMatches[type](buf)) {
    throw new HttpError(400, `O conteúdo do arquivo não é um ${type.toUpperCase()} válido; nada foi salvo.`)
  }
  return type
}
