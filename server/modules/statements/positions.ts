import { sql } from 'drizzle-orm'
import ExcelJS from 'exceljs'
import { todayInBrazil } from '../../../src/contracts/bill-status'
import type { PositionRow } from '../../../src/contracts/bpo-statements'
import type { Db } from '../../db/connection'
import { dfc } from '../financial/dfc'
import { lastDay, monthFromIndex, monthIndex } from '../financial/periods'
import { moneyFormat, reais, styleHeader } from '../financial/xlsx'

// The positions report (/bpo/positions_report): per checking account and month end (today for the current month),
// the bank's balance from its statements, the part of it already reconciled, what is still pending and the DFC's
// closing balance (the books). The database sums the lines per account and day; the walk over days is here.

type Day = { conta: number; data: string; total: bigint; pendente: bigint; pendentes: number }

async function days(db: Db, office: number, until: string) {
  const res = await db.execute<{ conta: number; data: string; total: string; pendente: string; pendentes: number }>(sql`
    select id_conta_corrente as conta, to_char(data, 'YYYY-MM-DD') as data, sum(valor_centavos)::text as total,
      coalesce(sum(valor_centavos) filter (where conciliacao is null), 0)::text as pendente,
      (count(*) filter (where conciliacao is null))::int as pendentes
    from extratos_linhas where id_escritorio = ${office} and data <= ${until}::date
    group by 1, 2 order by 1, 2`)
  return res.rows.map((r): Day => ({ ...r, total: BigInt(r.total), pendente: BigInt(r.pendente) }))
}

async function declared(db: Db, office: number) {
  const res = await db.execute<{ conta: number; data: string; valor: string }>(sql`
    select id_conta_corrente as conta, to_char(data, 'YYYY-MM-DD') as data, valor_centavos::text as valor
    from extratos_saldos where id_escritorio = ${office} order by 1, 2`)
  return res.rows
}

/**
 * The bank's balance at `date`: the one it declared for that date, else from the nearest declared balance (before,
 * else after) and the lines between.
 */
function bankBalance(balances: { data: string; valor: string }[], lines: Day[], date: string): bigint | null {
  const before = balances.filter((b) => b.data <= date).at(-1)
  if (before) {
    return lines
      .filter((l) => l.data > before.data && l.data <= date)
      .reduce((s, l) => s + l.total, BigInt(before.valor))
  }
  const after = balances.find((b) => b.data > date)
  if (!after) return null
  return lines.filter((l) => l.data > date && l.data <= after.data).reduce((s, l) => s - l.total, BigInt(after.valor))
}

export async function positions(db: Db, office: number, begin: string, end: string): Promise<PositionRow[]> {
  const today = todayInBrazil()
  const dates = []
  for (let i = monthIndex(begin); i <= monthIndex(end); i++) {
    const month = monthFromIndex(i)
    const close = lastDay(month)
    if (month <= today.slice(0, 7)) dates.push({ month, date: [close, today].sort()[0] })
  }
  const last = dates.at(-1)?.date ?? today
  const [dayRows, balanceRows, books] = await Promise.all([
    days(db, office, last),
    declared(db, office),
    dfc(db, office, begin, end),
  ])
  const rows: PositionRow[] = []
  for (const account of books.contas) {
    const lines = dayRows.filter((d) => d.conta === account.id)
    const balances = balanceRows.filter((b) => b.conta === account.id)
    for (const { month, date } of dates) {
      const upTo = lines.filter((l) => l.data <= date)
      const pending = upTo.reduce((s, l) => s + l.pendente, 0n)
      const bank = bankBalance(balances, lines, date)
      const closing = books.meses.find((m) => m.mes === month)?.contas.find((c) => c.id_conta_corrente === account.id)
      rows.push({
        id_conta_corrente: account.id,
        conta: account.nome,
        data: date,
        saldo_extrato: bank === null ? null : String(bank),
        saldo_declarado: balances.some((b) => b.data === date),
        saldo_conciliado: bank === null ? null : String(bank - pending),
        pendentes: upTo.reduce((s, l) => s + l.pendentes, 0),
        valor_pendente: String(pending),
        saldo_dfc: closing?.saldo_final ?? '0',
      })
    }
  }
  return rows
}

const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`

export async function positionsWorkbook(rows: PositionRow[], office: string, period: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Posições')
  sheet.columns = [
    { width: 30 },
    { width: 12 },
    { width: 18 },
    { width: 14 },
    { width: 18 },
    { width: 12 },
    { width: 18 },
    { width: 18 },
  ]
  sheet.addRow([office]).font = { bold: true, size: 14 }
  sheet.addRow([`Relatório de posições · ${period}`]).font = { bold: true }
  sheet.addRow([])
  const head = sheet.addRow([
    'Conta',
    'Data',
    'Saldo do extrato',
    'Informado pelo banco',
    'Saldo conciliado',
    'Pendentes',
    'Valor pendente',
    'Saldo no DFC',
  ])
  styleHeader(head)
  for (const r of rows) {
    const row = sheet.addRow([
      r.conta,
      br(r.data),
      r.saldo_extrato === null ? '—' : reais(r.saldo_extrato),
      r.saldo_declarado ? 'Sim' : 'Não',
      r.saldo_conciliado === null ? '—' : reais(r.saldo_conciliado),
      r.pendentes,
      reais(r.valor_pendente),
      reais(r.saldo_dfc),
    ])
    for (const col of [3, 5, 7, 8]) row.getCell(col).numFmt = moneyFormat
  }
  sheet.views = [{ state: 'frozen', ySplit: head.number }]
  return Buffer.from(await workbook.xlsx.writeBuffer())
}
