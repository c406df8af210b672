import { FileText } from 'lucide-react'
import { ScrollRegion } from '@/components/scroll-region'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { SpacerRow, useVirtualTable } from '@/components/virtual-table'
import { invoiceModelLabels } from '@/contracts/invoice-values'
import type { InvoiceRow } from '@/contracts/invoices'
import { formatDate, formatMoney } from '@/lib/format'
import { formatAccessKey } from '@/lib/nfe-key'
import { BillLinks } from './bill-links'

type Props = { rows: InvoiceRow[]; onOpen: (id: number) => void }

const ROW_HEIGHT = 72
const CARD_HEIGHT = 176
const head = 'sticky top-0 z-10 border-b bg-muted px-3 py-2 text-left text-xs font-semibold text-muted-foreground'
const cell = 'border-b px-3 py-2 align-top'

function KindBadge({ tipo }: { tipo: InvoiceRow['tipo'] }) {
  return tipo === 'pagar' ? <Badge variant="warning">A pagar</Badge> : <Badge variant="success">A receber</Badge>
}

const counterpart = (n: InvoiceRow) => (n.tipo === 'pagar' ? n.emitente : n.tomador)

/** The invoices in a virtualised table: issuer, number and key, dates, total, kind and the bills made. */
export function InvoicesTable({ rows, onOpen }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: ROW_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Notas fiscais"
      className="max-h-[calc(100dvh-20rem)] min-h-72 rounded-xl border bg-card shadow-sm"
    >
      <table className="w-full min-w-[68rem] table-fixed border-separate border-spacing-0 text-sm">
        <colgroup>
          <col />
          <col className="w-64" />
          <col className="w-28" />
          <col className="w-32" />
          <col className="w-28" />
          <col className="w-64" />
          <col className="w-14" />
        </colgroup>
        <thead>
          <tr>
            {['Emitente / tomador', 'Número e chave', 'Emissão', 'Valor total', 'Tipo', 'Contas'].map((h) => (
              <th key={h} scope="col" className={`${head} ${h === 'Valor total' ? 'text-right' : ''}`}>
                {h}
              </th>
            ))}
            <th scope="col" className={head}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody>
          <SpacerRow height={top} colSpan={7} />
          {items.map((item) => {
            const n = rows[item.index]
            const who = counterpart(n)
            return (
              <tr key={n.id} data-testid="nota-fiscal" style={{ height: ROW_HEIGHT }}>
                <td className={cell}>
                  <span className="block truncate font-medium" title={who.nome ?? ''}>
                    {who.nome ?? who.documento ?? '—'}
                  </span>
                  <span className="block truncate text-xs text-muted-foreground">
                    {n.tipo === 'pagar' ? 'Emitente' : 'Tomador'} {who.documento ?? ''}
                  </span>
                </td>
                <td className={cell}>
                  <span className="block">
                    {invoiceModelLabels[n.modelo]} {n.numero}
                    {n.serie ? ` · série ${n.serie}` : ''}
                  </span>
                  <span className="block truncate font-mono text-[11px] text-muted-foreground" title={n.chave}>
                    {n.modelo === 'nfe' ? formatAccessKey(n.chave) : n.chave}
                  </span>
                </td>
                <td className={`${cell} tabular`}>
                  {formatDate(n.data_emissao)}
                  {n.data_competencia !== n.data_emissao ? (
                    <span className="block text-xs text-muted-foreground">comp. {formatDate(n.data_competencia)}</span>
                  ) : null}
                </td>
                <td className={`${cell} text-right tabular font-medium`}>{formatMoney(BigInt(n.valor_total))}</td>
                <td className={cell}>
                  <KindBadge tipo={n.tipo} />
                </td>
                <td className={`${cell} overflow-hidden`}>
                  <BillLinks bills={n.titulos} compact />
                </td>
                <td className="border-b px-1 align-top">
                  <Button
                    size="icon"
                    variant="ghost"
                    aria-label={`Detalhes da nota ${n.numero}`}
                    onClick={() => onOpen(n.id)}
                  >
                    <FileText aria-hidden />
                  </Button>
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

/** The invoices on a phone: one card each, virtualised like the table. */
export function InvoiceCards({ rows, onOpen }: Props) {
  const { scrollRef, items, top, bottom } = useVirtualTable<HTMLElement>({ count: rows.length, rowHeight: CARD_HEIGHT })
  return (
    <ScrollRegion
      ref={scrollRef}
      label="Notas fiscais"
      className="max-h-[calc(100dvh-14rem)] min-h-72 rounded-xl border bg-muted/40"
    >
      <ul aria-label="Notas fiscais" style={{ paddingTop: top, paddingBottom: bottom }} className="grid px-2">
        {items.map((item) => {
          const n = rows[item.index]
          const who = counterpart(n)
          return (
            <li key={n.id} data-testid="nota-fiscal" style={{ height: CARD_HEIGHT }} className="py-1">
              <div className="grid h-full grid-rows-[auto_auto_auto_1fr] gap-1 overflow-hidden rounded-lg border bg-card p-3 text-sm shadow-xs">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="min-w-0 flex-1 truncate font-medium">{who.nome ?? who.documento ?? '—'}</span>
                  <KindBadge tipo={n.tipo} />
                </span>
                <span className="flex justify-between gap-2 text-xs text-muted-foreground">
                  <span className="truncate">
                    {invoiceModelLabels[n.modelo]} {n.numero} · {formatDate(n.data_emissao)}
                  </span>
                  <span className="tabular font-medium text-foreground">{formatMoney(BigInt(n.valor_total))}</span>
                </span>
                <span className="truncate font-mono text-[11px] text-muted-foreground">{n.chave}</span>
                <span className="flex min-w-0 items-end justify-between gap-2">
                  <BillLinks bills={n.titulos} compact />
                  <Button size="sm" variant="outline" onClick={() => onOpen(n.id)}>
                    Detalhes
                  </Button>
                </span>
              </div>
            </li>
          )
        })}
      </ul>
    </ScrollRegion>
  )
}
