import type { ReactNode } from 'react'
import { ScrollRegion } from '@/components/scroll-region'
import type { Charge } from '@/contracts/billing'
import { formatCountOf, formatDate, formatMoney } from '@/lib/format'
import { chargeStatus, StatusPill } from './charge-status'
import { cell, head } from './table-classes'

// On a phone each charge is a card (client and amount, then status and action) instead of a table row squeezed to
// 390 px: the same elements, laid out as a grid below `sm`.
const phoneRow =
  'grid grid-cols-[minmax(0,1fr)_auto] gap-x-3 gap-y-1 border-b px-3 py-2 last:border-b-0 sm:table-row sm:p-0'
const phoneCell = 'block p-0 sm:table-cell sm:border-b sm:px-3 sm:py-2 sm:align-top'

/**
 * Charges (of rules, subscriptions or instalments): client, description, due date, amount, status with the
 * provider's reason when declined, and the caller's action per row. On a phone the secondary columns fold under
 * the client.
 */
export function ChargesTable({
  label,
  charges,
  action,
}: {
  label: string
  charges: Charge[]
  action?: (charge: Charge) => ReactNode
}) {
  return (
    <ScrollRegion label={label} className="rounded-xl border bg-card shadow-sm">
      <table
        className="block w-full border-separate border-spacing-0 text-sm sm:table sm:min-w-[48rem]"
        aria-label={label}
      >
        <thead className="hidden sm:table-header-group">
          <tr>
            <th className={head}>Cliente</th>
            <th className={`${head} hidden sm:table-cell`}>Descrição</th>
            <th className={`${head} hidden sm:table-cell`}>Vencimento</th>
            <th className={`${head} text-right`}>Valor</th>
            <th className={head}>Status</th>
            {action ? (
              <th className={`${head} w-32`}>
                <span className="sr-only">Ações</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="block sm:table-row-group">
          {charges.map((c) => (
            <tr key={c.id} data-testid="cobranca" className={phoneRow}>
              <td className={`${phoneCell} font-medium`}>
                {c.cliente}
                <span className="block text-xs font-normal text-muted-foreground sm:hidden">
                  {c.descricao} · vence {formatDate(c.vencimento)}
                </span>
              </td>
              <td className={`${cell} hidden sm:table-cell`}>
                {c.descricao}
                {c.base_centavos !== null ? (
                  <span className="block text-xs text-muted-foreground">
                    sobre patrimônio de {formatMoney(BigInt(c.base_centavos))}
                  </span>
                ) : null}
              </td>
              <td className={`${cell} hidden tabular sm:table-cell`}>{formatDate(c.vencimento)}</td>
              <td className={`${phoneCell} text-right font-medium tabular sm:font-normal`}>
                {formatMoney(BigInt(c.valor_centavos))}
              </td>
              <td className={`${phoneCell} col-span-2`}>
                <StatusPill {...chargeStatus(c)} />
                {c.status === 'recusada' && c.ultimo_erro ? (
                  <span className="block text-xs text-muted-foreground">
                    {c.ultimo_erro} ({formatCountOf(c.tentativas, 'tentativa', 'tentativas')})
                  </span>
                ) : null}
                {c.id_titulo !== null ? (
                  <span className="block text-xs text-muted-foreground">Conta a receber nº {c.id_titulo}</span>
                ) : null}
              </td>
              {action ? (
                <td className={`${phoneCell} col-span-2 max-sm:empty:hidden sm:text-right`}>{action(c)}</td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}
