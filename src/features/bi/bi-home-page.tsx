import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { PageHeader } from '@/components/page-header'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { SegmentedRadioGroup, SegmentedRadioItem } from '@/components/ui/radio-group'
import { useOfflineWithout } from '@/db/online-only'
import { dreQueries } from '@/features/dre/queries'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { financialQueries } from '@/features/financial/queries'
import { LoadingBlock, OfflineUnavailable } from '@/features/shell/offline-states'
import { formatDateTime, formatMonth } from '@/lib/format'
import { SegmentationChart } from './segmentation-chart'
import { SummaryTable } from './summary-table'

export const biKinds = [
  { kind: 'professionals', label: 'Profissionais', noun: 'Profissional' },
  { kind: 'teams', label: 'Equipes', noun: 'Equipe' },
  { kind: 'revenue-areas', label: 'Produtos', noun: 'Produto' },
  { kind: 'subsidiaries', label: 'Filiais', noun: 'Filial' },
  { kind: 'pjs', label: 'Empresas', noun: 'Empresa' },
] as const
export type BiKind = (typeof biKinds)[number]['kind']

type Props = { kind: BiKind; onKindChange: (kind: BiKind) => void }

/** /bi/home (staff): the selected office's results by entity and its revenue mix. */
export function BiHomePage({ kind, onKindChange }: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="BI interno"
        description="Resultados do escritório selecionado, por profissional, equipe, produto, filial e empresa."
      />
      {office === null ? <NoOfficeState /> : <BiHome office={office} kind={kind} onKindChange={onKindChange} />}
    </div>
  )
}

function BiHome({ office, kind, onKindChange }: Props & { office: number }) {
  const id = useId()
  const info = biKinds.find((k) => k.kind === kind) ?? biKinds[0]
  const summary = useQuery(dreQueries.summary(office, kind))
  const segmentation = useQuery(financialQueries.segmentation(office, {}))
  const updated = useQuery(dreQueries.lastUpdate(office))
  if (useOfflineWithout(summary.data ?? segmentation.data ?? updated.data)) return <OfflineUnavailable />
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card>
          <CardHeader>
            <CardTitle>Receita bruta por produto</CardTitle>
          </CardHeader>
          <CardContent>
            {segmentation.data ? (
              <SegmentationChart data={segmentation.data.data} colors={segmentation.data.cores} />
            ) : (
              <LoadingBlock className="h-48" />
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Dados</CardTitle>
          </CardHeader>
          <CardContent className="grid gap-2 text-sm">
            <p className="flex justify-between gap-2">
              <span className="text-muted-foreground">Última competência</span>
              <span className="tabular">
                {updated.data?.ultima_competencia ? formatMonth(`${updated.data.ultima_competencia}-01`) : '—'}
              </span>
            </p>
            <p className="flex justify-between gap-2">
              <span className="text-muted-foreground">Atualizado em</span>
              <span className="tabular">
                {updated.data?.data_atualizacao ? formatDateTime(updated.data.data_atualizacao) : '—'}
              </span>
            </p>
          </CardContent>
        </Card>
      </div>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <span id={id} className="text-sm font-medium">
          Resumo por
        </span>
        <SegmentedRadioGroup
          aria-labelledby={id}
          value={kind}
          onValueChange={(v) => onKindChange(biKinds.find((k) => k.kind === v)?.kind ?? 'professionals')}
        >
          {biKinds.map((k) => (
            <SegmentedRadioItem key={k.kind} value={k.kind}>
              {k.label}
            </SegmentedRadioItem>
          ))}
        </SegmentedRadioGroup>
      </div>
      {summary.isError ? (
        <QueryErrorState message={summary.error.message} onRetry={() => void summary.refetch()} />
      ) : summary.isPending ? (
        <LoadingBlock className="h-72 rounded-xl" />
      ) : summary.data.length === 0 ? (
        <EmptyState title="Nenhum resultado no período" />
      ) : (
        <SummaryTable items={summary.data} noun={info.noun} />
      )}
    </div>
  )
}
