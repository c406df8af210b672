import { ArrowRight, Tags } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { APPROVED_TAG, nextStep, tagInfo, workflowStep } from '@/contracts/bill-tags'
import { ApprovalBadge } from '@/features/bpo/bills/approval-badge'
import { isUnsavedBill, type LocalBill, tagsOf } from '@/features/bpo/bills/bills-data'
import { formatDate, formatMoney } from '@/lib/format'

type Props = {
  bill: LocalBill
  pending: boolean
  onNext: (bill: LocalBill) => void
  onTags: (bill: LocalBill) => void
}

/** A payable on the ERP board: who, when, how much, its approval, and the button that moves it one step on. */
export function ErpCard({ bill, pending, onNext, onTags }: Props) {
  const next = nextStep(workflowStep(tagsOf(bill)))
  const awaiting = bill.aprovacao === 'pendente' || bill.aprovacao === 'rejeitado'
  const blocked = next === APPROVED_TAG && awaiting
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
      <div className="flex items-center gap-1">
        {next ? (
          <Button
            size="sm"
            variant="outline"
            className="min-w-0 flex-1 justify-start"
            disabled={blocked || isUnsavedBill(bill)}
            title={blocked ? 'Aguarda a aprovação do gestor' : undefined}
            aria-label={`Mover ${bill.descricao} para ${tagInfo(next).label}`}
            onClick={() => onNext(bill)}
          >
            <ArrowRight /> <span className="truncate">{blocked ? 'Aguarda aprovação' : tagInfo(next).label}</span>
          </Button>
        ) : (
          <span className="flex-1 text-xs text-muted-foreground">Etapa final</span>
        )}
        <Button
          size="icon"
          variant="ghost"
          disabled={isUnsavedBill(bill)}
          aria-label={`Etiquetas de ${bill.descricao}`}
          onClick={() => onTags(bill)}
        >
          <Tags />
        </Button>
      </div>
    </li>
  )
}
