import { Link } from '@tanstack/react-router'
import { Landmark } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { CommissionMonth } from '@/contracts/commissions'
import { useOnlineOnly } from '@/db/online-only'
import { cn } from '@/lib/cn'
import { formatCount, formatDate, formatMoney } from '@/lib/format'
import { cell, head } from './advisor-totals'
import { useMonthAction } from './data'

type Conta = CommissionMonth['contas'][number]

const states: Record<Conta['situacao'], { label: string; variant: 'info' | 'warning' | 'success' | 'muted' }> = {
  aberta: { label: 'Em aberto', variant: 'info' },
  parcial: { label: 'Paga em parte', variant: 'warning' },
  paga: { label: 'Paga', variant: 'success' },
  cancelada: { label: 'Cancelada', variant: 'muted' },
}

/** Advisors of an approved month with a positive total and no live payable yet. */
const unpaid = (month: CommissionMonth) =>
  month.profissionais.filter(
    (p) =>
      BigInt(p.total) > 0n &&
      !month.contas.some((c) => c.id_profissional === p.id_profissional && c.situacao !== 'cancelada'),
  )

/**
 * The approved month's payment through the BPO: one payable per advisor in Contas a pagar, each a link to the
 * bill, with its state there; managers generate the ones still missing ('Gerar contas a pagar').
 */
export function MonthPayables({
  office,
  month,
  manages,
}: {
  office: number
  month: CommissionMonth
  manages: boolean
}) {
  const action = useMonthAction(office, month.mes)
  const onlineOnly = useOnlineOnly()
  const missing = month.status === 'aprovada' ? unpaid(month) : []
  if (month.contas.length === 0 && missing.length === 0) return null
  return (
    <section className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm" aria-labelledby="comissao-contas-titulo">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h2 id="comissao-contas-titulo" className="text-sm font-semibold">
            Pagamento no BPO
          </h2>
          <p className="text-xs text-muted-foreground">
            {missing.length > 0
              ? `${formatCount(missing.length)} profissional(is) ainda sem conta a pagar nesta competência.`
              : 'Uma conta a pagar por profissional; vence no dia 10 do mês seguinte à competência (ou no dia em que foi gerada, se esse dia já passou).'}
          </p>
        </div>
        {manages && missing.length > 0 ? (
          <Button
            loading={action.isPending && action.variables?.action === 'contas-a-pagar'}
            disabled={action.isPending || onlineOnly.disabled}
            title={onlineOnly.title}
            onClick={() => action.mutate({ action: 'contas-a-pagar' })}
          >
            <Landmark aria-hidden /> Gerar contas a pagar
          </Button>
        ) : null}
      </div>
      {month.contas.length > 0 ? (
        <ScrollRegion label="Contas a pagar das comissões" className="max-h-80 rounded-lg border">
          <table className="w-full border-separate border-spacing-0 text-sm" aria-label="Contas a pagar das comissões">
            <thead>
              <tr>
                <th scope="col" className={cn(head, 'text-left')}>
                  Profissional
                </th>
                <th scope="col" className={cn(head, 'hidden text-right sm:table-cell')}>
                  Vencimento
                </th>
                <th scope="col" className={cn(head, 'text-right')}>
                  Valor
                </th>
                <th scope="col" className={cn(head, 'text-left')}>
                  Situação
                </th>
              </tr>
            </thead>
            <tbody>
              {month.contas.map((c) => (
                <tr key={c.id_titulo} data-testid="comissao-conta">
                  <td className={cn(cell, 'font-medium')}>
                    {manages ? (
                      <Link
                        to="/bpo/contas_a_pagar"
                        search={{
                          inicio: c.data_vencimento.slice(0, 7),
                          fim: c.data_vencimento.slice(0, 7),
                          titulo: c.id_titulo,
                        }}
                        className="text-primary underline-offset-2 hover:underline"
                      >
                        {c.nome}
                      </Link>
                    ) : (
                      c.nome
                    )}
                    <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                      Vence em {formatDate(c.data_vencimento)}
                    </span>
                  </td>
                  <td className={cn(cell, 'hidden text-right tabular sm:table-cell')}>
                    {formatDate(c.data_vencimento)}
                  </td>
                  <td className={cn(cell, 'text-right tabular')}>{formatMoney(BigInt(c.valor))}</td>
                  <td className={cell}>
                    <Badge variant={states[c.situacao].variant} className="whitespace-nowrap">
                      {states[c.situacao].label}
                    </Badge>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
    </section>
  )
}
