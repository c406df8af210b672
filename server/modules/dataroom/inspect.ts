import ExcelJS from 'exceljs'
import type { DataroomFileType } from '../../../src/contracts/dataroom-catalogue'
import { ParseRefused } from '../../parsing/limits'
import { checkArchive } from '../../parsing/zip-guard'

/**
 * Reads a stored data room file far enough to know it is usable (a workbook within the archive limits that opens, a
 * CSV with lines, a PDF that ends, an OFX with its root tag); a bad one is a ParseRefused saying what is wrong. Runs
 * in a parse worker (server/parsing): the job calls it through `runParse('inspect', …)`.
 */
export async function inspectFile(type: DataroomFileType, buf: Buffer): Promise<void> {
  switch (type) {
    case 'xlsx': {
      await checkArchive(buf)
      const workbook = new ExcelJS.Workbook()
      try {
        await workbook.xlsx.load(buf as unknown as ArrayBuffer)
      } catch {
        throw new ParseRefused('Planilha XLSX inválida ou corrompida.')
      }
      if (workbook.worksheets.length === 0) throw new ParseRefused('A planilha não tem nenhuma aba.')
      return
    }
    case 'csv':
      if (
        !buf
          .toString('latin1')
          .split(/\r?\n/)
          .some((line) => line.trim() !== '')
      ) {
        throw new ParseRefused('O arquivo CSV não tem nenhuma linha.')
      }
      return
    case 'pdf':
      if (!buf.subarray(-2048).toString('latin1').includes('%%EOF')) {
        throw new ParseRefused('PDF incompleto ou corrompido (sem o marcador de fim).')
      }
      return
    case 'ofx':
      if (!buf.toString('latin1').toUpperCase().includes('<OFX>')) {
        throw new ParseRefused('Arquivo OFX sem a marcação <OFX>.')
      }
      return
    case 'xls':
      return
  }
}
