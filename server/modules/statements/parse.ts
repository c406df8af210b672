import { looksLikeCnab, parseCnab } from './cnab'
import { parseOfx } from './ofx'
import { decodeStatement } from './text'
import { type ParsedStatement, StatementFileError } from './types'

export const STATEMENT_MAX_MB = 10
export const STATEMENT_TOO_LARGE = `O arquivo é maior que o limite de ${STATEMENT_MAX_MB} MB; nada foi importado.`
export const STATEMENT_UNKNOWN =
  'Formato não reconhecido: envie um extrato OFX ou um retorno CNAB 240/400; nada foi importado.'

/** A statement file (OFX or CNAB, recognised by content), or a StatementFileError with the reason in pt-BR. */
export function parseStatement(buffer: Buffer): ParsedStatement {
  if (buffer.length === 0) throw new StatementFileError('O arquivo está vazio; nada foi importado.')
  if (buffer.length > STATEMENT_MAX_MB * 1024 * 1024) throw new StatementFileError(STATEMENT_TOO_LARGE)
  if (buffer.includes(0)) throw new StatementFileError(STATEMENT_UNKNOWN)
  const text = decodeStatement(buffer)
  const head = text.slice(0, 2000)
  if (/<OFX>|OFXHEADER/i.test(head)) return parseOfx(text)
  if (looksLikeCnab(text)) return parseCnab(text)
  throw new StatementFileError(STATEMENT_UNKNOWN)
}
