import type { DreQuery, DreTable, Grouping } from '../../../src/contracts/financial'
import { percentOf, sharesHundredths } from '../../../src/lib/format/percent'
import type { DbOrTx } from './chart'
import { computeDre } from './dre-service'

const codes = ['receita_bruta', 'receita_liquida', 'margem_contribuicao', 'ebitda', 'lucro_liquido'] as const
type Code = (typeof codes)[number]

function figuresAt(table: DreTable, pick: (l: DreTable['linhas'][number]) => string) {
  const out = {} as Record<Code, string>
  for (const code of codes) {
    const line = table.linhas.find((l) => l.codigo === code)
    out[code] = line ? pick(line) : '0'
  }
  return { ...out, margem_liquida: percentOf(BigInt(out.lucro_liquido), BigInt(out.receita_liquida)) }
}

/** Key figures per entity of a grouping over the range (one DRE without date breakdown). */
export async function summary(db: DbOrTx, idEscritorio: number, grouping: Grouping, query: DreQuery) {
  const table = await computeDre(db, { idEscritorio, grouping, query: { ...query, breakdown_by_date: false } })
  return table.colunas.map((col, ci) => ({
    id: col.id,
    nome: col.nome,
    ...figuresAt(table, (l) => l.total_coluna[ci]),
  }))
}

/** Key figures of one entity (or the whole office when `id` is null) per period. */
export async function historical(
  db: DbOrTx,
  idEscritorio: number,
  grouping: Grouping,
  id: number | null,
  query: DreQuery,
) {
  const table = await computeDre(db, {
    idEscritorio,
    grouping: id === null ? 'geral' : grouping,
    query: { ...query, ids: id === null ? undefined : [id], breakdown_by_date: true, hide_until_roi: false },
  })
  const col = table.colunas[0]
  return {
    id,
    nome: col?.nome ?? 'Total',
    serie: table.periodos.map((periodo, pi) => ({
      id,
      nome: col?.nome ?? 'Total',
      periodo,
      ...figuresAt(table, (l) => (col ? l.valores[pi][0] : '0')),
    })),
  }
}

const palette = ['#3242b9', '#2e7d32', '#0288d1', '#f57c00', '#7b1fa2', '#c62828', '#00897b', '#5d4037', '#546e7a']

/** Share of gross revenue by revenue area (the BI segmentation donut). */
export async function segmentation(db: DbOrTx, idEscritorio: number, query: DreQuery) {
  const rows = await summary(db, idEscritorio, 'area-receita', query)
  const slices = rows.filter((r) => BigInt(r.receita_bruta) !== 0n)
  const shares = sharesHundredths(slices.map((r) => BigInt(r.receita_bruta)))
  const data = slices.map((r, i) => ({
    id: r.id,
    nome: r.nome,
    valor: r.receita_bruta,
    percentual: Number(shares[i]) / 100,
  }))
  return { data, cores: data.map((_, i) => palette[i % palette.length]) }
}
