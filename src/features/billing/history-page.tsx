import { useQuery } from '@tanstack/react-query'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import type { ChargeEvent } from '@/contracts/billing'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatDateTime, formatMoney } from '@/lib/format'
import { HiringNav } from './billing-nav'
import { chargeStatus, StatusPill } from './charge-status'
import { billingQueries } from './data'
import { ListLoading } from './list-loading'
import { cell, head } from './table-classes'

const actions: Record<string, string> = {
  gerada: 'Cobrança gerada',
  paga: 'Pagamento registrado',
  recusada: 'Cartão recusado',
}

/** /contratacoes/historico (historicoCobrancas): every charge's events, newest first, with who and when. */
export function HiringHistoryPage() {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Histórico de cobranças"
        description="O que aconteceu com cada cobrança (regras, assinaturas e parcelas): quem fez, quando e o status."
      />
      <HiringNav />
      {office === null ? <NoOfficeState /> : <History key={office} office={office} />}
    </div>
  )
}

function History({ office }: { office: number }) {
  const history = useQuery(billingQueries.history(office))
  if (history.isError) return <QueryErrorState message={history.error.message} onRetry={() => void history.refetch()} />
  if (!history.data) return <ListLoading rows={6} columns={4} />
  if (history.data.length === 0)
    return <EmptyState title="Nenhuma cobrança ainda">As cobranças geradas e pagas aparecem aqui.</EmptyState>
  return (
    <ScrollRegion label="Histórico de cobranças" className="rounded-xl border bg-card shadow-sm">
      <table
        className="w-full border-separate border-spacing-0 text-sm sm:min-w-[52rem]"
        aria-label="Histórico de cobranças"
      >
        <thead>
          <tr>
            <th className={head}>Quando</th>
            <th className={head}>Cobrança</th>
            <th className={`${head} hidden text-right sm:table-cell`}>Valor</th>
            <th className={head}>Status</th>
            <th className={`${head} hidden sm:table-cell`}>Quem</th>
          </tr>
        </thead>
        <tbody>
          {history.data.map((e: ChargeEvent) => (
            <tr key={e.id} data-testid="evento-cobranca">
              <td className={`${cell} tabular`}>{formatDateTime(e.em)}</td>
              <td className={cell}>
                <span className="font-medium">{actions[e.acao] ?? e.acao}</span>
                <span className="block text-xs text-muted-foreground">{e.descricao}</span>
                {e.detalhe ? <span className="block text-xs text-muted-foreground">{e.detalhe}</span> : null}
                <span className="block text-xs text-muted-foreground sm:hidden">
                  {formatMoney(BigInt(e.valor_centavos))} · {e.usuario ?? 'Sistema'}
                </span>
              </td>
              <td className={`${cell} hidden text-right tabular sm:table-cell`}>
                {formatMoney(BigInt(e.valor_centavos))}
              </td>
              <td className={cell}>
                <StatusPill {...chargeStatus({ status: e.status, atrasada: false })} />
              </td>
              <td className={`${cell} hidden sm:table-cell`}>{e.usuario ?? 'Sistema'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
