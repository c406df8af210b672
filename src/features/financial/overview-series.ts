import type { DreTable } from '@/contracts/financial'

/** One month of the overview. Centavos stay BigInt; `chart` holds reais as numbers for drawing only. */
export type OverviewPoint = {
  periodo: string
  receita: bigint
  despesas: bigint
  resultado: bigint
  chart: { periodo: string; receita: number; despesas: number; resultado: number; margem: number | null }
}

const line = (table: DreTable, codigo: string) => table.linhas.find((l) => l.codigo === codigo)

const toReais = (centavos: bigint) => Number(centavos) / 100

/**
 * Revenue = net revenue; result = net profit (last line); expenses = everything in between
 * (result − revenue), so revenue + expenses = result exactly.
 */
export function overviewSeries(table: DreTable): OverviewPoint[] {
  const revenue = line(table, 'receita_liquida')
  const result = table.linhas.at(-1)
  return table.periodos.map((p, i) => {
    const receita = BigInt(revenue?.total_periodo[i] ?? '0')
    const resultado = BigInt(result?.total_periodo[i] ?? '0')
    const despesas = resultado - receita
    return {
      periodo: p.rotulo,
      receita,
      despesas,
      resultado,
      chart: {
        periodo: p.rotulo,
        receita: toReais(receita),
        despesas: toReais(-despesas),
        resultado: toReais(resultado),
        margem: receita === 0n ? null : Number((resultado * 10000n) / receita) / 100,
      },
    }
  })
}

export function overviewTotals(table: DreTable) {
  const receita = BigInt(line(table, 'receita_liquida')?.total ?? '0')
  const resultado = BigInt(table.linhas.at(-1)?.total ?? '0')
  return {
    receita,
    resultado,
    despesas: resultado - receita,
    margem: table.linhas.at(-1)?.percentual_receita_liquida ?? null,
  }
}
