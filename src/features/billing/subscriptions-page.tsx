import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import type { Subscription, SubscriptionStatus } from '@/contracts/billing'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatCountOf, formatDate, formatMoney } from '@/lib/format'
import { PaymentsNav } from './billing-nav'
import { ChangeCardDialog } from './change-card-dialog'
import { StatusPill, subscriptionLabels } from './charge-status'
import { billingQueries, useSubscriptionStatus } from './data'
import { ListLoading } from './list-loading'
import { PlanForm } from './plan-form'
import { SubscribeDialog } from './subscribe-dialog'
import { cell, head } from './table-classes'

/** /recorrencia: the office's plans and its clients' subscriptions, charged monthly on a card. */
export function SubscriptionsPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Recorrência"
        description="Planos de pagamento recorrente e as assinaturas dos clientes, cobradas todo mês no cartão."
      />
      <PaymentsNav />
      {office === null ? <NoOfficeState /> : <Subscriptions key={office} office={office} />}
    </div>
  )
}

const nextActions: Record<SubscriptionStatus, { status: SubscriptionStatus; text: string }[]> = {
  ativa: [
    { status: 'suspensa', text: 'Suspender' },
    { status: 'cancelada', text: 'Cancelar' },
  ],
  suspensa: [
    { status: 'ativa', text: 'Reativar' },
    { status: 'cancelada', text: 'Cancelar' },
  ],
  cancelada: [],
}

function Subscriptions({ office }: { office: number }) {
  const plans = useQuery(billingQueries.plans(office))
  const subscriptions = useQuery(billingQueries.subscriptions(office))
  const clients = useQuery(billingQueries.clients(office))
  const change = useSubscriptionStatus(office)
  const onlineOnly = useOnlineOnly()
  const [subscribing, setSubscribing] = useState(false)
  const [changingCard, setChangingCard] = useState<Subscription | null>(null)

  const list = () => {
    if (subscriptions.isError)
      return <QueryErrorState message={subscriptions.error.message} onRetry={() => void subscriptions.refetch()} />
    if (!subscriptions.data) return <ListLoading rows={3} columns={4} />
    if (subscriptions.data.length === 0)
      return <EmptyState title="Nenhuma assinatura ainda">Use “Nova assinatura” com um cartão do cliente.</EmptyState>
    return (
      <ScrollRegion label="Assinaturas" className="rounded-xl border bg-card shadow-sm">
        <table className="w-full border-separate border-spacing-0 text-sm sm:min-w-[44rem]" aria-label="Assinaturas">
          <thead>
            <tr>
              <th className={head}>Cliente</th>
              <th className={`${head} hidden sm:table-cell`}>Plano</th>
              <th className={`${head} text-right`}>Mensalidade</th>
              <th className={head}>Status</th>
              <th className={`${head} w-40 sm:w-56`}>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {subscriptions.data.map((s: Subscription) => (
              <tr key={s.id} data-testid="assinatura">
                <td className={`${cell} font-medium`}>
                  {s.cliente}
                  <span className="block text-xs font-normal text-muted-foreground">
                    <span className="sm:hidden">{s.plano} · </span>desde {formatDate(s.inicio)}
                  </span>
                </td>
                <td className={`${cell} hidden sm:table-cell`}>{s.plano}</td>
                <td className={`${cell} text-right tabular`}>{formatMoney(BigInt(s.valor_centavos))}</td>
                <td className={cell}>
                  <StatusPill {...subscriptionLabels[s.status]} />
                </td>
                <td className={`${cell} text-right`}>
                  <div className="flex flex-wrap justify-end gap-1 sm:flex-nowrap">
                    {s.status === 'cancelada' ? null : (
                      <Button size="sm" variant="outline" onClick={() => setChangingCard(s)} {...onlineOnly}>
                        Trocar cartão
                      </Button>
                    )}
                    {nextActions[s.status].map((a) => (
                      <Button
                        key={a.status}
                        size="sm"
                        variant="outline"
                        onClick={() => change.mutate({ id: s.id, version: s.version, status: a.status })}
                        {...onlineOnly}
                      >
                        {a.text}
                      </Button>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    )
  }

  return (
    <div className="grid gap-8">
      <section className="grid gap-3" aria-labelledby="planos-titulo">
        <h2 id="planos-titulo" className="text-base font-semibold">
          Planos
        </h2>
        {plans.data && plans.data.length > 0 ? (
          <ul className="grid gap-2 sm:grid-cols-3">
            {plans.data.map((p) => (
              <li key={p.id} className="rounded-xl border bg-card p-3 shadow-sm" data-testid="plano">
                <p className="font-medium">{p.nome}</p>
                <p className="tabular">{formatMoney(BigInt(p.valor_centavos))} por mês</p>
                <p className="text-xs text-muted-foreground">
                  {formatCountOf(p.assinaturas, 'assinatura', 'assinaturas')}
                </p>
              </li>
            ))}
          </ul>
        ) : null}
        <PlanForm office={office} />
      </section>
      <section className="grid gap-3" aria-labelledby="assinaturas-titulo">
        <div className="flex flex-wrap items-center gap-2">
          <h2 id="assinaturas-titulo" className="text-base font-semibold">
            Assinaturas
          </h2>
          <Button
            className="ml-auto"
            onClick={() => setSubscribing(true)}
            disabled={!plans.data?.length || !clients.data || onlineOnly.disabled}
            title={onlineOnly.title}
          >
            <Plus aria-hidden /> Nova assinatura
          </Button>
        </div>
        {list()}
      </section>
      {changingCard ? (
        <ChangeCardDialog office={office} subscription={changingCard} onClose={() => setChangingCard(null)} />
      ) : null}
      {subscribing && plans.data && clients.data ? (
        <SubscribeDialog
          office={office}
          clients={clients.data}
          plans={plans.data}
          onClose={() => setSubscribing(false)}
        />
      ) : null}
    </div>
  )
}
