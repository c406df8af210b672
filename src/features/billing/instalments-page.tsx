import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatDate, formatMoney } from '@/lib/format'
import { PaymentsNav } from './billing-nav'
import { CancelPlanButton } from './cancel-buttons'
import { StatusPill } from './charge-status'
import { billingQueries } from './data'
import { InstalmentDialog } from './instalment-dialog'
import { ListLoading } from './list-loading'
import { cell, head } from './table-classes'

const planStatus = {
  ativo: { label: 'Ativo', cor: '#1565c0' },
  quitado: { label: 'Quitado', cor: '#2e7d32' },
  cancelado: { label: 'Cancelado', cor: '#616161' },
} as const

/** /parcela: the office's instalment plans (total, instalments paid of how many, status), an active one cancellable. */
export function InstalmentsPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Parcelamentos"
        description="Valores parcelados no cartão, com as parcelas pagas de cada plano."
      />
      <PaymentsNav />
      {office === null ? <NoOfficeState /> : <Plans key={office} office={office} />}
    </div>
  )
}

function Plans({ office }: { office: number }) {
  const plans = useQuery(billingQueries.instalmentPlans(office))
  const clients = useQuery(billingQueries.clients(office))
  const onlineOnly = useOnlineOnly()
  const [creating, setCreating] = useState(false)
  const body = () => {
    if (plans.isError) return <QueryErrorState message={plans.error.message} onRetry={() => void plans.refetch()} />
    if (!plans.data) return <ListLoading rows={3} columns={4} />
    if (plans.data.length === 0)
      return (
        <EmptyState title="Nenhum parcelamento ainda">Use “Novo parcelamento” com um cartão do cliente.</EmptyState>
      )
    return (
      <ScrollRegion label="Parcelamentos" className="rounded-xl border bg-card shadow-sm">
        <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[44rem]" aria-label="Parcelamentos">
          <thead>
            <tr>
              <th className={head}>Cliente</th>
              <th className={`${head} hidden sm:table-cell`}>Descrição</th>
              <th className={`${head} text-right`}>Total</th>
              <th className={head}>Parcelas pagas</th>
              <th className={head}>Status</th>
              <th className={head}>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {plans.data.map((p) => (
              <tr key={p.id} data-testid="parcelamento">
                <td className={`${cell} font-medium`}>
                  {p.cliente}
                  <span className="block text-xs font-normal text-muted-foreground">
                    <span className="sm:hidden">{p.descricao} · </span>criado em {formatDate(p.data_criacao)}
                  </span>
                </td>
                <td className={`${cell} hidden sm:table-cell`}>{p.descricao}</td>
                <td className={`${cell} text-right tabular`}>{formatMoney(BigInt(p.valor_total_centavos))}</td>
                <td className={`${cell} tabular`}>
                  {p.pagas} de {p.parcelas}
                </td>
                <td className={cell}>
                  <StatusPill {...planStatus[p.status]} />
                </td>
                <td className={`${cell} text-right`}>
                  {p.status === 'ativo' ? <CancelPlanButton office={office} plan={p} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    )
  }
  return (
    <div className="grid gap-3">
      <div className="flex">
        <Button
          className="ml-auto"
          onClick={() => setCreating(true)}
          disabled={!clients.data || onlineOnly.disabled}
          title={onlineOnly.title}
        >
          <Plus aria-hidden /> Novo parcelamento
        </Button>
      </div>
      {body()}
      {creating && clients.data ? (
        <InstalmentDialog office={office} clients={clients.data} onClose={() => setCreating(false)} />
      ) : null}
    </div>
  )
}
