import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { GitCompare } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { TabNav } from '@/components/tab-nav'
import { buttonVariants } from '@/components/ui/button'
import { formatCountOf, formatDateTime, formatMonth } from '@/lib/format'
import { ComparisonTable } from './comparison-table'
import { DfcComparison } from './dfc-comparison'
import { dreQueries } from './queries'
import { EmptyState, NoOfficeState, QueryErrorState, TableSkeleton } from './states'
import { useOfficeId } from './use-office-id'
import { VersionActions } from './version-actions'
import { VersionStatus } from './version-status'

/** The groupings a comparison is shown by, as tabs. */
const comparativeTabs = [
  { to: '/dre/comparative/geral', title: 'Geral', exact: true },
  { to: '/dre/comparative/pj', title: 'Por empresa', exact: true },
  { to: '/dre/comparative/profissional', title: 'Por profissional', exact: true },
  { to: '/dre/comparative/area-receita', title: 'Por produto', exact: true },
  { to: '/dre/comparative/subsidiaries', title: 'Por filial', exact: true },
  { to: '/dre/comparative/equipe', title: 'Por equipe', exact: true },
] as const

type Props = { type: string; title?: string; versionsTo?: '/dre/versoes' | '/bi/versao'; tabs?: boolean }

/** Temporary version vs current DRE, by any grouping; publish or discard from here. */
export function ComparativePage({
  type,
  title = 'Comparativo de versões',
  versionsTo = '/dre/versoes',
  tabs = true,
}: Props) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader title={title} description="A versão temporária importada ao lado do DRE atual, antes de publicar." />
      {tabs ? <TabNav label="Agrupamento da comparação" tabs={comparativeTabs} /> : null}
      {office === null ? <NoOfficeState /> : <Comparison office={office} type={type} versionsTo={versionsTo} />}
    </div>
  )
}

function Comparison({
  office,
  type,
  versionsTo,
}: {
  office: number
  type: string
  versionsTo: Props['versionsTo'] & string
}) {
  const { data, isPending, isError, error, refetch } = useQuery(dreQueries.tempComparison(office, type))
  if (data === null) {
    return (
      <EmptyState
        icon={<GitCompare className="size-8 text-muted-foreground" aria-hidden />}
        title="Nenhuma versão temporária para comparar"
        action={
          <Link to={versionsTo} className={buttonVariants({ className: 'mt-2' })}>
            Importar arquivo
          </Link>
        }
      >
        Importe um arquivo em Versões: ele vira uma versão temporária que você revisa aqui antes de publicar.
      </EmptyState>
    )
  }
  if (isError) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  if (isPending) return <TableSkeleton columns={4} />
  const v = data.versao
  return (
    <div className="grid gap-4">
      <div
        className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-card p-4 shadow-sm"
        data-testid="versao-temporaria"
      >
        <div className="grid gap-1 text-sm">
          <p className="flex items-center gap-2 font-medium">
            {v.nome_arquivo} <VersionStatus status={v.status} />
          </p>
          <p className="text-muted-foreground tabular">
            {formatCountOf(v.linhas, 'lançamento', 'lançamentos')} · competências{' '}
            {formatMonth(`${v.competencia_inicio}-01`)} a {formatMonth(`${v.competencia_fim}-01`)} · importada em{' '}
            {formatDateTime(v.data_criacao)}
          </p>
        </div>
        {v.status === 'temporaria' ? <VersionActions office={office} version={v} review={false} /> : null}
      </div>
      <ComparisonTable current={data.atual} temporary={data.temporaria} />
      {type === 'geral' ? <DfcComparison office={office} /> : null}
    </div>
  )
}
