import { StateChip } from '@/components/state-chip'
import { type RequestState, requestStateInfo } from '@/contracts/bpo-request-paths'

/** A request's state (§4 label) with its colour. */
export function RequestStateChip({ state }: { state: RequestState }) {
  return <StateChip {...requestStateInfo(state)} />
}
