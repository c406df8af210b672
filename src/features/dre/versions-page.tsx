import { useMutation, useQuery } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import type { VersionItem } from '@/contracts/financial'
import { LoadingBlock } from '@/features/shell/offline-states'
import { cn } from '@/lib/cn'
import { formatCount, formatCountOf, formatDateTime, formatMonthRange } from '@/lib/format'
import { useSmScreen } from '@/lib/use-media-query'
import { dreQueries } from './queries'
import { EmptyState, NoOfficeState, QueryErrorState } from './states'
import { downloadTemplate } from './template-download'
import { useOfficeId } from './use-office-id'
import { VersionActions } from './version-actions'
import { VersionImport } from './version-import'
import { VersionStatus } from './version-status'

const head = 'border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'whitespace-nowrap border-b px-3 py-2.5'

/** /dre/versoes: import, review, publish or discard versions of the ledger. */
export function VersionsPage({ title = 'Versões do DRE', importing = true }: { title?: string; importing?: boolean }) {
  const office = useOfficeId()
  const template = useMutation({ mutationFn: () => downloadTemplate(office ?? 0) })
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description="Cada importação cria uma versão temporária; publicar substitui os lançamentos importados das competências que ela cobre."
        actions={
          office !== null && importing ? (
            <Button variant="outline" onClick={() => template.mutate()} loading={template.isPending}>
              <FileDown aria-hidden /> Baixar modelo
            </Button>
          ) : null
        }
      />
      {office === null ? (
        <NoOfficeState />
      ) : (
        <>
          {importing ? <VersionImport office={office} /> : null}
          <VersionList office={office} />
        </>
      )}
    </div>
  )
}

function VersionList({ office }: { office: number }) {
  const { data, isPending, isError, error, refetch } = useQuery(dreQueries.versions(office))
  const wide = useSmScreen()
  if (isError) return <QueryErrorState message={error.message} onRetry={() => void refetch()} />
  if (isPending) return <LoadingBlock page className="h-48 rounded-xl" />
  if (data.length === 0)
    return <EmptyState title="Nenhuma versão importada">Importe um arquivo para começar.</EmptyState>
  return wide ? <VersionTable office={office} versions={data} /> : <VersionCards office={office} versions={data} />
}

type ListProps = { office: number; versions: VersionItem[] }

/** On a phone, a card per version: its state, size, months and actions show without scrolling sideways. */
function VersionCards({ office, versions }: ListProps) {
  return (
    <ul className="grid gap-2" aria-label="Versões">
      {versions.map((v) => (
        <li
          key={v.id}
          data-testid="versao-linha"
          className={cn(
            'grid gap-1 rounded-xl border bg-card px-4 py-3 text-sm shadow-sm',
            v.status === 'temporaria' && 'border-warning/50',
          )}
        >
          <div className="flex min-w-0 items-center gap-2">
            <span className="min-w-0 flex-1 truncate font-medium" title={v.nome_arquivo}>
              {v.nome_arquivo}
            </span>
            <VersionStatus status={v.status} />
          </div>
          <p className="tabular text-muted-foreground">
            {formatCountOf(v.linhas, 'lançamento', 'lançamentos')} ·{' '}
            {formatMonthRange(v.competencia_inicio, v.competencia_fim)}
          </p>
          <p className="tabular text-xs text-muted-foreground">
            Importada em {formatDateTime(v.data_criacao)}
            {v.data_publicacao ? ` · publicada em ${formatDateTime(v.data_publicacao)}` : ''}
          </p>
          {v.status === 'temporaria' ? (
            <div className="pt-1">
              <VersionActions office={office} version={v} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function VersionTable({ office, versions }: ListProps) {
  return (
    <ScrollRegion label="Versões" className="rounded-xl border bg-card shadow-sm">
      <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Versões">
        <thead>
          <tr>
            <th className={head}>Arquivo</th>
            <th className={head}>Situação</th>
            <th className={`${head} text-right`}>Lançamentos</th>
            <th className={head}>Competências</th>
            <th className={head}>Importada em</th>
            <th className={head}>Publicada em</th>
            <th className={head}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {versions.map((v) => (
            <tr
              key={v.id}
              data-testid="versao-linha"
              className={v.status === 'temporaria' ? 'bg-warning/5' : undefined}
            >
              <td className={`${cell} max-w-72 truncate font-medium`} title={v.nome_arquivo}>
                {v.nome_arquivo}
              </td>
              <td className={cell}>
                <VersionStatus status={v.status} />
              </td>
              <td className={`${cell} text-right tabular`}>{formatCount(v.linhas)}</td>
              <td className={`${cell} tabular`}>{formatMonthRange(v.competencia_inicio, v.competencia_fim)}</td>
              <td className={`${cell} tabular`}>{formatDateTime(v.data_criacao)}</td>
              <td className={`${cell} tabular`}>{v.data_publicacao ? formatDateTime(v.data_publicacao) : '—'}</td>
              <td className={cell}>
                {v.status === 'temporaria' ? <VersionActions office={office} version={v} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
