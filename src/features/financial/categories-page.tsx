import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { configQueries } from './categorias-api'
import { CategoriasLines } from './categorias-lines'
import { CategoriasTable } from './categorias-table'
import { CategoriasWeights } from './categorias-weights'

/** /financeiro/categorias: the office's DRE lines, its chart of accounts and its apportionment weights, editable. */
export function CategoriesPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Categorias"
        description="Plano de contas do escritório: a linha do DRE e o grupo da DFC de cada categoria. Categorias rateáveis são despesas compartilhadas, divididas pelos pesos de rateio; ignoradas ficam fora do DRE e da DFC."
      />
      {office === null ? <NoOfficeState /> : <Config office={office} />}
    </div>
  )
}

function Config({ office }: { office: number }) {
  const lines = useQuery(configQueries.lines(office))
  const categories = useQuery(configQueries.categories(office))
  const weights = useQuery(configQueries.weights(office))
  const unavailable = useOfflineWithout(lines.data && categories.data && weights.data)
  const failed = [lines, categories, weights].find((q) => q.isError)
  if (failed?.error) {
    return <QueryErrorState message={failed.error.message} onRetry={() => void failed.refetch()} />
  }
  if (unavailable) return <OfflineUnavailable />
  if (!lines.data || !categories.data || !weights.data) {
    return (
      <div className="flex flex-col gap-4" aria-busy>
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-96 rounded-xl" />
      </div>
    )
  }
  if (lines.data.length === 0) return <EmptyState title="Nenhuma linha de resultado configurada" />
  return (
    <div className="flex flex-col gap-8">
      <section aria-labelledby="linhas-titulo" className="flex flex-col gap-3">
        <h2 id="linhas-titulo" className="text-base font-semibold">
          Linhas do DRE
        </h2>
        <CategoriasLines office={office} lines={lines.data} />
      </section>
      <section aria-labelledby="categorias-titulo" className="flex flex-col gap-3">
        <h2 id="categorias-titulo" className="text-base font-semibold">
          Categorias
        </h2>
        {categories.data.length === 0 ? (
          <EmptyState title="Nenhuma categoria cadastrada" />
        ) : (
          <CategoriasTable office={office} lines={lines.data} categories={categories.data} />
        )}
      </section>
      <section aria-labelledby="rateio-titulo" className="flex flex-col gap-3">
        <h2 id="rateio-titulo" className="text-base font-semibold">
          Pesos de rateio
        </h2>
        <CategoriasWeights office={office} metrics={weights.data} />
      </section>
    </div>
  )
}
