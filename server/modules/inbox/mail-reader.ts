import { simpleParser } from 'mailparser'
import { EMAIL_NOT_FOUND, extractEmailAddress } from '../../../src/lib/text'
import { sha256Of } from '../../files/file-store'
import { HttpError } from '../../http/errors'

// Reading an e-mail (RFC 5322, as an .eml file or from the SMTP receiver) into what the inbox keeps.

export type ReadMail = {
  message_id: string
  de: string
  de_email: string | null
  para: string
  assunto: string
  recebido_em: Date
  corpo: string
  anexos: { nome_arquivo: string; tipo: string; conteudo: Buffer }[]
}

const MAX_ATTACHMENTS = 20
const BODY_MAX = 100_000
/** Text PostgreSQL keeps: no NUL, no lone surrogate halves. */
const clean = (s: string, max: number) =>
  s
    .replace(/\0/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .slice(0, max)

/** Parses a raw message; a file that is not an e-mail (no From, no headers) is a 400 in pt-BR. */
export async function readMail(raw: Buffer): Promise<ReadMail> {
  const head = raw.subarray(0, 8192).toString('latin1')
  if (!/^[\w-]+:/m.test(head) || !/^from:/im.test(head))
    throw new HttpError(400, 'O arquivo não é um e-mail (.eml) válido: falta o remetente (From).')
  const mail = await simpleParser(raw, { skipHtmlToText: false, maxHtmlLengthToParse: 2_000_000 })
  const de = clean(mail.from?.text ?? '', 300)
  const address = extractEmailAddress(mail.from?.value[0]?.address ?? de)
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '')
  const anexos = mail.attachments
    .filter((a) => a.contentDisposition !== 'inline' || a.filename)
    .slice(0, MAX_ATTACHMENTS)
    .map((a, i) => ({
      nome_arquivo: clean(a.filename ?? `anexo-${i + 1}`, 200),
      tipo: clean(a.contentType || 'application/octet-stream', 100),
      conteudo: a.content,
    }))
  return {
    message_id: clean(mail.messageId ?? `sha256:${sha256Of(raw)}`, 300),
    de: de || '(sem remetente)',
    de_email: address === EMAIL_NOT_FOUND ? null : address,
    para: clean(to, 1000),
    assunto: clean(mail.subject ?? '(sem assunto)', 300),
    recebido_em: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : new Date(),
    corpo: clean(mail.text ?? '', BODY_MAX),
    anexos,
  }
}
