import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { Landmark, Percent, TrendingDown, TrendingUp, Wallet } from 'lucide-react'
import { MonthRangeFilter } from '@/components/month-range-filter'
import { PageHeader } from '@/components/page-header'
import { Skeleton } from '@/components/ui/skeleton'
import type { DreTable } from '@/contracts/financial'
import { useOfflineWithout } from '@/db/online-only'
import { dreGroupings } from '@/features/dre/groupings'
import { dreQueries } from '@/features/dre/queries'
import { EmptyState, QueryErrorState } from '@/features/dre/states'
import { WithOffice } from '@/features/dre/with-office'
import { KpiCard } from '@/features/home/kpi-card'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatMoney, formatMoneyAbbreviated, formatMonth, formatMonthRange, formatPercent } from '@/lib/format'
import { CashChart, MarginChart, ResultChart } from './overview-charts'
import { overviewSeries, overviewTotals } from './overview-series'
import { financialQueries } from './queries'

import { type MonthRangeSearch, overviewQuery } from './search'

type Props = { search: MonthRangeSearch; onSearchChange: (patch: MonthRangeSearch) => void; title?: string }

/** /financeiro/visao_geral: KPIs and the monthly charts of revenue, expenses, result, margin and cash. */
export function OverviewPage({ search, onSearchChange, title = 'Visão geral financeira' }: Props) {
  return (
    <WithOffice title={title}>
      {(office) => <Overview office={office} search={search} onSearchChange={onSearchChange} title={title} />}
    </WithOffice>
  )
}

function Overview({ office, search, onSearchChange, title }: Props & { office: number; title: string }) {
  const dre = useQuery({
    ...dreQueries.table(office, dreGroupings.geral, overviewQuery(search)),
    placeholderData: keepPreviousData,
  })
  const cash = useQuery(financialQueries.balanceHistorical(office))
  const data = dre.data
  const unavailable = useOfflineWithout(data)
  const range = data ? formatMonthRange(data.inicio, data.fim) : ''
  const inRange = (cash.data ?? []).filter((m) => !data || (m.mes >= data.inicio && m.mes <= data.fim))
  const lastCash = inRange.at(-1)
  return (
    <div>
      <PageHeader title={title} description={range ? `Regime de competência · ${range}` : undefined} />
      <div className="mb-4 rounded-xl border bg-card p-4 shadow-sm">
        <MonthRangeFilter
          className="w-72"
          value={{ start: search.inicio ?? data?.inicio ?? null, end: search.fim ?? data?.fim ?? null }}
          onChange={(v) => onSearchChange({ inicio: v.start ?? undefined, fim: v.end ?? undefined })}
        />
      </div>
      {dre.isError && !data ? (
        <QueryErrorState message={dre.error.message} onRetry={() => void dre.refetch()} />
      ) : unavailable ? (
        <OfflineUnavailable />
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-5" aria-busy="true">
          {['a', 'b', 'c', 'd', 'e'].map((k) => (
            <Skeleton key={k} className="h-28 rounded-xl" />
          ))}
          <Skeleton className="h-80 rounded-xl sm:col-span-2 xl:col-span-5" />
        </div>
      ) : data.linhas.every((l) => l.total === '0') ? (
        <EmptyState title="Nenhum lançamento no período">Escolha outro período ou importe lançamentos.</EmptyState>
      ) : (
        <Figures table={data} cash={lastCash ? BigInt(lastCash.saldo_final) : null} cashSeries={inRange} />
      )}
    </div>
  )
}

type FiguresProps = {
  table: DreTable
  cash: bigint | null
  cashSeries: { mes: string; saldo_final: string }[]
}

function Figures({ table, cash, cashSeries }: FiguresProps) {
  const totals = overviewTotals(table)
  const points = overviewSeries(table)
  return (
    <div className="grid gap-4 lg:grid-cols-2" data-testid="visao-geral">
      <div className="grid gap-4 sm:grid-cols-2 lg:col-span-2 xl:grid-cols-5">
        <KpiCard
          label="Receita líquida"
          value={formatMoneyAbbreviated(totals.receita)}
          hint={formatMoney(totals.receita)}
          icon={TrendingUp}
          testId="kpi-receita"
        />
        <KpiCard
          label="Despesas"
          value={formatMoneyAbbreviated(totals.despesas)}
          hint={formatMoney(totals.despesas)}
          icon={TrendingDown}
          testId="kpi-despesas"
        />
        <KpiCard
          label="Resultado"
          value={formatMoneyAbbreviated(totals.resultado)}
          hint={formatMoney(totals.resultado)}
          icon={Landmark}
          testId="kpi-resultado"
        />
        <KpiCard
          label="Margem líquida"
          value={totals.margem === null ? '—' : formatPercent(totals.margem)}
          icon={Percent}
          testId="kpi-margem"
        />
        <KpiCard
          label="Caixa"
          value={cash === null ? '—' : formatMoneyAbbreviated(cash)}
          hint={cash === null ? undefined : formatMoney(cash)}
          icon={Wallet}
          testId="kpi-caixa"
        />
      </div>
      <ResultChart points={points} />
      <MarginChart points={points} />
      <CashChart
        data={cashSeries.map((m) => ({ mes: formatMonth(`${m.mes}-01`), saldo: Number(BigInt(m.saldo_final)) / 100 }))}
      />
    </div>
  )
}
