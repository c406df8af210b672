import { useQuery } from '@tanstack/react-query'
import { Skeleton } from '@/components/ui/skeleton'
import { useOfflineWithout } from '@/db/online-only'
import { QueryErrorState } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { shortMonth } from './labels'
import { MissingAlerts } from './missing-alerts'
import { MissingMonthsGrid } from './missing-months-grid'
import { dataroomQueries } from './queries'

/** The office's missing-months report: the alerts, then the months × categories grid. */
export function MissingSection({ office }: { office: number }) {
  const { data, isPending, isError, error, refetch } = useQuery(dataroomQueries.missing(office))
  const offline = useOfflineWithout(data)
  if (offline) return <OfflineUnavailable />
  if (isError) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  if (isPending) return <Skeleton className="h-48 rounded-xl" />
  const own = data.escritorios.find((o) => o.id_escritorio === office)
  if (!own) return null
  const first = data.meses[0]
  const last = data.meses.at(-1)
  return (
    <section className="grid grid-cols-1 gap-3" aria-labelledby="meses-faltando">
      <div>
        <h2 id="meses-faltando" className="text-lg font-semibold">
          Meses sem envio
        </h2>
        {first && last ? (
          <p className="text-sm text-muted-foreground">
            Envios mensais de {shortMonth(first)} a {shortMonth(last)}, por categoria.
          </p>
        ) : null}
      </div>
      <MissingAlerts office={own} />
      <MissingMonthsGrid meses={data.meses} office={own} />
    </section>
  )
}
