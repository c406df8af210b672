import type { BillKind } from '@/contracts/bill-status'
import { useOfficeId } from '@/features/dre/use-office-id'
import { AttachmentsPanel } from '../attachments-panel'
import { attachmentQueries, useAttachmentActions } from './attachment-queries'
import { isUnsavedBill, type LocalBill } from './bills-data'

/**
 * The attachments of a bill the server already has (one still in the outbox has none yet), in its dialog: boleto,
 * nota fiscal, receipt; list, download, remove and upload (online only).
 */
export function BillAttachmentsOf({ kind, bill }: { kind: BillKind; bill: LocalBill }) {
  const office = useOfficeId()
  if (office === null || isUnsavedBill(bill)) return null
  return <BillAttachments office={office} kind={kind} bill={Number(bill.id)} />
}

function BillAttachments(ref: { office: number; kind: BillKind; bill: number }) {
  const actions = useAttachmentActions(ref)
  return <AttachmentsPanel list={attachmentQueries.list(ref)} actions={actions} className="sm:col-span-2" />
}
