import ExcelJS from 'exceljs'
import type { DataroomFileType } from '../../../src/contracts/dataroom-catalogue'
import { JobRejected } from '../../jobs/runner'

/**
 * Reads a stored data room file far enough to know it is usable (a workbook that opens, a CSV with lines, a PDF
 * that ends, an OFX with its root tag); a bad one is rejected (no retry) with a pt-BR message saying what is wrong.
 */
export async function inspectFile(type: DataroomFileType, buf: Buffer): Promise<void> {
  switch (type) {
    case 'xlsx': {
      const workbook = new ExcelJS.Workbook()
      try {
        await workbook.xlsx.load(buf as unknown as ArrayBuffer)
      } catch {
        throw new JobRejected('Planilha XLSX inválida ou corrompida.')
      }
      if (workbook.worksheets.length === 0) throw new JobRejected('A planilha não tem nenhuma aba.')
      return
    }
    case 'csv':
      if (
        !buf
          .toString('latin1')
          .split(/\r?\n/)
          .some((line) => line.trim() !== '')
      ) {
        throw new JobRejected('O arquivo CSV não tem nenhuma linha.')
      }
      return
    case 'pdf':
      if (!buf.subarray(-2048).toString('latin1').includes('%%EOF')) {
        throw new JobRejected('PDF incompleto ou corrompido (sem o marcador de fim).')
      }
      return
    case 'ofx':
      if (!buf.toString('latin1').toUpperCase().includes('<OFX>')) {
        throw new JobRejected('Arquivo OFX sem a marcação <OFX>.')
      }
      return
    case 'xls':
      return
  }
}
