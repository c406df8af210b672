import type { BillKind } from '@/contracts/bill-status'
import { statusInfo } from '@/contracts/bill-status'
import type { BillStatus } from '@/contracts/bill-statuses'

/** A bill's §4 status with its colour ('Sem Status' for none). */
export function StatusChip({ kind, status }: { kind: BillKind; status: BillStatus | null }) {
  const info = statusInfo(kind, status)
  return (
    <span
      className="inline-flex items-center rounded-full px-2 py-0.5 text-[11px] font-semibold leading-4 text-white"
      style={{ backgroundColor: info.cor }}
      data-testid="status"
    >
      {info.label}
    </span>
  )
}
