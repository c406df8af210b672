import ExcelJS from 'exceljs'
import type { DetailColumn, DreTable } from '../../../src/contracts/financial'
import { formatCpfCnpj } from '../../../src/lib/masks/documents'

export const moneyFormat = '#,##0.00;[Red]-#,##0.00'
// Spreadsheet cells hold reais; the exact centavos stay in the API.
export const reais = (centavos: string) => Number(centavos) / 100

export function styleHeader(row: ExcelJS.Row) {
  row.font = { bold: true }
  row.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE8EAF6' } }
}

type Figures = { valores: string[][]; total_coluna: string[]; total_periodo: string[]; total: string }
type Heading = { office: string; period: string }

/** 'MM/AAAA' or 'MM/AAAA a MM/AAAA' for the months a table covers. */
const periodText = (first: string, last: string) => {
  const br = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`
  return first === last ? br(first) : `${br(first)} a ${br(last)}`
}

/** A sheet headed by the office's name and the period, then the DRE lines by `headers`. */
function addSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  heading: Heading,
  headers: string[],
  table: DreTable,
  pick: (f: Figures) => { values: string[]; total: string },
) {
  const sheet = workbook.addWorksheet(name)
  sheet.columns = [{ width: 42 }, ...headers.map(() => ({ width: 16 })), { width: 16 }]
  sheet.addRow([heading.office]).font = { bold: true, size: 14 }
  sheet.addRow([`DRE · ${heading.period}`]).font = { bold: true }
  sheet.addRow([])
  const head = sheet.addRow(['Linha', ...headers, 'Total'])
  styleHeader(head)
  const addFigures = (label: string, f: Figures) => {
    const { values, total } = pick(f)
    const row = sheet.addRow([label, ...values.map(reais), reais(total)])
    row.eachCell((cell, col) => {
      if (col > 1) cell.numFmt = moneyFormat
    })
    return row
  }
  for (const line of table.linhas) {
    const row = addFigures(line.nome, line)
    if (line.tipo === 'subtotal') row.font = { bold: true }
    for (const cat of line.categorias) addFigures(`    ${cat.nome}`, cat)
  }
  sheet.views = [{ state: 'frozen', xSplit: 1, ySplit: head.number }]
}

/**
 * The DRE download of a monthly table: a 'Resumo' sheet with one column per month, then one sheet per
 * month with the grouping's columns; each headed by the office's name and its period.
 */
export async function dreWorkbook(table: DreTable, office: string, title: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  workbook.creator = 'AAWZ Back-office'
  workbook.title = title
  addSheet(
    workbook,
    'Resumo',
    { office, period: periodText(table.inicio, table.fim) },
    table.periodos.map((p) => p.rotulo),
    table,
    (f) => ({ values: f.total_periodo, total: f.total }),
  )
  table.periodos.forEach((p, pi) => {
    const month = p.inicio.slice(0, 7)
    addSheet(
      workbook,
      // sheet names cannot hold '/'
      `${month.slice(5, 7)}-${month.slice(0, 4)}`,
      { office, period: periodText(month, month) },
      table.colunas.map((c) => c.nome),
      table,
      (f) => ({ values: f.valores[pi] ?? [], total: f.total_periodo[pi] ?? '0' }),
    )
  })
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

const columnWidth: Record<DetailColumn['type'], number> = { text: 28, date: 14, money: 16, cpf_cnpj: 20 }

/** A cell of the entry detail as a spreadsheet shows it: reais, DD/MM/YYYY, a masked CPF/CNPJ. */
function detailCell(type: DetailColumn['type'], value: unknown): string | number {
  if (value === null || value === undefined) return ''
  const text = String(value)
  if (type === 'money') return reais(text)
  if (type === 'date') return text.slice(0, 10).split('-').reverse().join('/')
  if (type === 'cpf_cnpj') return formatCpfCnpj(text)
  return text
}

/** A sheet of entries in the columns a detail answers with (the DRE cell detail, the commission detail). */
export function addDetailSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  columns: readonly DetailColumn[],
  rows: readonly Record<string, unknown>[],
) {
  const sheet = workbook.addWorksheet(name)
  sheet.columns = columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: c.key === 'observacoes' ? 60 : columnWidth[c.type],
    ...(c.type === 'money' ? { style: { numFmt: moneyFormat } } : {}),
  }))
  styleHeader(sheet.getRow(1))
  for (const r of rows) sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, detailCell(c.type, r[c.key])])))
  return sheet
}

/** The entries behind a DRE cell, in the columns the detail answers with. */
export async function detailWorkbook(columns: DetailColumn[], rows: Record<string, unknown>[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  addDetailSheet(workbook, 'Lançamentos', columns, rows)
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
