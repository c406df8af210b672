import type { DreTable } from '@/contracts/financial'
import { percentHundredths } from '@/lib/format'

type Line = DreTable['linhas'][number]
type Figures = Pick<Line, 'total_coluna' | 'total'>

/** A column of the temporary-vs-current table: the same entity read from both tables. */
export type CompareColumn = {
  key: string
  label: string
  current: (f: Figures | undefined) => bigint
  temporary: (f: Figures | undefined) => bigint
}

const reader = (table: DreTable, chave: string) => {
  const j = table.colunas.findIndex((c) => c.chave === chave)
  return (f: Figures | undefined) => (f && j >= 0 ? BigInt(f.total_coluna[j] ?? '0') : 0n)
}

/** Union of both tables' columns (by `chave`), then the total. A single-column table shows only the total. */
export function compareColumns(current: DreTable, temporary: DreTable): CompareColumn[] {
  const total: CompareColumn = {
    key: 'total',
    label: 'Total',
    current: (f) => BigInt(f?.total ?? '0'),
    temporary: (f) => BigInt(f?.total ?? '0'),
  }
  if (current.colunas.length <= 1 && temporary.colunas.length <= 1) return [total]
  const seen = new Map<string, string>()
  for (const c of [...current.colunas, ...temporary.colunas]) if (!seen.has(c.chave)) seen.set(c.chave, c.nome)
  const columns = [...seen].map(([chave, nome]) => ({
    key: `c-${chave}`,
    label: nome,
    current: reader(current, chave),
    temporary: reader(temporary, chave),
  }))
  return [...columns, total]
}

export type CompareRow = {
  key: string
  name: string
  kind: 'lancamento' | 'subtotal' | 'categoria'
  lineId: number
  current: Figures | undefined
  temporary: Figures | undefined
}

/** Lines of both tables matched by id, each followed by its categories (union, matched by id). */
export function compareRows(current: DreTable, temporary: DreTable): { line: CompareRow; categories: CompareRow[] }[] {
  return current.linhas.map((line) => {
    const other = temporary.linhas.find((l) => l.id === line.id)
    const names = new Map<number, string>()
    for (const c of [...line.categorias, ...(other?.categorias ?? [])]) if (!names.has(c.id)) names.set(c.id, c.nome)
    return {
      line: { key: `l-${line.id}`, name: line.nome, kind: line.tipo, lineId: line.id, current: line, temporary: other },
      categories: [...names].map(([id, nome]) => ({
        key: `c-${id}`,
        name: nome,
        kind: 'categoria' as const,
        lineId: line.id,
        current: line.categorias.find((c) => c.id === id),
        temporary: other?.categorias.find((c) => c.id === id),
      })),
    }
  })
}

/** Δ% = (new − current) ÷ |current| × 100 in hundredths, exact; null when current is 0. */
export const deltaHundredths = (current: bigint, next: bigint): bigint | null =>
  percentHundredths(next - current, current < 0n ? -current : current)
