import ExcelJS from 'exceljs'
import type { z } from 'zod'
import type { DreTable, detailRow } from '../../../src/contracts/financial'

const moneyFormat = '#,##0.00;[Red]-#,##0.00'
// Spreadsheet cells hold reais; the exact centavos stay in the API.
const reais = (centavos: string) => Number(centavos) / 100

function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true }
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAF6' } }
}

function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  headers: string[],
  table: DreTable,
  pick: (f: { valores: string[][]; total_coluna: string[]; total_periodo: string[]; total: string }) => string[],
) {
  const sheet = workbook.addWorksheet(name)
  sheet.columns = [{ width: 42 }, ...headers.map(() => ({ width: 16 })), { width: 16 }]
  styleHeader(sheet.addRow(['Linha', ...headers, 'Total']))
  for (const line of table.linhas) {
    const row = sheet.addRow([line.nome, ...pick(line).map(reais), reais(line.total)])
    if (line.tipo === 'subtotal') row.font = { bold: true }
    for (const cat of line.categorias) sheet.addRow([`    ${cat.nome}`, ...pick(cat).map(reais), reais(cat.total)])
  }
  sheet.eachRow((row, n) => {
    if (n === 1) return
    row.eachCell((cell, col) => {
      if (col > 1) cell.numFmt = moneyFormat
    })
  })
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: 1 }]
}

/** The DRE download: one sheet by period and one by the grouping's columns. */
export async function dreWorkbook(table: DreTable, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'AAWZ Back-office'
  workbook.title = title
  addSheet(
    workbook,
    'DRE por período',
    table.periodos.map((p) => p.rotulo),
    table,
    (f) => f.total_periodo,
  )
  if (table.colunas.length > 1) {
    addSheet(
      workbook,
      'DRE por agrupamento',
      table.colunas.map((c) => c.nome),
      table,
      (f) => f.total_coluna,
    )
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

/** The entries behind a DRE cell. */
export async function detailWorkbook(rows: z.infer<typeof detailRow>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Lançamentos')
  sheet.columns = [
    { header: 'Competência', key: 'data_competencia', width: 14 },
    { header: 'Pagamento', key: 'data_pagamento', width: 14 },
    { header: 'Fornecedor', key: 'fornecedor', width: 28 },
    { header: 'Categoria', key: 'categoria', width: 28 },
    { header: 'Conta corrente', key: 'conta_corrente', width: 20 },
    { header: 'Valor', key: 'valor', width: 16, style: { numFmt: moneyFormat } },
    { header: 'Observações', key: 'observacoes', width: 60 },
  ]
  styleHeader(sheet.getRow(1))
  const br = (d: string | null) => (d ? d.split('-').reverse().join('/') : '')
  for (const r of rows) {
    sheet.addRow({
      ...r,
      data_competencia: br(r.data_competencia),
      data_pagamento: br(r.data_pagamento),
      valor: reais(r.valor),
    })
  }
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
