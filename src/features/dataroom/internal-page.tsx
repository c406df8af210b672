import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { PageHeader } from '@/components/page-header'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Skeleton } from '@/components/ui/skeleton'
import type { MissingMonths } from '@/contracts/dataroom'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, QueryErrorState, TableSkeleton } from '@/features/dre/states'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { ConsolidationCard, ConsolidationsList } from './consolidations'
import { FilesSection } from './files-section'
import { HistoryTable } from './history-table'
import { OfficeComments } from './office-comments'
import { OfficeProfessionals } from './office-professionals'
import { OfficesMissingTable } from './offices-missing-table'
import { dataroomQueries } from './queries'

type Props = { office: number | null; onOfficeChange: (office: number | null) => void }

/**
 * /dataroom_interno (staff): every office's missing months and uploads, filtered by office from the URL; with an
 * office chosen, its repository, monthly consolidation and comments.
 */
export function InternalPage({ office, onOfficeChange }: Props) {
  const id = useId()
  const report = useQuery(dataroomQueries.missing(null))
  const offices = report.data?.escritorios ?? []
  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Dataroom Interno"
        description="Envios de todos os escritórios e os meses dos últimos 12 que ainda não têm arquivo."
      />
      <section className="grid grid-cols-1 gap-3" aria-labelledby={`${id}-resumo`}>
        <h2 id={`${id}-resumo`} className="text-lg font-semibold">
          Meses sem envio por escritório
        </h2>
        <ReportBody query={report} />
      </section>
      <section className="grid grid-cols-1 gap-3" aria-labelledby={`${id}-envios`}>
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id={`${id}-envios`} className="text-lg font-semibold">
            Envios
          </h2>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-escritorio`}>Escritório</Label>
            <NativeSelect
              id={`${id}-escritorio`}
              className="min-w-56"
              value={office ?? ''}
              onChange={(e) => onOfficeChange(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Todos os escritórios</option>
              {offices.map((o) => (
                <option key={o.id_escritorio} value={o.id_escritorio}>
                  {o.nome_escritorio}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
        <Uploads office={office} />
      </section>
      {office === null ? (
        <p className="rounded-md border border-dashed px-3 py-2 text-sm text-muted-foreground">
          Escolha um escritório acima para enviar arquivos ao repositório dele, consolidar meses e comentar.
        </p>
      ) : (
        <OfficeTools
          office={office}
          name={offices.find((o) => o.id_escritorio === office)?.nome_escritorio ?? `Escritório ${office}`}
        />
      )}
    </div>
  )
}

/** Staff's work on one office: its repository, the monthly consolidation, the team's comments and professionals. */
function OfficeTools({ office, name }: { office: number; name: string }) {
  return (
    <section className="grid grid-cols-1 gap-4" aria-label={`Ferramentas da equipe · ${name}`}>
      <h2 className="text-lg font-semibold">{name}</h2>
      <FilesSection
        office={office}
        kind="repositorio"
        title="Repositório do escritório"
        description="Arquivos que o escritório vê em Dataroom › Interno. Enviar um arquivo com o mesmo nome cria uma nova versão."
        empty="Nenhum arquivo no repositório"
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <div className="grid grid-cols-1 content-start gap-3">
          <ConsolidationCard office={office} />
          <ConsolidationsList office={office} />
        </div>
        <OfficeComments office={office} />
      </div>
      <OfficeProfessionals office={office} />
    </section>
  )
}

function ReportBody({ query }: { query: UseQueryResult<MissingMonths> }) {
  const offline = useOfflineWithout(query.data)
  if (offline) return <OfflineUnavailable />
  if (query.isError) return <QueryErrorState message={query.error.message} onRetry={() => void query.refetch()} />
  if (query.isPending) return <Skeleton className="h-40 rounded-xl" />
  return <OfficesMissingTable report={query.data} />
}

function Uploads({ office }: { office: number | null }) {
  const { data, isPending, isError, error, refetch } = useQuery(dataroomQueries.internal(office))
  const offline = useOfflineWithout(data)
  if (offline) return <OfflineUnavailable />
  if (isError) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  if (isPending) return <TableSkeleton rows={6} columns={7} />
  if (data.length === 0) return <EmptyState title="Nenhum arquivo enviado" />
  return <HistoryTable rows={data} showOffice />
}
