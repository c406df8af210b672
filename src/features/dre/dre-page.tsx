import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { ChevronsDownUp, ChevronsUpDown, Download, Mail } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useOnlineOnly } from '@/db/online-only'
import { useSession } from '@/features/session/session-store'
import { formatMonthRange } from '@/lib/format'
import { isAdvisor } from './access'
import { addressOf, cellAt, noCell } from './cell-address'
import { DetailSheet } from './detail-sheet'
import { DownloadDialog } from './download-dialog'
import { DreFilters } from './dre-filters'
import { defaultView } from './dre-grid'
import { DreTable } from './dre-table'
import { DreTabs } from './dre-tabs'
import { withFilters } from './drill'
import { EmailDialog } from './email-dialog'
import { EmailHistory } from './email-history'
import type { DreGroupingInfo } from './groupings'
import { dreQueries, dreQueryOf } from './queries'
import type { DreSearch, DreSearchPatch } from './search'
import { EmptyState, isNotReleased, NoOfficeState, QueryErrorState, TableSkeleton } from './states'
import { useOfficeId } from './use-office-id'

type Props = {
  grouping: DreGroupingInfo
  search: DreSearch
  /** Filters replace the history entry; opening a cell pushes one, so Back closes it. */
  onSearchChange: (patch: DreSearchPatch, how?: { push: boolean }) => void
  /** The /dre/dres pages show the grouping tabs; /financeiro/dres does not. */
  tabs?: boolean
}

/**
 * A DRE page: filters in the URL, the table, drill-down into entries (the open cell is in the URL too, so a link
 * opens it) and the period download.
 */
export function DrePage({ grouping, search, onSearchChange, tabs = true }: Props) {
  const office = useOfficeId()
  return (
    <div>
      {tabs ? <DreTabs /> : null}
      {office === null ? (
        <>
          <PageHeader title={grouping.title} />
          <NoOfficeState />
        </>
      ) : (
        <DreContent key={office} office={office} grouping={grouping} search={search} onSearchChange={onSearchChange} />
      )}
    </div>
  )
}

function DreContent({ office, grouping, search, onSearchChange }: Props & { office: number }) {
  const user = useSession()
  const manages = Boolean(user?.IS_EQUIPE || user?.IS_GESTOR)
  // An advisor downloads their own DRE by professional (the only DRE they open; the server narrows it).
  const canDownload = manages || isAdvisor(user)
  const query = dreQueryOf(search, grouping)
  const { data, isPending, isError, error, isPlaceholderData, refetch } = useQuery({
    ...dreQueries.table(office, grouping, query),
    placeholderData: keepPreviousData,
  })
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const [downloading, setDownloading] = useState(false)
  const onlineOnly = useOnlineOnly()
  const period = { start: data?.inicio ?? null, end: data?.fim ?? null }
  const [emailing, setEmailing] = useState(false)
  const view = data ? defaultView(data, search.ver) : 'grupos'
  const cell = data && manages ? cellAt(data, search) : null
  const target = cell ? withFilters(cell, { ids: query.ids, id_equipe: query.id_equipe }) : null
  const expandable = data?.linhas.filter((l) => l.categorias.length > 0).map((l) => l.id) ?? []
  const allOpen = expandable.length > 0 && expandable.every((id) => expanded.has(id))
  const toggle = (id: number) =>
    setExpanded((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const empty = data?.linhas.every((l) => l.total === '0' && l.total_coluna.every((v) => v === '0'))
  // Not released to this advisor yet: the page is the notice alone, no filters or downloads that would be refused.
  const locked = isError && isNotReleased(error?.message)
  return (
    <>
      <PageHeader
        title={grouping.title}
        description={[
          'Valores em R$',
          data ? formatMonthRange(data.inicio, data.fim) : null,
          // an advisor's DRE holds only the advisor's own figures (the server narrows it)
          user && isAdvisor(user) ? `somente os números de ${user.nome}` : null,
        ]
          .filter(Boolean)
          .join(' · ')}
        actions={
          locked ? null : (
            <>
              <Button
                variant="outline"
                onClick={() => setExpanded(allOpen ? new Set() : new Set(expandable))}
                disabled={!data}
              >
                {allOpen ? <ChevronsDownUp aria-hidden /> : <ChevronsUpDown aria-hidden />}
                {allOpen ? 'Recolher categorias' : 'Expandir categorias'}
              </Button>
              {manages ? (
                <Button variant="outline" onClick={() => setEmailing(true)} {...onlineOnly}>
                  <Mail aria-hidden /> Enviar por e-mail
                </Button>
              ) : null}
              {canDownload ? (
                <Button onClick={() => setDownloading(true)} {...onlineOnly}>
                  <Download aria-hidden /> Baixar DRE
                </Button>
              ) : null}
            </>
          )
        }
      />
      {locked ? null : (
        <DreFilters
          office={office}
          grouping={grouping}
          search={search}
          onChange={onSearchChange}
          shown={data ? { inicio: data.inicio, fim: data.fim } : null}
          view={view}
          multiColumn={(data?.colunas.length ?? 2) > 1}
        />
      )}
      {isError && (!data || locked) ? (
        <QueryErrorState message={error.message} onRetry={() => void refetch()} />
      ) : isPending ? (
        <TableSkeleton />
      ) : empty ? (
        <EmptyState title="Nenhum lançamento no período">
          Escolha outro período ou importe os lançamentos em Versões.
        </EmptyState>
      ) : (
        // Dimmed only while the figures shown are the previous filters' (a background refresh keeps them bright).
        <div
          className={isPlaceholderData ? 'opacity-60 transition-opacity' : 'transition-opacity'}
          aria-busy={isPlaceholderData}
        >
          <DreTable
            table={data}
            view={view}
            showVa={search.av === true}
            expanded={expanded}
            onToggle={toggle}
            onDrill={manages ? (t) => onSearchChange({ ...noCell, ...addressOf(data, t) }, { push: true }) : undefined}
            label={grouping.title}
          />
        </div>
      )}
      {manages ? (
        <>
          <DetailSheet office={office} type={grouping.apiType} target={target} onClose={() => onSearchChange(noCell)} />
          <EmailDialog
            office={office}
            type={grouping.apiType}
            period={period}
            open={emailing}
            onOpenChange={setEmailing}
          />
          <EmailHistory office={office} />
        </>
      ) : null}
      {canDownload ? (
        <DownloadDialog
          office={office}
          type={grouping.apiType}
          period={period}
          open={downloading}
          onOpenChange={setDownloading}
        />
      ) : null}
    </>
  )
}
