import type { BillKind } from '@/contracts/bill-status'
import { statusCatalogue } from '@/contracts/bill-status'
import type { StatusFilter } from '@/contracts/bill-statuses'
import type { StatusTotal } from '@/contracts/bpo-bills'
import { cn } from '@/lib/cn'
import { formatCount, formatMoney } from '@/lib/format'

type Props = {
  kind: BillKind
  totals: StatusTotal[]
  active: StatusFilter | undefined
  /** A click filters the list by that status; a second click on the active one clears the filter. */
  onPick: (status: StatusFilter | undefined) => void
}

/** Count and sum per status, in the §4 order and colours; each card filters the list. */
export function StatusTotals({ kind, totals, active, onPick }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 xl:grid-cols-6" aria-label="Totais por status">
      {statusCatalogue[kind].map((s) => {
        const t = totals.find((x) => x.status === s.value)
        const pressed = active === s.value
        return (
          <li key={s.value}>
            <button
              type="button"
              aria-pressed={pressed}
              data-testid={`total-${s.value}`}
              onClick={() => onPick(pressed ? undefined : s.value)}
              className={cn(
                'grid w-full gap-0.5 rounded-lg border bg-card px-3 py-2 text-left shadow-xs transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                pressed && 'ring-2 ring-ring',
              )}
              style={{ borderLeft: `4px solid ${s.cor}` }}
            >
              <span className="flex items-baseline justify-between gap-2 text-xs font-medium text-muted-foreground">
                {s.label}
                <span className="tabular" data-testid="quantidade">
                  {formatCount(t?.quantidade ?? 0)}
                </span>
              </span>
              <span className="text-right text-sm font-semibold tabular" data-testid="soma">
                {formatMoney(BigInt(t?.valor ?? '0'))}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
