import type { UploadError } from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { looksLikeXlsx, parseCsv, parseXlsx } from './import-parse'
import { validateSheet } from './import-validate'
import { createTemporaryVersion, loadLookups } from './versions'

export type ImportOutcome =
  | ({ ok: true } & Awaited<ReturnType<typeof createTemporaryVersion>>)
  | { ok: false; message: string; erros: UploadError[] }

/**
 * A ledger file (';' CSV in UTF-8 or XLSX) made into the office's temporary version, or the reason it was refused
 * (nothing imported): the one import behind DREs › Versões and the data room's DRE option.
 */
export async function importLedgerFile(
  db: Db,
  idEscritorio: number,
  idUsuario: number,
  filename: string,
  buffer: Buffer,
): Promise<ImportOutcome> {
  const isXlsx = looksLikeXlsx(buffer, filename)
  let sheet: Awaited<ReturnType<typeof parseXlsx>>
  try {
    sheet = isXlsx ? await parseXlsx(buffer) : parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(buffer))
  } catch {
    return { ok: false, message: isXlsx ? 'Planilha XLSX inválida' : 'O arquivo não está em UTF-8', erros: [] }
  }
  const result = validateSheet(sheet, await loadLookups(db, idEscritorio))
  if (result.errorCount > 0) {
    const n = result.errorCount
    const message =
      n === 1 ? 'O arquivo tem 1 erro; nada foi importado' : `O arquivo tem ${n} erros; nada foi importado`
    return { ok: false, message, erros: result.errors }
  }
  return { ok: true, ...(await createTemporaryVersion(db, idEscritorio, idUsuario, filename, result.rows)) }
}
