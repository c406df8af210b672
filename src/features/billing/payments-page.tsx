import { useQuery } from '@tanstack/react-query'
import { CreditCard } from 'lucide-react'
import { useState } from 'react'
import { MonthPicker } from '@/components/month-picker'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { PaymentsNav } from './billing-nav'
import { CancelChargeButton } from './cancel-buttons'
import { ChargesTable } from './charges-table'
import { billingQueries, useChargeMonth, useSettleCharge } from './data'
import { ListLoading } from './list-loading'
import { thisMonth } from './search'

/**
 * /recorrencia_pagarme (Pagamentos): every card charge of subscriptions and instalments, 'Cobrar mês' (each
 * active subscription's month and the instalments due, once), 'Tentar novamente' on a declined charge and
 * 'Cancelar' on an open one.
 */
export function PaymentsPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Pagamentos"
        description="Cobranças no cartão das assinaturas e dos parcelamentos, com o resultado do provedor de pagamento."
      />
      <PaymentsNav />
      {office === null ? <NoOfficeState /> : <Payments key={office} office={office} />}
    </div>
  )
}

function Payments({ office }: { office: number }) {
  const charges = useQuery(billingQueries.cardCharges(office))
  const chargeMonth = useChargeMonth(office)
  const settle = useSettleCharge(office)
  const onlineOnly = useOnlineOnly()
  const [mes, setMes] = useState(thisMonth())

  const body = () => {
    if (charges.isError)
      return <QueryErrorState message={charges.error.message} onRetry={() => void charges.refetch()} />
    if (!charges.data) return <ListLoading rows={4} columns={4} />
    if (charges.data.length === 0)
      return (
        <EmptyState title="Nenhuma cobrança no cartão ainda">
          As assinaturas e parcelas cobradas aparecem aqui.
        </EmptyState>
      )
    return (
      <ChargesTable
        label="Cobranças no cartão"
        charges={charges.data}
        action={(c) =>
          c.status === 'recusada' || c.status === 'pendente' ? (
            <span className="inline-flex flex-wrap justify-end gap-1 sm:flex-nowrap">
              {c.status === 'recusada' || c.atrasada ? (
                <Button
                  size="sm"
                  variant="outline"
                  loading={settle.isPending && settle.variables?.charge.id === c.id}
                  onClick={() => settle.mutate({ charge: c })}
                  {...onlineOnly}
                >
                  Tentar novamente
                </Button>
              ) : null}
              <CancelChargeButton office={office} charge={c} />
            </span>
          ) : null
        }
      />
    )
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-44">
          <MonthPicker label="Competência" value={mes} onChange={setMes} />
        </div>
        <Button
          onClick={() => chargeMonth.mutate(mes)}
          loading={chargeMonth.isPending}
          disabled={onlineOnly.disabled}
          title={onlineOnly.title}
        >
          <CreditCard aria-hidden /> Cobrar mês
        </Button>
      </div>
      {body()}
    </div>
  )
}
