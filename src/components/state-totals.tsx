import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'
import { formatCount } from '@/lib/format'

type Props<S extends string> = {
  label: string
  states: readonly { value: S; label: string; cor: string }[]
  counts: Map<S, number>
  active: S | undefined
  /** A click filters the list by that state; a second click on the active one clears the filter. */
  onPick: (state: S | undefined) => void
  /** A line under the count (e.g. the state's amount). */
  detail?: (state: S) => ReactNode
}

/** How many rows there are in each state; each card filters the list. */
export function StateTotals<S extends string>({ label, states, counts, active, onPick, detail }: Props<S>) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label={label}>
      {states.map((s) => {
        const pressed = active === s.value
        return (
          <li key={s.value}>
            <button
              type="button"
              aria-pressed={pressed}
              data-testid={`situacao-${s.value}`}
              onClick={() => onPick(pressed ? undefined : s.value)}
              className={cn(
                'grid h-full w-full gap-0.5 rounded-lg border bg-card px-3 py-2 text-left text-xs font-medium text-muted-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                pressed && 'ring-2 ring-ring',
              )}
              style={{ borderLeft: `4px solid ${s.cor}` }}
            >
              <span className="flex items-baseline justify-between gap-2">
                {s.label}
                <span className="text-sm font-semibold text-foreground tabular" data-testid="quantidade">
                  {formatCount(counts.get(s.value) ?? 0)}
                </span>
              </span>
              {detail ? <span className="text-right text-foreground tabular">{detail(s.value)}</span> : null}
            </button>
          </li>
        )
      })}
    </ul>
  )
}
