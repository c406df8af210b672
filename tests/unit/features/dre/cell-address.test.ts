import { describe, expect, it } from 'vitest'
import type { DreTable } from '@/contracts/financial'
import { addressOf, cellAt } from '@/features/dre/cell-address'
import { gridColumns } from '@/features/dre/dre-grid'
import { drillTarget } from '@/features/dre/drill'
import { dreSearchSchema } from '@/features/dre/search'

const figures = {
  valores: [
    ['1', '2'],
    ['3', '4'],
  ],
  total_coluna: ['4', '6'],
  total_periodo: ['3', '7'],
  total: '10',
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
      id: 11,
      codigo: 'receita_bruta',
      nome: 'Receita bruta',
      tipo: 'lancamento',
      ordem: 10,
      percentual_receita_liquida: 100,
      categorias: [{ id: 91, nome: 'Corretagem', ...figures }],
      ...figures,
    },
    {
      id: 12,
      codigo: 'receita_liquida',
      nome: 'Receita líquida',
      tipo: 'subtotal',
      ordem: 30,
      percentual_receita_liquida: 100,
      categorias: [],
      ...figures,
    },
  ],
  comparacao: null,
} as DreTable

describe("a DRE cell's address in the URL", () => {
  it('round-trips every cell of every view: the address of a clicked cell opens that same cell', () => {
    const sources = [
      { categoria: 0, linha: 11, name: 'Receita bruta' },
      { categoria: 0, linha: 12, name: 'Receita líquida' },
      { categoria: 91, name: 'Corretagem' },
    ]
    for (const view of ['grupos', 'periodos', 'matriz'] as const) {
      for (const column of [...gridColumns(table, view), null]) {
        for (const source of sources) {
          const clicked = drillTarget(table, column, source)
          if (!clicked) throw new Error('no target')
          const address = addressOf(table, clicked)
          expect(cellAt(table, dreSearchSchema(JSON.parse(JSON.stringify(address)))), view).toEqual(clicked)
        }
      }
    }
  })

  it("names the 'no entity' column 0 and a period by its months; the whole range has no period", () => {
    const [febSem] = gridColumns(table, 'matriz').filter((c) => c.key === 'm-2026-02-sem')
    const clicked = drillTarget(table, febSem ?? null, { categoria: 91, name: 'Corretagem' })
    expect(clicked && addressOf(table, clicked)).toEqual({
      linha: undefined,
      categoria: 91,
      grupo: 0,
      periodo: '2026-02',
    })
    const total = drillTarget(table, null, { categoria: 0, linha: 12, name: 'Receita líquida' })
    expect(total && addressOf(table, total)).toMatchObject({ linha: 12, grupo: undefined, periodo: undefined })
  })

  it('opens nothing for an address the table does not hold', () => {
    for (const address of [
      {},
      { linha: 99 },
      { categoria: 99 },
      { linha: 11, grupo: 7 },
      { linha: 11, periodo: '2025-12' },
      { linha: 11, periodo: '2026-01_2026-02' },
    ]) {
      expect(cellAt(table, address), JSON.stringify(address)).toBeNull()
    }
  })

  it('validateSearch drops malformed cell parameters, so a hand-edited link still opens the page', () => {
    expect(dreSearchSchema({ linha: '0', categoria: -3, grupo: 'x', periodo: '2026-13', inicio: '2026-01' })).toEqual({
      inicio: '2026-01',
    })
    expect(dreSearchSchema({ periodo: '2026-03_2026-01' })).toEqual({})
    expect(dreSearchSchema({ linha: '12', grupo: 0, periodo: '2026-01_2026-03' })).toEqual({
      linha: 12,
      grupo: 0,
      periodo: '2026-01_2026-03',
    })
  })
})
