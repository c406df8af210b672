import type { z } from 'zod'
import { ScrollRegion, stickyLabelColumn } from '@/components/scroll-region'
import type { summaryItem } from '@/contracts/financial'
import { MoneyFigure } from '@/features/dre/money-cell'
import { cn } from '@/lib/cn'
import { formatPercent } from '@/lib/format'

type Item = z.infer<typeof summaryItem>

const head = 'whitespace-nowrap border-b bg-muted px-3 py-2 text-right text-xs font-semibold text-muted-foreground'
const cell = 'whitespace-nowrap border-b px-3 py-2 text-right'
const figures = [
  ['receita_bruta', 'Receita bruta'],
  ['receita_liquida', 'Receita líquida'],
  ['margem_contribuicao', 'Margem de contribuição'],
  ['ebitda', 'EBITDA'],
  ['lucro_liquido', 'Lucro líquido'],
] as const

/** Result summary per entity, ranked by net profit. */
export function SummaryTable({ items, noun }: { items: Item[]; noun: string }) {
  const sorted = [...items].sort((a, b) => {
    const d = BigInt(b.lucro_liquido) - BigInt(a.lucro_liquido)
    return d > 0n ? 1 : d < 0n ? -1 : 0
  })
  return (
    <ScrollRegion label={`Resumo por ${noun.toLowerCase()}`} className="rounded-xl border bg-card shadow-sm">
      <table
        className="w-full border-separate border-spacing-0 text-sm tabular"
        aria-label={`Resumo por ${noun.toLowerCase()}`}
      >
        <thead>
          <tr>
            <th scope="col" className={cn(head, stickyLabelColumn, 'text-left')}>
              {noun}
            </th>
            {figures.map(([k, label]) => (
              <th key={k} scope="col" className={head}>
                {label}
              </th>
            ))}
            <th scope="col" className={head}>
              Margem líquida
            </th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((item) => (
            <tr key={item.id ?? 'sem'} className="hover:bg-muted/40">
              <th scope="row" className={cn(stickyLabelColumn, 'border-b bg-card px-3 py-2 text-left font-medium')}>
                {item.nome}
              </th>
              {figures.map(([k]) => (
                <td key={k} className={cell}>
                  <MoneyFigure value={BigInt(item[k])} />
                </td>
              ))}
              <td className={cn(cell, (item.margem_liquida ?? 0) < 0 && 'text-danger')}>
                {formatPercent(item.margem_liquida)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
