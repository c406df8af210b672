import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState } from 'react'
import { openModal } from '@/components/dialogs/modal-store'
import { EditRemoveCell } from '@/components/edit-remove-cell'
import { PageHeader } from '@/components/page-header'
import { ScrollRegion } from '@/components/scroll-region'
import { Button } from '@/components/ui/button'
import { type BillingRule, ruleKindLabels } from '@/contracts/billing'
import { useOnlineOnly } from '@/db/online-only'
import { EmptyState, NoOfficeState, QueryErrorState } from '@/features/dre/states'
import { useOfficeId } from '@/features/dre/use-office-id'
import { formatMoney, formatPercentHundredths } from '@/lib/format'
import { HiringNav } from './billing-nav'
import { billingQueries, useRemoveRule } from './data'
import { ListLoading } from './list-loading'
import { MonthCharges } from './month-charges'
import { RuleDialog } from './rule-dialog'
import { cell, head } from './table-classes'

const mmYyyy = (ym: string) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`
const validity = (r: BillingRule) =>
  r.vigencia_fim === null
    ? `desde ${mmYyyy(r.vigencia_inicio)}`
    : `${mmYyyy(r.vigencia_inicio)} a ${mmYyyy(r.vigencia_fim)}`
const amount = (r: BillingRule) =>
  r.tipo === 'fixo'
    ? `${formatMoney(BigInt(r.valor_centavos ?? '0'))} por mês`
    : `${formatPercentHundredths(BigInt(r.percentual ?? 0))} ao ano do patrimônio`

/** /contratacoes/regras: the office's billing rules per client, and the month's charges generated from them. */
export function HiringRulesPage({ mes, onMonth }: { mes: string; onMonth: (mes: string) => void }) {
  const office = useOfficeId()
  return (
    <div>
      <PageHeader
        title="Regras de cobrança"
        description="Quanto cada cliente paga pela assessoria: valor fixo ou percentual do patrimônio, com valor mínimo. As cobranças do mês são geradas a partir delas."
      />
      <HiringNav />
      {office === null ? (
        <NoOfficeState />
      ) : (
        <div key={office} className="grid gap-8">
          <Rules office={office} />
          <MonthCharges office={office} mes={mes} onMonth={onMonth} />
        </div>
      )}
    </div>
  )
}

function Rules({ office }: { office: number }) {
  const rules = useQuery(billingQueries.rules(office))
  const clients = useQuery(billingQueries.clients(office))
  const remove = useRemoveRule(office)
  const onlineOnly = useOnlineOnly()
  const [editing, setEditing] = useState<BillingRule | 'nova' | null>(null)

  const body = () => {
    if (rules.isError) return <QueryErrorState message={rules.error.message} onRetry={() => void rules.refetch()} />
    if (!rules.data) return <ListLoading rows={4} columns={4} />
    if (rules.data.length === 0)
      return (
        <EmptyState title="Nenhuma regra de cobrança ainda">
          Use “Nova regra” para definir quanto cada cliente paga.
        </EmptyState>
      )
    return (
      <ScrollRegion label="Regras de cobrança" className="rounded-xl border bg-card shadow-sm">
        <table
          className="w-full border-separate border-spacing-0 text-sm sm:min-w-[48rem]"
          aria-label="Regras de cobrança"
        >
          <thead>
            <tr>
              <th className={head}>Cliente</th>
              <th className={head}>Cobrança</th>
              <th className={`${head} hidden text-right sm:table-cell`}>Mínimo</th>
              <th className={`${head} hidden sm:table-cell`}>Vigência</th>
              <th className={`${head} w-24`}>
                <span className="sr-only">Ações</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rules.data.map((r) => (
              <tr key={r.id} data-testid="regra-cobranca">
                <td className={`${cell} font-medium`}>
                  {r.cliente}
                  <span className="block text-xs font-normal text-muted-foreground sm:hidden">{validity(r)}</span>
                </td>
                <td className={cell}>
                  {amount(r)}
                  <span className="block text-xs text-muted-foreground">{ruleKindLabels[r.tipo]}</span>
                </td>
                <td className={`${cell} hidden text-right tabular sm:table-cell`}>
                  {r.tipo === 'percentual' ? formatMoney(BigInt(r.minimo_centavos)) : '—'}
                </td>
                <td className={`${cell} hidden sm:table-cell`}>{validity(r)}</td>
                <EditRemoveCell
                  label={`regra de ${r.cliente}`}
                  className={`${cell} whitespace-nowrap text-right`}
                  disabled={onlineOnly.disabled}
                  onEdit={() => setEditing(r)}
                  onRemove={() =>
                    void openModal({
                      title: 'Remover regra?',
                      text: `A regra de ${r.cliente} deixa de gerar cobranças. Uma regra que já gerou cobranças não pode ser removida: encerre a vigência.`,
                      buttons: [
                        { text: 'Cancelar', variant: 'outline' },
                        { text: 'Remover', variant: 'destructive', action: () => remove.mutateAsync(r) },
                      ],
                    })
                  }
                />
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    )
  }

  return (
    <section className="grid gap-3" aria-labelledby="regras-titulo">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="regras-titulo" className="text-base font-semibold">
          Regras por cliente
        </h2>
        <Button
          className="ml-auto"
          onClick={() => setEditing('nova')}
          disabled={!clients.data || onlineOnly.disabled}
          title={onlineOnly.title}
        >
          <Plus aria-hidden /> Nova regra
        </Button>
      </div>
      {body()}
      {editing !== null && clients.data ? (
        <RuleDialog
          office={office}
          rule={editing === 'nova' ? null : editing}
          clients={clients.data}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  )
}
