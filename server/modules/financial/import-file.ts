import type { UploadError } from '../../../src/contracts/financial'
import type { Db } from '../../db/connection'
import { ParseRefused } from '../../parsing/limits'
import { runParse } from '../../parsing/pool'
import { looksLikeXlsx, type RawSheet } from './import-parse'
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
  let sheet: RawSheet
  try {
    // Parsed in a worker (server/parsing) before any query: no connection is held while the file is read.
    sheet = await runParse('ledger', { data: buffer, xlsx: looksLikeXlsx(buffer, filename) })
  } catch (error) {
    if (error instanceof ParseRefused) return { ok: false, message: error.message, erros: [] }
    throw error
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
