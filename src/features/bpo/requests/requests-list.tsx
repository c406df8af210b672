import { MessageSquare, Paperclip } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import { requestKindLabels } from '@/contracts/bpo-request-paths'
import type { RequestRow } from '@/contracts/bpo-requests'
import { formatDate, formatDateTime, formatMoney } from '@/lib/format'
import { isMove } from './request-conversation'
import { RequestStateChip } from './request-state-chip'

export type RequestsListProps = {
  rows: RequestRow[]
  /** Requests with edits still in the outbox. */
  pending: Set<string>
  onOpen: (request: RequestRow) => void
}

const ROW_HEIGHT = 45
const CARD_HEIGHT = 116
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'truncate border-b px-3 py-2'

const money = (v: string | null) => (v === null ? '—' : formatMoney(BigInt(v)))

function Counts({ r }: { r: RequestRow }) {
  return (
    <span className="inline-flex items-center gap-2 text-xs text-muted-foreground tabular">
      <span className="inline-flex items-center gap-0.5" title="Mensagens">
        <MessageSquare className="size-3.5" aria-hidden />
        <span className="sr-only">Mensagens:</span> {r.mensagens.filter((m) => !isMove(m)).length}
      </span>
      {r.anexos ? (
        <span className="inline-flex items-center gap-0.5" title="Anexos">
          <Paperclip className="size-3.5" aria-hidden />
          <span className="sr-only">Anexos:</span> {r.anexos}
        </span>
      ) : null}
    </span>
  )
}

/** The requests in a virtualised table (an office keeps years of them); a click opens one. */
export function RequestsTable({ rows, pending, onOpen }: RequestsListProps) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Requisições"
      className="max-h-[calc(100dvh-22rem)] min-h-72 rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[58rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          <col />
          <col className="w-32" />
          <col className="w-56" />
          <col className="w-32" />
          <col className="w-28" />
          <col className="w-44" />
          <col className="w-24" />
        </colgroup>
        <thead>
          <tr>
            <th scope="col" className={head}>
              Descrição
            </th>
            <th scope="col" className={head}>
              Tipo
            </th>
            <th scope="col" className={head}>
              Situação
            </th>
            <th scope="col" className={`${head} text-right`}>
              Valor
            </th>
            <th scope="col" className={head}>
              Vencimento
            </th>
            <th scope="col" className={head}>
              Aberta por
            </th>
            <th scope="col" className={head}>
              <span className="sr-only">Mensagens e anexos</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={7} />
          {items.map((item) => {
            const r = rows[item.index]
            return (
              <tr key={r.id} data-testid="requisicao" style={{ height: ROW_HEIGHT }} className="hover:bg-muted/60">
                <td className={cell}>
                  <button
                    type="button"
                    className="max-w-full truncate text-left font-medium text-primary underline-offset-2 hover:underline"
                    title={r.descricao}
                    onClick={() => onOpen(r)}
                  >
                    {r.descricao}
                  </button>
                  {pending.has(r.id) ? (
                    <Badge variant="warning" className="ml-2">
                      pendente
                    </Badge>
                  ) : null}
                </td>
                <td className={cell}>{requestKindLabels[r.tipo]}</td>
                <td className={cell}>
                  <RequestStateChip state={r.situacao} />
                </td>
                <td className={`${cell} text-right tabular`}>{money(r.valor)}</td>
                <td className={`${cell} tabular`}>{r.data_vencimento ? formatDate(r.data_vencimento) : '—'}</td>
                <td className={cell} title={r.criado_por ?? undefined}>
                  <span className="block truncate">{r.criado_por ?? '—'}</span>
                  <span className="block text-xs text-muted-foreground tabular">{formatDateTime(r.criado_em)}</span>
                </td>
                <td className={cell}>
                  <Counts r={r} />
                </td>
              </tr>
            )
          })}
          <SpacerRow height={bottom} colSpan={7} />
        </tbody>
      </table>
    </ScrollRegion>
  )
}

/** The requests on a phone: one card each, virtualised like the table. */
export function RequestCards({ rows, pending, onOpen }: RequestsListProps) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: CARD_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Requisições"
      className="max-h-[calc(100dvh-12rem)] min-h-72 rounded-xl border bg-muted/40"
    >
      <ul aria-label="Requisições" style={{ paddingTop: top, paddingBottom: bottom }} className="grid px-2">
        {items.map((item) => {
          const r = rows[item.index]
          return (
            <li key={r.id} data-testid="requisicao" style={{ height: CARD_HEIGHT }} className="py-1">
              <button
                type="button"
                onClick={() => onOpen(r)}
                className="grid h-full w-full grid-rows-[auto_auto_1fr] gap-1 rounded-lg border bg-card p-3 text-left shadow-xs hover:bg-muted/60"
              >
                <span className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{r.descricao}</span>
                  {pending.has(r.id) ? <Badge variant="warning">pendente</Badge> : null}
                </span>
                <span className="flex min-w-0 items-center gap-2">
                  <RequestStateChip state={r.situacao} />
                  <span className="min-w-0 flex-1 truncate text-xs text-muted-foreground">
                    {requestKindLabels[r.tipo]}
                  </span>
                  <span className="shrink-0 text-sm font-semibold tabular">{money(r.valor)}</span>
                </span>
                <span className="flex min-w-0 items-end justify-between gap-2 text-xs text-muted-foreground">
                  <span className="min-w-0 truncate">
                    {r.criado_por ?? ''} · {formatDateTime(r.criado_em)}
                  </span>
                  <span className="shrink-0">
                    <Counts r={r} />
                  </span>
                </span>
              </button>
            </li>
          )
        })}
      </ul>
    </ScrollRegion>
  )
}
