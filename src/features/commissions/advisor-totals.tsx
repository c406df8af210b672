import { ChevronRight } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import type { CommissionMonth } from '@/contracts/commissions'
import { cn } from '@/lib/cn'
import { formatCount, formatMoney } from '@/lib/format'

/** The classes of the commission tables' header and body cells (also the month's payables). */
export const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-xs font-semibold text-muted-foreground'
export const cell = 'border-b px-3 py-2'

/**
 * The month per advisor, largest first: the total right-aligned and a bar of its share of the largest, so the
 * spread shows at a glance; a row opens the advisor's lines.
 */
export function AdvisorTotals({ month, onOpen }: { month: CommissionMonth; onOpen: (id: number) => void }) {
  const largest = month.profissionais.reduce((m, p) => {
    const v = BigInt(p.total)
    return v > m ? v : m
  }, 0n)
  const share = (total: string) => {
    const v = BigInt(total)
    return largest > 0n && v > 0n ? Number((v * 1000n) / largest) / 10 : 0
  }
  return (
    <ScrollRegion
      label="Comissões por profissional"
      className="max-h-[calc(100dvh-22rem)] rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Comissões por profissional">
        <thead>
          <tr>
            <th scope="col" className={cn(head, 'text-left')}>
              Profissional
            </th>
            <th scope="col" className={cn(head, 'hidden w-[30%] text-left sm:table-cell')}>
              <span className="sr-only">Participação</span>
            </th>
            <th scope="col" className={cn(head, 'hidden w-20 text-right sm:table-cell')}>
              Linhas
            </th>
            <th scope="col" className={cn(head, 'w-36 text-right')}>
              Total
            </th>
            <th scope="col" className={cn(head, 'w-10')}>
              <span className="sr-only">Detalhes</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {month.profissionais.map((p) => {
            const value = BigInt(p.total)
            return (
              <tr
                key={p.id_profissional}
                data-testid="comissao-profissional"
                className="cursor-pointer hover:bg-muted/50"
                onClick={() => onOpen(p.id_profissional)}
              >
                <td className={cn(cell, 'font-medium')}>
                  <button type="button" className="text-left hover:underline" onClick={() => onOpen(p.id_profissional)}>
                    {p.nome}
                  </button>
                </td>
                <td className={cn(cell, 'hidden sm:table-cell')} aria-hidden>
                  <div className="h-2 rounded-full bg-muted">
                    <div className="h-2 rounded-full bg-brand" style={{ width: `${share(p.total)}%` }} />
                  </div>
                </td>
                <td className={cn(cell, 'hidden text-right tabular sm:table-cell')}>{formatCount(p.linhas)}</td>
                <td
                  className={cn(cell, 'text-right tabular whitespace-nowrap', value < 0n && 'text-danger')}
                  data-testid="comissao-total-profissional"
                >
                  {formatMoney(value)}
                </td>
                <td className={cn(cell, 'text-muted-foreground')}>
                  <ChevronRight className="size-4" aria-hidden />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
