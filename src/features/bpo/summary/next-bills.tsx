import { Link } from '@tanstack/react-router'
import type { BpoSummary } from '@/contracts/bpo-summary'
import { formatDate, formatMoney } from '@/lib/format'
import { StatusChip } from '../bills/status-chip'

/** The open bills due next, each linking to its list on its due month (where it is found among the open ones). */
export function NextBills({ bills }: { bills: BpoSummary['proximas'] }) {
  if (bills.length === 0) return <p className="p-4 text-sm text-muted-foreground">Nenhuma conta em aberto a vencer.</p>
  return (
    <ul className="divide-y" aria-label="Próximos vencimentos">
      {bills.map((b) => {
        const month = b.data_vencimento.slice(0, 7)
        return (
          <li key={`${b.tipo}-${b.id}`} data-testid="proxima">
            <Link
              to={b.tipo === 'pagar' ? '/bpo/contas_a_pagar' : '/bpo/contas_a_receber'}
              search={{ inicio: month, fim: month, status: 'aberto' }}
              className="grid grid-cols-[5.5rem_1fr_auto] items-center gap-x-3 gap-y-0.5 px-4 py-2 hover:bg-muted"
            >
              <span className="text-sm tabular">{formatDate(b.data_vencimento)}</span>
              <span className="min-w-0">
                <span className="block truncate text-sm font-medium" title={b.descricao}>
                  {b.descricao}
                </span>
                <span className="block truncate text-xs text-muted-foreground">
                  {b.tipo === 'pagar' ? 'A pagar' : 'A receber'}
                  {b.contraparte ? ` · ${b.contraparte}` : ''}
                </span>
              </span>
              <span className="grid justify-items-end gap-0.5">
                <span
                  className={`text-sm font-semibold tabular ${b.tipo === 'pagar' ? 'text-danger' : 'text-success'}`}
                >
                  {formatMoney(BigInt(b.valor))}
                </span>
                <StatusChip kind={b.tipo} status={b.status} />
              </span>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}
