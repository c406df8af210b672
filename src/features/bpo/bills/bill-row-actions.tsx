import { Ban, CalendarClock, HandCoins, MoreHorizontal, Pencil, Repeat, Split, Tags, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu'
import type { BillKind } from '@/contracts/bill-status'
import { isUnsavedBill, type LocalBill } from './bills-data'

export type PlanAction = 'parcelar' | 'repetir' | 'encerrar'

export type RowActionHandlers = {
  onPay: (bill: LocalBill) => void
  onEdit: (bill: LocalBill) => void
  onErp: (bill: LocalBill) => void
  onPlan: (bill: LocalBill, action: PlanAction) => void
  onCancel: (bill: LocalBill) => void
  onRemove: (bill: LocalBill) => void
}

type Props = RowActionHandlers & { kind: BillKind; bill: LocalBill; settled: boolean; cancelled: boolean }

/**
 * A bill's actions: pay and edit at hand, the rest (ERP step, instalments, recurrence, cancel, remove) in a menu,
 * so the row stays narrow enough for its actions to be reached without scrolling sideways.
 */
export function BillRowActions({ kind, bill, settled, cancelled, ...on }: Props) {
  const unsaved = isUnsavedBill(bill)
  const paid = BigInt(bill.pago) > 0n
  const planned = bill.id_recorrencia != null || bill.parcelas != null
  const payLabel = kind === 'pagar' ? 'Pagar' : 'Receber'
  return (
    <span className="inline-flex items-center">
      <Button
        size="icon"
        variant="ghost"
        disabled={unsaved || cancelled}
        onClick={() => on.onPay(bill)}
        aria-label={`${payLabel} ${bill.descricao}`}
        title={settled ? 'Pagamentos' : payLabel}
      >
        <HandCoins />
      </Button>
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Editar ${bill.descricao}`}
        disabled={unsaved}
        onClick={() => on.onEdit(bill)}
      >
        <Pencil />
      </Button>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button size="icon" variant="ghost" aria-label={`Mais ações: ${bill.descricao}`} disabled={unsaved}>
            <MoreHorizontal />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem onSelect={() => on.onErp(bill)}>
            <Tags /> Etapa do ERP
          </DropdownMenuItem>
          <DropdownMenuItem disabled={planned || paid || cancelled} onSelect={() => on.onPlan(bill, 'parcelar')}>
            <Split /> Parcelar
          </DropdownMenuItem>
          <DropdownMenuItem disabled={planned || paid || cancelled} onSelect={() => on.onPlan(bill, 'repetir')}>
            <Repeat /> Repetir
          </DropdownMenuItem>
          {bill.id_recorrencia != null ? (
            <DropdownMenuItem onSelect={() => on.onPlan(bill, 'encerrar')}>
              <CalendarClock /> Encerrar recorrência após esta
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem disabled={settled || paid} onSelect={() => on.onCancel(bill)}>
            <Ban /> Cancelar
          </DropdownMenuItem>
          <DropdownMenuItem disabled={paid} onSelect={() => on.onRemove(bill)}>
            <Trash2 /> Remover
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </span>
  )
}
