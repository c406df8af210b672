import ExcelJS from 'exceljs'
import type { CommissionMonth } from '../../../src/contracts/commissions'
import { monthStatusLabels } from '../../../src/contracts/commissions'
import type { DetailColumn } from '../../../src/contracts/financial'
import { addDetailSheet, moneyFormat, reais, styleHeader } from '../financial/xlsx'

/**
 * A computed month as a spreadsheet: 'Resumo' (office, month, status, total per advisor) and 'Lançamentos'
 * (every line in the columns of the commission detail).
 */
export async function commissionWorkbook(
  office: string,
  month: CommissionMonth,
  columns: readonly DetailColumn[],
  rows: readonly Record<string, unknown>[],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'AAWZ Back-office'
  const sheet = workbook.addWorksheet('Resumo')
  sheet.columns = [{ width: 40 }, { width: 12 }, { width: 18 }]
  const [year, mm] = month.mes.split('-')
  sheet.addRow([office]).font = { bold: true, size: 14 }
  sheet.addRow([`Comissões · ${mm}/${year} · ${monthStatusLabels[month.status]}`]).font = { bold: true }
  sheet.addRow([])
  styleHeader(sheet.addRow(['Profissional', 'Linhas', 'Total']))
  for (const p of month.profissionais) sheet.addRow([p.nome, p.linhas, reais(p.total)]).getCell(3).numFmt = moneyFormat
  const total = sheet.addRow(['Total', null, reais(month.total)])
  total.font = { bold: true }
  total.getCell(3).numFmt = moneyFormat
  addDetailSheet(workbook, 'Lançamentos', columns, rows)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
