import { ArrowRight, Tags } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { type BillTag, tagInfo, workflowStep } from '@/contracts/bill-tags'
import { type ErpRole, movesFor } from '@/contracts/erp-machine'
import { ApprovalBadge } from '@/features/bpo/bills/approval-badge'
import { isUnsavedBill, type LocalBill, tagsOf } from '@/features/bpo/bills/bills-data'
import { awaitsApprover } from '@/features/bpo/bills/erp-move-dialog'
import { formatDate, formatMoney } from '@/lib/format'

type Props = {
  bill: LocalBill
  role: ErpRole
  pending: boolean
  onMove: (bill: LocalBill, to: BillTag) => void
  onOpen: (bill: LocalBill) => void
}

/**
 * A payable on the ERP board: who, when, how much, its approval, and only the moves the caller's role may make
 * from its step (erp-machine.ts): the ones that need no reason as buttons, every one in the 'Etapa do ERP' dialog.
 */
export function ErpCard({ bill, role, pending, onMove, onOpen }: Props) {
  const step = workflowStep(tagsOf(bill))
  const moves = movesFor(step, role).filter((m) => !m.reason)
  const quick = moves.filter((m) => !awaitsApprover(bill, m.to, role)).slice(0, 2)
  const waiting = quick.length === 0 && moves.some((m) => awaitsApprover(bill, m.to, role))
  return (
    <li className="grid gap-1.5 rounded-lg border bg-card p-3 text-sm shadow-xs" data-testid="erp-conta">
      <div className="flex min-w-0 items-start gap-2">
        <span className="min-w-0 flex-1 font-medium break-words">{bill.descricao}</span>
        {pending ? <Badge variant="warning">pendente</Badge> : null}
      </div>
      <p className="truncate text-xs text-muted-foreground">
        {bill.fornecedor ?? ''} · vence {formatDate(bill.data_vencimento)}
      </p>
      <div className="flex flex-wrap items-center justify-between gap-1">
        <span className="font-semibold tabular">{formatMoney(BigInt(bill.valor))}</span>
        <ApprovalBadge bill={bill} />
      </div>
      <div className="flex items-start gap-1">
        <div className="grid min-w-0 flex-1 gap-1">
          {quick.map((m) => (
            <Button
              key={m.to}
              size="sm"
              variant="outline"
              className="min-w-0 justify-start"
              disabled={isUnsavedBill(bill)}
              aria-label={`Mover ${bill.descricao} para ${tagInfo(m.to).label}`}
              onClick={() => onMove(bill, m.to)}
            >
              <ArrowRight /> <span className="truncate">{tagInfo(m.to).label}</span>
            </Button>
          ))}
          {waiting ? <span className="text-xs text-muted-foreground">Aguarda aprovação do gestor</span> : null}
          {quick.length === 0 && !waiting ? (
            <span className="text-xs text-muted-foreground">
              {step === 'pagamento-conciliado' ? 'Etapa final' : 'Sem ações para você nesta etapa'}
            </span>
          ) : null}
        </div>
        <Button
          size="icon"
          variant="ghost"
          disabled={isUnsavedBill(bill)}
          aria-label={`Etapa do ERP de ${bill.descricao}`}
          onClick={() => onOpen(bill)}
        >
          <Tags />
        </Button>
      </div>
    </li>
  )
}
