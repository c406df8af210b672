import { type RequestState, requestStateInfo } from '@/contracts/bpo-request-paths'

/** A request's state (§4 label) with its colour. */
export function RequestStateChip({ state }: { state: RequestState }) {
  const info = requestStateInfo(state)
  return (
    <span
      className="inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 text-white"
      style={{ backgroundColor: info.cor }}
      data-testid="situacao"
    >
      {info.label}
    </span>
  )
}
