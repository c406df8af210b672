import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { lazyNamed } from '@/components/lazy-parts'
import { PageHeader } from '@/components/page-header'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { BpoSummary } from '@/contracts/bpo-summary'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, QueryErrorState } from '@/features/dre/states'
import { WithOffice } from '@/features/dre/with-office'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatDate, formatMonth } from '@/lib/format'
import { useOnline } from '@/lib/online'
import { ApprovalCard } from './approval-card'
import { NextBills } from './next-bills'
import { SummaryCard } from './summary-card'
import { bpoSummaryQueries } from './summary-queries'

// The chart library is the heaviest piece of the page: the figures draw without waiting for it.
const WeeksChart = lazyNamed(() => import('./weeks-chart').then((m) => m.WeeksChart))

const TITLE = 'Financeiro · BPO'

/** /financeiro/bpo: the office's BPO at a glance, each figure linking to the lists that add up to it. */
export function BpoSummaryPage() {
  return <WithOffice title={TITLE}>{(office) => <Summary office={office} />}</WithOffice>
}

function Summary({ office }: { office: number }) {
  // Offline, only what this device already saved is shown: no fetch (nor its lazily loaded contract) is tried.
  const online = useOnline()
  const { data, isError, error, refetch } = useQuery({ ...bpoSummaryQueries.summary(office), enabled: online })
  const unavailable = useOfflineWithout(data)
  return (
    <div>
      <PageHeader
        title={TITLE}
        description={data ? `Contas a pagar e a receber do escritório em ${formatDate(data.hoje)}.` : undefined}
      />
      {isError && !data ? (
        <QueryErrorState message={error.message} onRetry={() => void refetch()} />
      ) : unavailable ? (
        <OfflineUnavailable />
      ) : !data ? (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4" aria-busy="true">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} className="h-28 rounded-xl" />
          ))}
          <Skeleton className="h-80 rounded-xl sm:col-span-2 xl:col-span-4" />
        </div>
      ) : isEmpty(data) ? (
        <EmptyState
          title="Nenhuma conta em aberto ou paga neste mês"
          action={
            <Link to="/bpo/contas_a_pagar" className={buttonVariants({ variant: 'outline' })}>
              Lançar contas a pagar
            </Link>
          }
        >
          Quando o BPO lançar contas a pagar e a receber do escritório, o resumo aparece aqui.
        </EmptyState>
      ) : (
        <Figures data={data} />
      )}
    </div>
  )
}

const isEmpty = (s: BpoSummary) =>
  [s.mes, s.proximo_mes, s.atrasado, s.pago_mes].every((p) => p.pagar.quantidade + p.receber.quantidade === 0) &&
  s.proximas.length === 0

const monthAfter = (month: string) => {
  const [y, m] = month.split('-').map(Number)
  return new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 7)
}

function Figures({ data }: { data: BpoSummary }) {
  const month = data.hoje.slice(0, 7)
  const next = monthAfter(month)
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-5">
        <SummaryCard
          testId="resumo-mes"
          title={`Em aberto em ${formatMonth(`${month}-01`)}`}
          pagar={data.mes.pagar}
          receber={data.mes.receber}
          link={{ inicio: month, fim: month, status: 'aberto' }}
        />
        <SummaryCard
          testId="resumo-proximo-mes"
          title={`Em aberto em ${formatMonth(`${next}-01`)}`}
          pagar={data.proximo_mes.pagar}
          receber={data.proximo_mes.receber}
          link={{ inicio: next, fim: next, status: 'aberto' }}
        />
        <SummaryCard
          testId="resumo-atrasado"
          title="Atrasado"
          pagar={data.atrasado.pagar}
          receber={data.atrasado.receber}
          link={{ inicio: data.atrasado_desde ?? month, fim: month, status: 'atrasado' }}
        />
        <SummaryCard
          testId="resumo-pago-mes"
          title={`Pago e recebido em ${formatMonth(`${month}-01`)}`}
          pagar={data.pago_mes.pagar}
          receber={data.pago_mes.receber}
          labels={{ pagar: 'Pago', receber: 'Recebido' }}
          link={{
            pagar: { inicio: month, fim: month, status: 'pago' },
            receber: { inicio: month, fim: month, status: 'recebido' },
          }}
        />
        <ApprovalCard figure={data.aguardando_aprovacao} month={month} />
      </div>
      <div className="grid gap-4 lg:grid-cols-5">
        <Card className="self-start lg:col-span-3">
          <CardHeader>
            <CardTitle>Próximas 8 semanas</CardTitle>
          </CardHeader>
          <CardContent>
            <Suspense fallback={<Skeleton className="h-64 rounded-lg" />}>
              <WeeksChart weeks={data.semanas} />
            </Suspense>
          </CardContent>
        </Card>
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>Próximos vencimentos</CardTitle>
          </CardHeader>
          <NextBills bills={data.proximas} />
        </Card>
      </div>
    </div>
  )
}
