import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { HistoryTable } from './history-table'
import { dataroomQueries } from './queries'

/** The office's history (of one category, or all): readable offline once seen, from the saved query cache. */
export function HistorySection({ office, categoria }: { office: number; categoria?: string }) {
  const { data, isPending, isError, error, refetch } = useQuery(dataroomQueries.uploads(office, categoria))
  const offline = useOfflineWithout(data)
  let body: ReactNode
  if (offline) body = <OfflineUnavailable />
  else if (isError) body = <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  else if (isPending) body = <TableSkeleton rows={6} columns={6} />
  else if (data.length === 0)
    body = (
      <EmptyState title="Nenhum arquivo enviado">
        Os arquivos enviados aparecem aqui, com a situação de cada um.
      </EmptyState>
    )
  else body = <HistoryTable rows={data} />
  return (
    <section className="grid grid-cols-1 gap-3" aria-labelledby="historico-envios">
      <h2 id="historico-envios" className="text-lg font-semibold">
        Histórico de envios
      </h2>
      {body}
    </section>
  )
}
