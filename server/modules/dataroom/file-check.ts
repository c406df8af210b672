import {
  DATAROOM_MAX_MB,
  type DataroomFileType,
  type DataroomOption,
  typesText,
} from '../../../src/contracts/dataroom-catalogue'
import { isText, OLE, PDF, startsWith as starts, ZIP } from '../../files/signatures'
import { HttpError } from '../../http/errors'

export const MIME: Record<DataroomFileType, string> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
  csv: 'text/csv',
  ofx: 'application/x-ofx',
}

/** Whether the bytes are what the extension says, read from the content, never from the declared type. */
function contentMatches(type: DataroomFileType, buf: Buffer): boolean {
  switch (type) {
    case 'pdf':
      return starts(buf, PDF)
    case 'xlsx':
      return starts(buf, ZIP)
    case 'xls':
      return starts(buf, OLE)
    case 'csv':
      return isText(buf)
    case 'ofx': {
      const head = buf.subarray(0, 4096).toString('latin1').toUpperCase()
      return isText(buf) && (head.includes('OFXHEADER') || head.includes('<OFX>'))
    }
  }
}

export const tooLargeMessage = `Um ou mais arquivos são maiores que o limite de ${DATAROOM_MAX_MB} MB`

/**
 * The file's type, checked by extension (one the option accepts) and by content (its magic bytes); a bad file is
 * a 400 with a pt-BR message saying what to send, before anything is stored.
 */
export function checkFile(option: DataroomOption, filename: string, buf: Buffer): DataroomFileType {
  if (buf.length === 0) throw new HttpError(400, 'O arquivo está vazio.')
  if (buf.length > DATAROOM_MAX_MB * 1024 * 1024) throw new HttpError(400, tooLargeMessage)
  const extension = /\.([a-z0-9]+)$/i.exec(filename)?.[1]?.toLowerCase() ?? ''
  const type = option.tipos.find((t) => t === extension)
  if (!type) {
    throw new HttpError(400, `Tipo de arquivo não aceito em ${option.titulo}: envie ${typesText(option)}.`)
  }
  if (!contentMatches(type, buf)) {
    throw new HttpError(400, `O conteúdo do arquivo não é um ${type.toUpperCase()} válido; nada foi salvo.`)
  }
  return type
}
