import { Link } from '@tanstack/react-router'
import { Card } from '@/components/ui/card'
import type { BpoSummary } from '@/contracts/bpo-summary'
import { formatCountOf, formatMoney } from '@/lib/format'

/**
 * Payables waiting for the gestor's approval: count and open amount, linking to the payables list filtered the same
 * way (approval 'pendente', over the months of their due dates).
 */
export function ApprovalCard({ figure, month }: { figure: BpoSummary['aguardando_aprovacao']; month: string }) {
  const n = figure.quantidade
  return (
    <Card className="grid gap-1 p-4" data-testid="resumo-aprovacao">
      <h2 className="mb-1 text-sm font-medium">Aguardando aprovação</h2>
      <Link
        to="/bpo/contas_a_pagar"
        search={{ aprovacao: 'pendente', inicio: figure.desde ?? month, fim: figure.ate ?? month }}
        className="flex items-baseline justify-between gap-2 rounded-md px-1 py-0.5 hover:bg-muted focus-visible:bg-muted"
        data-testid="pagar"
      >
        <span className="text-sm text-muted-foreground">
          A pagar <span className="text-xs">· {formatCountOf(n, 'conta', 'contas')}</span>
        </span>
        <span className="font-semibold tabular">{formatMoney(BigInt(figure.valor))}</span>
      </Link>
    </Card>
  )
}
