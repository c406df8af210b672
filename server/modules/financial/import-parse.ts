import ExcelJS from 'exceljs'
import { ParseRefused } from '../../parsing/limits'
import { checkArchive } from '../../parsing/zip-guard'

/** A sheet as text: the header and the data rows, each with its line number in the file. */
export type RawSheet = { header: string[]; rows: { linha: number; cells: string[] }[] }

/** Parses ';'-separated UTF-8 CSV (BOM optional, CRLF or LF, double quotes with "" escapes). */
export function parseCsv(text: string): RawSheet {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text
  const records: { linha: number; cells: string[] }[] = []
  let cells: string[] = []
  let field = ''
  let quoted = false
  let line = 1
  let recordLine = 1
  for (let i = 0; i < src.length; i++) {
    const ch = src[i]
    if (quoted) {
      if (ch === '"' && src[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else {
        if (ch === '\n') line++
        field += ch
      }
    } else if (ch === '"' && field === '') quoted = true
    else if (ch === ';') {
      cells.push(field)
      field = ''
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && src[i + 1] === '\n') i++
      cells.push(field)
      records.push({ linha: recordLine, cells })
      cells = []
      field = ''
      line++
      recordLine = line
    } else field += ch
  }
  if (field !== '' || cells.length > 0) {
    cells.push(field)
    records.push({ linha: recordLine, cells })
  }
  const nonEmpty = records.filter((r) => r.cells.some((c) => c.trim() !== ''))
  const [head, ...rows] = nonEmpty
  return { header: head ? head.cells.map(normaliseHeader) : [], rows }
}

export function normaliseHeader(h: string): string {
  return h
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_')
}

const pad = (n: number) => String(n).padStart(2, '0')

function cellText(value: ExcelJS.CellValue, column: string): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) {
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`
  }
  if (typeof value === 'number') {
    // Amounts typed as numbers in Excel: write them in the CSV's pt-BR notation, rounded to centavos.
    return column === 'valor' ? value.toFixed(2).replace('.', ',') : String(value)
  }
  if (typeof value === 'object') {
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue, column)
    if ('richText' in value) return value.richText.map((t) => t.text).join('')
    if ('text' in value) return String(value.text)
    return ''
  }
  return String(value)
}

/** Reads the first worksheet of an XLSX file with the same columns as the CSV. */
export async function parseXlsx(buffer: Buffer): Promise<RawSheet> {
  const workbook = new ExcelJS.Workbook()
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer)
  const sheet = workbook.worksheets[0]
  if (!sheet) return { header: [], rows: [] }
  const header: string[] = []
  sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, col) => {
    header[col - 1] = normaliseHeader(cellText(cell.value, ''))
  })
  const rows: RawSheet['rows'] = []
  sheet.eachRow({ includeEmpty: false }, (row, n) => {
    if (n === 1) return
    const cells = header.map((h, i) => cellText(row.getCell(i + 1).value, h))
    if (cells.some((c) => c.trim() !== '')) rows.push({ linha: n, cells })
  })
  return { header, rows }
}

/**
 * The sheet of a ledger file, XLSX (its archive checked against the limits first) or ';' CSV in UTF-8; a file that
 * cannot be read is a ParseRefused. Runs in a parse worker (server/parsing, task 'ledger').
 */
export async function parseLedger(buffer: Buffer, xlsx: boolean): Promise<RawSheet> {
  if (xlsx) await checkArchive(buffer)
  try {
    return xlsx ? await parseXlsx(buffer) : parseCsv(new TextDecoder('utf-8', { fatal: true }).decode(buffer))
  } catch {
    throw new ParseRefused(xlsx ? 'Planilha XLSX inválida' : 'O arquivo não está em UTF-8')
  }
}

/** XLSX files are zip archives: they start with 'PK'. */
export function looksLikeXlsx(buffer: Buffer, filename: string): boolean {
  return filename.toLowerCase().endsWith('.xlsx') || (buffer[0] === 0x50 && buffer[1] === 0x4b)
}
