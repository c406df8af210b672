import { StateChip } from '@/components/state-chip'
import { type InvoiceState, invoiceStateInfo } from '@/contracts/invoicing-paths'

/** An invoice's state (§4 label where §4 has one) with its colour. */
export function InvoiceStateChip({ state }: { state: InvoiceState }) {
  return <StateChip {...invoiceStateInfo(state)} />
}
