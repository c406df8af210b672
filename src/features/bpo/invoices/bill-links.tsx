import { Link } from '@tanstack/react-router'
import type { InvoiceBill } from '@/contracts/invoices'
import { formatDate, formatMoney } from '@/lib/format'
import { StatusChip } from '../bills/status-chip'

/** The bills made from an invoice (or an inbox attachment), each a link to its list opening it. */
export function BillLinks({ bills, compact = false }: { bills: InvoiceBill[]; compact?: boolean }) {
  if (bills.length === 0) return <span className="text-xs text-muted-foreground">Nenhuma conta</span>
  return (
    <ul className="grid gap-1" aria-label="Contas lançadas">
      {bills.map((b) => {
        const month = b.data_vencimento.slice(0, 7)
        const label = b.parcelas ? `${b.parcela}/${b.parcelas}` : b.tipo === 'pagar' ? 'A pagar' : 'A receber'
        return (
          <li
            key={b.id}
            className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-0.5 text-xs"
            data-testid="conta-da-nota"
          >
            <Link
              to={b.tipo === 'pagar' ? '/bpo/contas_a_pagar' : '/bpo/contas_a_receber'}
              search={{ inicio: month, fim: month, titulo: b.id }}
              className="font-medium text-primary underline-offset-2 hover:underline"
            >
              {label}
            </Link>
            <span className="tabular">{formatMoney(BigInt(b.valor))}</span>
            {compact ? null : <span className="tabular text-muted-foreground">{formatDate(b.data_vencimento)}</span>}
            {compact ? null : <StatusChip kind={b.tipo} status={b.status} />}
          </li>
        )
      })}
    </ul>
  )
}
