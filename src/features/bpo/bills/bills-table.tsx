import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { BillKind } from '@/contracts/bill-status'
import { cn } from '@/lib/cn'
import { formatDate, formatMoney } from '@/lib/format'
import { ApprovalBadge } from './approval-badge'
import { AttachmentCount } from './attachment-count'
import { FlagMark } from './bill-notices'
import { BillRowActions, type RowActionHandlers } from './bill-row-actions'
import { isUnsavedBill, type LocalBill, localStatus } from './bills-data'
import { PlanBadge } from './plan-badge'
import { StatusChip } from './status-chip'

const ROW_HEIGHT = 45
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'
/** The actions stay in view at the right edge while the rest of a wide row scrolls under them. */
const sticky = 'sticky right-0 border-l bg-card'

export type BillsListProps = RowActionHandlers & {
  kind: BillKind
  title: string
  rows: LocalBill[]
  today: string
  selected: Set<string>
  pending: Set<string>
  onSelect: (ids: string[], on: boolean) => void
}

const open = (b: LocalBill) => BigInt(b.valor) - BigInt(b.pago)

/** The bills, virtualised (an office can hold thousands), with a checkbox per row for the bulk actions. */
export function BillsTable({ kind, title, rows, today, selected, pending, onSelect, ...actions }: BillsListProps) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  const selectable = rows.filter((b) => !isUnsavedBill(b)).map((b) => String(b.id))
  const allOn = selectable.length > 0 && selectable.every((id) => selected.has(id))
  return (
    <ScrollRegion
      ref={scrollRef}
      label={title}
      className="max-h-[calc(100dvh-20rem)] min-h-72 rounded-xl border bg-card shadow-sm"
    >
      <table
        className="w-full min-w-max table-fixed border-separate border-spacing-0 text-sm"
        aria-label={title}
        aria-rowcount={rows.length + 1}
      >
        <thead>
          <tr>
            <th className={cn(head, 'w-10')}>
              <input
                type="checkbox"
                className="size-4 accent-primary"
                aria-label="Selecionar todas"
                checked={allOn}
                onChange={(e) => onSelect(selectable, e.target.checked)}
              />
            </th>
            <th className={cn(head, 'w-26')}>Vencimento</th>
            <th className={cn(head, 'w-36')}>Descrição</th>
            <th className={cn(head, 'w-30')}>{kind === 'pagar' ? 'Fornecedor' : 'Cliente/pagador'}</th>
            <th className={cn(head, 'w-24')}>Categoria</th>
            <th className={cn(head, 'w-28 text-right')}>Valor</th>
            <th className={cn(head, 'w-28 text-right')}>Em aberto</th>
            <th className={cn(head, kind === 'pagar' ? 'w-66' : 'w-26')}>Status</th>
            <th className={cn(head, sticky, 'z-20 w-34 text-right')}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={9} />
          {items.map((item) => {
            const b = rows[item.index]
            const id = String(b.id)
            const unsaved = isUnsavedBill(b)
            const status = localStatus(b, today)
            const settled = status === 'pago' || status === 'recebido' || status === 'cancelado'
            const who = (kind === 'pagar' ? b.fornecedor : b.pagador) ?? ''
            return (
              <tr key={id} aria-rowindex={item.index + 2} data-testid="conta" style={{ height: ROW_HEIGHT }}>
                <td className={cell}>
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    aria-label={`Selecionar ${b.descricao}`}
                    disabled={unsaved}
                    checked={selected.has(id)}
                    onChange={(e) => onSelect([id], e.target.checked)}
                  />
                </td>
                <td className={cn(cell, 'tabular')}>{formatDate(b.data_vencimento)}</td>
                <td className={cn(cell, 'font-medium')} title={b.descricao}>
                  <PlanBadge bill={b} />
                  {b.descricao}
                  <AttachmentCount count={b.anexos} />
                  {pending.has(id) ? (
                    <Badge variant="warning" className="ml-2">
                      pendente
                    </Badge>
                  ) : null}
                </td>
                <td className={cell} title={who}>
                  {who}
                </td>
                <td className={cell} title={b.categoria ?? ''}>
                  {b.rateio.length > 1 ? `Rateio (${b.rateio.length})` : (b.categoria ?? '')}
                </td>
                <td className={cn(cell, 'text-right tabular')}>{formatMoney(BigInt(b.valor))}</td>
                <td className={cn(cell, 'text-right tabular')}>{formatMoney(settled ? 0n : open(b))}</td>
                <td className={cell}>
                  <span className="flex items-center gap-1.5">
                    <StatusChip kind={kind} status={status} />
                    {/* The flag before the approval: when both are long, the approval is the one cut (its title keeps it). */}
                    <FlagMark bill={b} />
                    <ApprovalBadge bill={b} />
                  </span>
                </td>
                <td className={cn(cell, sticky, 'py-1 text-right')}>
                  <BillRowActions
                    kind={kind}
                    bill={b}
                    settled={settled}
                    cancelled={status === 'cancelado'}
                    {...actions}
                  />
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={9} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}
