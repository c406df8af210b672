import { ScrollRegion } from '@/components/scroll-region'
import type { MissingMonths } from '@/contracts/dataroom'
import { cn } from '@/lib/cn'
import { shortMonth } from './labels'

const head = 'border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'

/** Staff's summary: per office and category, how many of the last 12 months have no upload. */
export function OfficesMissingTable({ report }: { report: MissingMonths }) {
  const categories = report.escritorios[0]?.categorias ?? []
  return (
    <ScrollRegion label="Meses sem envio por escritório" className="max-h-96 rounded-xl border bg-card shadow-sm">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Meses sem envio por escritório">
        <thead>
          <tr>
            <th className={cn(head, 'sticky top-0 z-10')}>Escritório</th>
            {categories.map((c) => (
              <th key={c.categoria} className={cn(head, 'sticky top-0 z-10 text-center')}>
                {c.titulo}
              </th>
            ))}
            <th className={cn(head, 'sticky top-0 z-10 text-center')}>Consolidado até</th>
          </tr>
        </thead>
        <tbody>
          {report.escritorios.map((o) => (
            <tr key={o.id_escritorio} data-testid="escritorio-meses">
              <th scope="row" className="border-b px-3 py-2 text-left font-medium">
                {o.nome_escritorio}
              </th>
              {o.categorias.map((c) => (
                <td key={c.categoria} className="border-b px-3 py-2 text-center">
                  <span
                    className={cn(
                      'inline-flex min-w-8 justify-center rounded-md px-2 py-0.5 font-semibold tabular',
                      c.faltando.length === 0 ? 'bg-success/20 text-success' : 'bg-danger/15 text-danger',
                    )}
                    title={c.faltando.length ? c.faltando.map(shortMonth).join(', ') : 'Nenhum mês faltando'}
                  >
                    {c.faltando.length}
                    <span className="sr-only"> meses faltando</span>
                  </span>
                </td>
              ))}
              <td className="border-b px-3 py-2 text-center tabular">
                {o.consolidados.length ? shortMonth(o.consolidados.at(-1) ?? '') : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
