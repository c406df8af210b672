import { Paperclip } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import type { InvoiceRow } from '@/contracts/invoicing'
import { formatDate, formatMoney } from '@/lib/format'
import { InvoiceStateChip } from './invoice-state-chip'

export type InvoicesListProps = {
  rows: InvoiceRow[]
  /** Invoices with edits still in the outbox. */
  pending: Set<string>
  onOpen: (invoice: InvoiceRow) => void
}

const ROW_HEIGHT = 45
const CARD_HEIGHT = 112
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'

export const competenciaLabel = (mes: string) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`

function Files({ r }: { r: InvoiceRow }) {
  return r.anexos ? (
    <span className="inline-flex items-center gap-0.5 text-xs text-muted-foreground tabular" title="Anexos">
      <Paperclip className="size-3.5" aria-hidden />
      <span className="sr-only">Anexos:</span> {r.anexos}
    </span>
  ) : null
}

/** The invoices in a virtualised table (an office issues hundreds a month); a click opens one. */
export function InvoicesTable({ rows, pending, onOpen }: InvoicesListProps) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  const columns = ['Cliente', 'Descrição', 'Competência', 'Nota', 'Situação', 'Vencimento', 'Valor', '']
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Notas de serviço"
      className="max-h-[calc(100dvh-24rem)] min-h-72 rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[64rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          <col className="w-52" />
          <col />
          <col className="w-28" />
          <col className="w-28" />
          {/* 'Pendente faturamento', the longest state, whole. */}
          <col className="w-48" />
          <col className="w-28" />
          <col className="w-32" />
          <col className="w-12" />
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={c === 'Valor' ? `${head} text-right` : head}>
                {c || <span className="sr-only">Anexos</span>}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={columns.length} />
          {items.map((item) => {
            const r = rows[item.index]
            return (
              <tr key={r.id} data-testid="fatura" style={{ height: ROW_HEIGHT }} className="hover:bg-muted/60">
                <td className={cell}>
                  <button
                    type="button"
                    className="max-w-full truncate text-left font-medium text-primary underline-offset-2 hover:underline"
                    title={r.cliente}
                    onClick={() => onOpen(r)}
                  >
                    {r.cliente}
                  </button>
                </td>
                <td className={cell} title={r.descricao}>
                  {r.descricao}
                  {pending.has(r.id) ? (
                    <Badge variant="warning" className="ml-2">
                      pendente
                    </Badge>
                  ) : null}
                </td>
                <td className={`${cell} tabular`}>{competenciaLabel(r.competencia)}</td>
                <td className={`${cell} tabular`}>{r.numero ?? '—'}</td>
                <td className={cell}>
                  <InvoiceStateChip state={r.situacao} />
                </td>
                <td className={`${cell} tabular`}>{formatDate(r.data_vencimento)}</td>
                <td className={`${cell} text-right tabular`}>{formatMoney(BigInt(r.valor))}</td>
                <td className={cell}>
                  <Files r={r} />
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={columns.length} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** The invoices on a phone: one card each, virtualised like the table. */
export function InvoiceCards({ rows, pending, onOpen }: InvoicesListProps) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: CARD_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Notas de serviço"
      className="max-h-[calc(100dvh-12rem)] min-h-72 rounded-xl border bg-muted/40"
    >
      <ul aria-label="Notas de serviço" style={{ paddingTop: top, paddingBottom: bottom }} className="grid px-2">
        {items.map((item) => {
          const r = rows[item.index]
          return (
            <li key={r.id} data-testid="fatura" style={{ height: CARD_HEIGHT }} className="py-1">
              <button
                type="button"
                onClick={() => onOpen(r)}
                className="grid h-full w-full grid-rows-[auto_auto_1fr] gap-1 rounded-lg border bg-card p-3 text-left shadow-xs hover:bg-muted/60"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{r.cliente}</span>
                  {pending.has(r.id) ? <Badge variant="warning">pendente</Badge> : null}
                  <span className="shrink-0 text-sm font-semibold tabular">{formatMoney(BigInt(r.valor))}</span>
                </span>
                <span className="flex min-w-0 items-center gap-2">
                  <InvoiceStateChip state={r.situacao} />
                  <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">{r.descricao}</span>
                </span>
                <span className="flex min-w-0 items-end justify-between gap-2 text-xs text-muted-foreground tabular">
                  <span className="min-w-0 truncate">
                    {competenciaLabel(r.competencia)} · {r.numero ? `Nota ${r.numero}` : 'sem número'} · vence{' '}
                    {formatDate(r.data_vencimento)}
                  </span>
                  <Files r={r} />
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </ScrollRegion>
  )
}
