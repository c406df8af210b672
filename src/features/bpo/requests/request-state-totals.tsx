import { type RequestState, requestStateCatalogue } from '@/contracts/bpo-request-paths'
import { cn } from '@/lib/cn'

type Props = {
  counts: Map<RequestState, number>
  active: RequestState | undefined
  /** A click filters the list by that state; a second click on the active one clears the filter. */
  onPick: (state: RequestState | undefined) => void
}

/** How many requests there are in each state; each card filters the list. */
export function RequestStateTotals({ counts, active, onPick }: Props) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5" aria-label="Requisições por situação">
      {requestStateCatalogue.map((s) => {
        const pressed = active === s.value
        return (
          <li key={s.value}>
            <button
              type="button"
              aria-pressed={pressed}
              data-testid={`situacao-${s.value}`}
              onClick={() => onPick(pressed ? undefined : s.value)}
              className={cn(
                'flex h-full w-full items-baseline justify-between gap-2 rounded-lg border bg-card px-3 py-2 text-left text-xs font-medium text-muted-foreground shadow-xs transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                pressed && 'ring-2 ring-ring',
              )}
              style={{ borderLeft: `4px solid ${s.cor}` }}
            >
              {s.label}
              <span className="text-sm font-semibold text-foreground tabular" data-testid="quantidade">
                {(counts.get(s.value) ?? 0).toLocaleString('pt-BR')}
              </span>
            </button>
          </li>
        )
      })}
    </ul>
  )
}
