import { useQuery } from '@tanstack/react-query'
import { SlidersHorizontal } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import type { AlertsReport } from '@/contracts/validation'
import { useOfflineWithout } from '@/db/online-only'
import { EmptyState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { OfflineUnavailable } from '@/features/shell/offline-states'
import { formatCount, formatCountOf, formatDate } from '@/lib/format'
import { AlertCard } from './alert-card'
import { ChecksDialog } from './checks-dialog'
import { validationQueries } from './queries'
import { SimulationPanel } from './simulation-panel'

const TITLE = 'Alertas'

/**
 * /validation/home: the office's alert checks (DRE months without data, overdue payables, data room months missing,
 * negative cash forecast), each item linking to where it is fixed, and what is running now. Staff without an office
 * picked see every office.
 */
export function AlertsPage() {
  const office = useOfficeId()
  const { data, isError, error, refetch } = useQuery(validationQueries.alerts(office))
  const unavailable = useOfflineWithout(data)
  const [configuring, setConfiguring] = useState(false)
  return (
    <div>
      <PageHeader
        title={TITLE}
        description={data ? summaryLine(data) : undefined}
        actions={
          office === null ? null : (
            <Button variant="outline" onClick={() => setConfiguring(true)}>
              <SlidersHorizontal /> Verificações
            </Button>
          )
        }
      />
      {isError && !data ? (
        <QueryErrorState message={error.message} onRetry={() => void refetch()} />
      ) : unavailable ? (
        <OfflineUnavailable />
      ) : !data ? (
        <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
          {['a', 'b', 'c', 'd'].map((k) => (
            <Skeleton key={k} className="h-40 rounded-xl" />
          ))}
        </div>
      ) : (
        <Report data={data} />
      )}
      {configuring && office !== null ? <ChecksDialog office={office} onClose={() => setConfiguring(false)} /> : null}
    </div>
  )
}

const pendingOf = (data: AlertsReport) =>
  data.escritorios.reduce((n, o) => n + o.alertas.filter((a) => !a.ok).length, 0)

function summaryLine(data: AlertsReport) {
  const pending = pendingOf(data)
  const offices = data.escritorios.length
  const where = offices > 1 ? ` em ${formatCount(offices)} escritórios` : ''
  const what = pending === 0 ? 'Nenhum alerta pendente' : formatCountOf(pending, 'alerta pendente', 'alertas pendentes')
  return `${what}${where} em ${formatDate(data.hoje)}.`
}

function Report({ data }: { data: AlertsReport }) {
  const many = data.escritorios.length > 1
  return (
    <div className="grid gap-6">
      <SimulationPanel state={data.simulacao} manyOffices={many} />
      {data.escritorios.map((o) => (
        <section key={o.id_escritorio} aria-label={o.nome_escritorio} className="grid gap-3">
          {many ? <h2 className="text-lg font-semibold">{o.nome_escritorio}</h2> : null}
          {o.alertas.length === 0 ? (
            <EmptyState title="Nenhuma verificação ativa">
              Ative as verificações do escritório em “Verificações”.
            </EmptyState>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {[...o.alertas]
                .sort((a, b) => Number(a.ok) - Number(b.ok))
                .map((alert) => (
                  <AlertCard key={alert.codigo} alert={alert} office={o.id_escritorio} />
                ))}
            </div>
          )}
        </section>
      ))}
    </div>
  )
}
