import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { dreQueries } from '@/features/dre/queries'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'

/** /financeiro/categorias: the office's chart of accounts, category by DRE line. */
export function CategoriesPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Categorias"
        description="Plano de contas do escritório: cada categoria alimenta uma linha do DRE. Categorias rateáveis são despesas compartilhadas, divididas pelas métricas de rateio."
      />
      {office === null ? <NoOfficeState /> : <Chart office={office} />}
    </div>
  )
}

function Chart({ office }: { office: number }) {
  const { data, isPending, isError, error, refetch } = useQuery(dreQueries.resultLines(office))
  if (isError) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  if (isPending) return <Skeleton className="h-96 rounded-xl" />
  if (data.length === 0) return <EmptyState title="Nenhuma linha de resultado configurada" />
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Plano de contas">
        <thead>
          <tr className="text-left text-xs font-semibold text-muted-foreground">
            <th className="w-16 border-b bg-muted px-4 py-2 text-right">Ordem</th>
            <th className="w-80 border-b bg-muted px-4 py-2">Linha do DRE</th>
            <th className="border-b bg-muted px-4 py-2">Categorias</th>
          </tr>
        </thead>
        <tbody>
          {data.map((line) => (
            <tr key={line.id} className={line.tipo === 'subtotal' ? 'bg-brand/[0.04] font-semibold' : undefined}>
              <td className="border-b px-4 py-2.5 text-right tabular text-muted-foreground">{line.ordem}</td>
              <td className="border-b px-4 py-2.5">
                {line.nome}
                {line.tipo === 'subtotal' ? (
                  <span className="ml-2 text-xs font-normal text-muted-foreground">subtotal</span>
                ) : null}
              </td>
              <td className="border-b px-4 py-2.5">
                {line.tipo === 'subtotal' ? (
                  <span className="text-xs font-normal text-muted-foreground">Soma das linhas acima</span>
                ) : (
                  <ul className="flex flex-wrap gap-1.5">
                    {line.categorias.map((c) => (
                      <li
                        key={c.id}
                        className="inline-flex items-center gap-1.5 rounded-md border bg-card px-2 py-0.5 text-[13px]"
                      >
                        {c.nome}
                        {c.rateavel ? <Badge variant="info">rateável</Badge> : null}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
