import { useQuery } from '@tanstack/react-query'
import { Play } from 'lucide-react'
import { useState } from 'react'
import { MonthPicker } from '@/components/month-picker'
import { Button } from '@/components/ui/button'
import type { Charge } from '@/contracts/billing'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, QueryErrorState } from '@/features/dre/states'
import { formatCountOf, formatMoney } from '@/lib/format'
import { ChargesTable } from './charges-table'
import { billingQueries, useGenerateMonth } from './data'
import { ListLoading } from './list-loading'
import { ReceiveDialog } from './receive-dialog'

/**
 * The month's charges of the billing rules: 'Gerar cobranças do mês' (once per rule and month: a second click
 * adds nothing) and 'Receber' per charge, which records it as a paid BPO receivable in the account and category
 * chosen in its dialog.
 */
export function MonthCharges({
  office,
  mes,
  onMonth,
}: {
  office: number
  mes: string
  onMonth: (mes: string) => void
}) {
  const charges = useQuery(billingQueries.charges(office, mes))
  const generate = useGenerateMonth(office, mes)
  const [receiving, setReceiving] = useState<Charge | null>(null)
  const onlineOnly = useOnlineOnly()
  const total = (charges.data ?? []).reduce((s, c) => s + BigInt(c.valor_centavos), 0n)

  const body = () => {
    if (charges.isError)
      return <QueryErrorState message={charges.error.message} onRetry={() => void charges.refetch()} />
    if (!charges.data) return <ListLoading rows={3} columns={4} />
    if (charges.data.length === 0)
      return (
        <EmptyState title="Nenhuma cobrança neste mês">
          Use “Gerar cobranças do mês” para criar as cobranças das regras vigentes.
        </EmptyState>
      )
    return (
      <ChargesTable
        label="Cobranças do mês"
        charges={charges.data}
        action={(c) =>
          c.status === 'paga' || c.status === 'cancelada' ? null : (
            <Button size="sm" variant="outline" onClick={() => setReceiving(c)} {...onlineOnly}>
              Receber
            </Button>
          )
        }
      />
    )
  }

  return (
    <section className="grid gap-3" aria-labelledby="cobrancas-titulo">
      <div className="flex flex-wrap items-end gap-3">
        <h2 id="cobrancas-titulo" className="text-base font-semibold sm:mr-auto">
          Cobranças do mês
        </h2>
        <div className="w-44">
          <MonthPicker label="Competência" value={mes} onChange={onMonth} />
        </div>
        <Button
          onClick={() => generate.mutate()}
          loading={generate.isPending}
          disabled={onlineOnly.disabled}
          title={onlineOnly.title}
        >
          <Play aria-hidden /> Gerar cobranças do mês
        </Button>
      </div>
      {charges.data && charges.data.length > 0 ? (
        <p className="text-sm text-muted-foreground tabular">
          {formatCountOf(charges.data.length, 'cobrança', 'cobranças')} · total {formatMoney(total)}
        </p>
      ) : null}
      {body()}
      {receiving ? <ReceiveDialog office={office} charge={receiving} onClose={() => setReceiving(null)} /> : null}
    </section>
  )
}
