import { Badge } from '@/components/ui/badge'
import { VirtualCardList } from '@/components/virtual-card-list'
import { formatDate, formatMoney } from '@/lib/format'
import { ApprovalBadge } from './approval-badge'
import { AttachmentCount } from './attachment-count'
import { FlagMark } from './bill-notices'
import { BillRowActions } from './bill-row-actions'
import { isUnsavedBill, localStatus } from './bills-data'
import type { BillsListProps } from './bills-table'
import { PlanBadge } from './plan-badge'
import { StatusChip } from './status-chip'

const CARD_HEIGHT = 132

/** The bills on a phone: one card each (virtualised like the table), the same selection and actions. */
export function BillCards(props: BillsListProps) {
  const { kind, title, rows, today, selected, pending, onSelect, ...actions } = props
  return (
    <VirtualCardList
      label={title}
      rows={rows}
      keyOf={(b) => String(b.id)}
      cardHeight={CARD_HEIGHT}
      itemTestId="conta"
      className="max-h-[calc(100dvh-12rem)]"
      renderCard={(b) => {
        const id = String(b.id)
        const unsaved = isUnsavedBill(b)
        const status = localStatus(b, today)
        const settled = status === 'pago' || status === 'recebido' || status === 'cancelado'
        const open = settled ? 0n : BigInt(b.valor) - BigInt(b.pago)
        return (
          <div className="grid h-full grid-rows-[auto_auto_1fr] gap-1 rounded-lg border bg-card p-3 shadow-xs">
            <div className="flex min-w-0 items-center gap-2">
              <input
                type="checkbox"
                className="size-4 shrink-0 accent-primary"
                aria-label={`Selecionar ${b.descricao}`}
                disabled={unsaved}
                checked={selected.has(id)}
                onChange={(e) => onSelect([id], e.target.checked)}
              />
              <span className="min-w-0 flex-1 truncate font-medium" title={b.descricao}>
                <PlanBadge bill={b} />
                {b.descricao}
              </span>
              <AttachmentCount count={b.anexos} />
              <FlagMark bill={b} />
              {pending.has(id) ? <Badge variant="warning">pendente</Badge> : null}
              <StatusChip kind={kind} status={status} />
            </div>
            <div className="flex min-w-0 items-center gap-2">
              <p className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
                {(kind === 'pagar' ? b.fornecedor : b.pagador) ?? ''} · vence {formatDate(b.data_vencimento)}
              </p>
              <ApprovalBadge bill={b} />
            </div>
            <div className="flex items-end justify-between gap-2">
              <p className="grid text-right text-sm tabular">
                <span className="font-semibold">{formatMoney(BigInt(b.valor))}</span>
                <span className="text-xs text-muted-foreground">em aberto {formatMoney(open)}</span>
              </p>
              <BillRowActions kind={kind} bill={b} settled={settled} cancelled={status === 'cancelado'} {...actions} />
            </div>
          </div>
        )
      }}
    />
  )
}
