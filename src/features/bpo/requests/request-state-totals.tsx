import { StateTotals } from '@/components/state-totals'
import { type RequestState, requestStateCatalogue } from '@/contracts/bpo-request-paths'

type Props = {
  counts: Map<RequestState, number>
  active: RequestState | undefined
  onPick: (state: RequestState | undefined) => void
}

/** How many requests there are in each state; each card filters the list. */
export function RequestStateTotals(props: Props) {
  return <StateTotals label="Requisições por situação" states={requestStateCatalogue} {...props} />
}
