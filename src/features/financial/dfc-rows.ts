import type { z } from 'zod'
import type { dfcMonthAccount } from '@/contracts/financial'

export type DfcCell = z.infer<typeof dfcMonthAccount>
type Cell = DfcCell

const groups = [
  ['operacional', 'Operacional'],
  ['investimento', 'Investimento'],
  ['financiamento', 'Financiamento'],
  ['transferencia', 'Transferências entre contas'],
] as const

export type DfcRowDef = {
  key: string
  label: string
  read: (c: Cell) => bigint
  kind: 'balance' | 'group' | 'item' | 'total'
}

export const dfcRows: DfcRowDef[] = [
  { key: 'inicial', label: 'Saldo inicial', read: (c) => BigInt(c.saldo_inicial), kind: 'balance' },
  { key: 'entradas', label: 'Entradas', read: () => 0n, kind: 'group' },
  ...groups.map(([k, label]) => ({
    key: `e-${k}`,
    label,
    read: (c: Cell) => BigInt(c.entradas[k]),
    kind: 'item' as const,
  })),
  { key: 'te', label: 'Total de entradas', read: (c) => BigInt(c.total_entradas), kind: 'total' },
  { key: 'saidas', label: 'Saídas', read: () => 0n, kind: 'group' },
  // Outflows come as positive amounts; shown with their sign so each column adds up to the closing balance.
  ...groups.map(([k, label]) => ({
    key: `s-${k}`,
    label,
    read: (c: Cell) => -BigInt(c.saidas[k]),
    kind: 'item' as const,
  })),
  { key: 'ts', label: 'Total de saídas', read: (c) => -BigInt(c.total_saidas), kind: 'total' },
  { key: 'aj', label: 'Ajustes', read: (c) => BigInt(c.ajustes), kind: 'item' },
  { key: 'final', label: 'Saldo final', read: (c) => BigInt(c.saldo_final), kind: 'balance' },
]

/**
 * A row over a range of months: balances are the first month's opening and the last month's closing; flows
 * add up. So the range column reads like one long month.
 */
export function rangeFigure(row: DfcRowDef, cells: readonly DfcCell[]): bigint {
  if (cells.length === 0) return 0n
  if (row.key === 'inicial') return row.read(cells[0])
  if (row.key === 'final') return row.read(cells[cells.length - 1])
  return cells.reduce((sum, cell) => sum + row.read(cell), 0n)
}
