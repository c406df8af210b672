import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { PageHeader } from '@/components/page-header'
import { Button } from '@/components/ui/button'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatMoney } from '@/lib/format'
import { PaymentsNav } from './billing-nav'
import { ChargesTable } from './charges-table'
import { billingQueries, useSettleCharge } from './data'
import { ListLoading } from './list-loading'

/** /parcela/clientes: one client's instalment schedule (every instalment, due date, amount, status). */
export function ClientInstalmentsPage({ client, onClient }: { client?: number; onClient: (id?: number) => void }) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader title="Parcelamentos por cliente" description="O cronograma de parcelas de cada cliente." />
      <PaymentsNav />
      {office === null ? (
        <NoOfficeState />
      ) : (
        <Schedule key={office} office={office} client={client} onClient={onClient} />
      )}
    </div>
  )
}

function Schedule({ office, client, onClient }: { office: number; client?: number; onClient: (id?: number) => void }) {
  const id = useId()
  const clients = useQuery(billingQueries.clients(office))
  const schedule = useQuery({ ...billingQueries.clientInstalments(office, client ?? 0), enabled: client !== undefined })
  const settle = useSettleCharge(office)
  const onlineOnly = useOnlineOnly()
  const total = (schedule.data ?? []).reduce((s, c) => s + BigInt(c.valor_centavos), 0n)
  const paid = (schedule.data ?? [])
    .filter((c) => c.status === 'paga')
    .reduce((s, c) => s + BigInt(c.valor_centavos), 0n)
  const body = () => {
    if (client === undefined)
      return <EmptyState title="Escolha um cliente">Selecione o cliente para ver as parcelas.</EmptyState>
    if (schedule.isError)
      return <QueryErrorState message={schedule.error.message} onRetry={() => void schedule.refetch()} />
    if (!schedule.data) return <ListLoading rows={4} columns={4} />
    if (schedule.data.length === 0)
      return <EmptyState title="Nenhuma parcela">Este cliente não tem parcelamentos.</EmptyState>
    return (
      <>
        <p className="text-sm text-muted-foreground tabular">
          {formatMoney(paid)} pagos de {formatMoney(total)}
        </p>
        <ChargesTable
          label="Parcelas do cliente"
          charges={schedule.data}
          action={(c) =>
            c.status === 'recusada' ? (
              <Button size="sm" variant="outline" onClick={() => settle.mutate({ charge: c })} {...onlineOnly}>
                Tentar novamente
              </Button>
            ) : null
          }
        />
      </>
    )
  }
  return (
    <div className="grid gap-3">
      <div className="grid max-w-md gap-1.5">
        <Label htmlFor={`${id}-cliente`}>Cliente</Label>
        <NativeSelect
          id={`${id}-cliente`}
          value={client ?? ''}
          onChange={(e) => onClient(e.target.value ? Number(e.target.value) : undefined)}
        >
          <option value="">Escolha</option>
          {(clients.data ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.nome}
            </option>
          ))}
        </NativeSelect>
      </div>
      {body()}
    </div>
  )
}
