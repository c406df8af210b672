import { describe, expect, it } from 'vitest'
import { truncateObservation } from '@/components/entry-detail/observation'
import type { DreTable } from '@/contracts/financial'
import { deltaHundredths } from '@/features/dre/comparison-grid'
import { defaultView, formatCell, gridColumns } from '@/features/dre/dre-grid'
import { drillTarget } from '@/features/dre/drill'
import { overviewSeries, overviewTotals } from '@/features/financial/overview-series'

const figures = (valores: string[][]) => {
  const total_coluna = valores[0]?.map((_, j) => String(valores.reduce((s, p) => s + BigInt(p[j] ?? '0'), 0n))) ?? []
  const total_periodo = valores.map((p) => String(p.reduce((s, v) => s + BigInt(v), 0n)))
  return { valores, total_coluna, total_periodo, total: String(total_periodo.reduce((s, v) => s + BigInt(v), 0n)) }
}

const table: DreTable = {
  agrupamento: 'pj',
  frequencia: 'M',
  inicio: '2026-01',
  fim: '2026-02',
  periodos: [
    { chave: '2026-01', inicio: '2026-01-01', fim: '2026-01-31', rotulo: '01/2026' },
    { chave: '2026-02', inicio: '2026-02-01', fim: '2026-02-28', rotulo: '02/2026' },
  ],
  colunas: [
    { chave: '6', id: 6, nome: 'Empresa A' },
    { chave: 'sem', id: null, nome: 'Não alocado' },
  ],
  linhas: [
    {
      id: 1,
      codigo: 'receita_liquida',
      nome: 'Receita líquida',
      tipo: 'subtotal',
      ordem: 30,
      percentual_receita_liquida: 100,
      categorias: [],
      ...figures([
        ['30000', '0'],
        ['70000', '0'],
      ]),
    },
    {
      id: 2,
      codigo: 'lucro_liquido',
      nome: 'Lucro líquido',
      tipo: 'subtotal',
      ordem: 120,
      percentual_receita_liquida: 33.33,
      categorias: [],
      ...figures([
        ['10000', '-1'],
        ['23334', '0'],
      ]),
    },
  ],
  comparacao: null,
}

describe('DRE grid', () => {
  it('builds the columns of each view and reads the right figures', () => {
    const net = table.linhas[0]
    if (!net) throw new Error('no line')
    expect(gridColumns(table, 'grupos').map((c) => c.read(net))).toEqual([100000n, 0n])
    expect(gridColumns(table, 'periodos').map((c) => c.read(net))).toEqual([30000n, 70000n])
    const matrix = gridColumns(table, 'matriz')
    expect(matrix).toHaveLength(4)
    expect(matrix.map((c) => c.group)).toEqual(['01/2026', '01/2026', '02/2026', '02/2026'])
    expect(defaultView({ ...table, colunas: [{ chave: '0', id: null, nome: 'Escritório' }] }, 'grupos')).toBe(
      'periodos',
    )
  })

  it('formats figures with pt-BR separators and the minus sign', () => {
    expect(formatCell(-123456789n)).toBe('-1.234.567,89')
    expect(formatCell(5n)).toBe('0,05')
  })

  it('maps a cell to the detail query: the sem column is 0, periods give their months', () => {
    const [jan] = gridColumns(table, 'matriz').filter((c) => c.column?.chave === 'sem')
    const target = drillTarget(table, jan ?? null, { categoria: 9, name: 'Folha' })
    expect(target?.params).toEqual({
      categoria: 9,
      linha: undefined,
      coluna: 0,
      begin_date: '2026-01',
      end_date: '2026-01',
    })
    const total = drillTarget(table, null, { categoria: 0, linha: 2, name: 'Lucro' })
    expect(total?.params).toMatchObject({ coluna: undefined, begin_date: '2026-01', end_date: '2026-02', linha: 2 })
    const folded = { ...table, colunas: [{ chave: 'maturacao', id: null, nome: 'Em maturação' }, ...table.colunas] }
    expect(drillTarget(folded, gridColumns(folded, 'grupos')[0] ?? null, { categoria: 0, name: 'x' })).toBeNull()
  })

  it('computes Δ% of the version comparison on integers', () => {
    expect(deltaHundredths(10000n, 11234n)).toBe(1234n)
    expect(deltaHundredths(-10000n, -12000n)).toBe(-2000n)
    expect(deltaHundredths(0n, 5n)).toBeNull()
  })

  it('cuts observations at 60 characters', () => {
    const long = 'a'.repeat(61)
    expect(truncateObservation(long)).toEqual({ text: `${'a'.repeat(60)}…`, cut: true })
    expect(truncateObservation('a'.repeat(60))).toEqual({ text: 'a'.repeat(60), cut: false })
    expect(truncateObservation(null)).toEqual({ text: '', cut: false })
  })
})

describe('financial overview', () => {
  it('splits result into revenue and expenses with no rounding', () => {
    const totals = overviewTotals(table)
    expect(totals.receita).toBe(100000n)
    expect(totals.resultado).toBe(33333n)
    expect(totals.receita + totals.despesas).toBe(totals.resultado)
    const series = overviewSeries(table)
    expect(series.map((p) => p.despesas)).toEqual([-20001n, -46666n])
    expect(series[0]?.chart.margem).toBe(33.33)
  })
})
