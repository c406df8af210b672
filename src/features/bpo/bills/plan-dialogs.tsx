import { useQueryClient } from '@tanstack/react-query'
import { openModal } from '@/components/dialogs/modal-store'
import type { BillKind } from '@/contracts/bill-status'
import type { BillFields } from '@/contracts/bpo-bills'
import { planPaths } from '@/contracts/bpo-plan-paths'
import { request } from '@/lib/api/client'
import { notify } from '@/lib/notify'
import type { PlanAction } from './bill-row-actions'
import { billQueries, type LocalBill } from './bills-data'
import { InstalmentsDialog } from './instalments-dialog'
import { RecurrenceDialog } from './recurrence-dialog'

export type PlanRequest = { bill: LocalBill; action: Exclude<PlanAction, 'encerrar'> }

/** The plan calls are online only: the server creates or removes bills; the list is read again after. */
function usePlanCall(office: number, kind: BillKind) {
  const queryClient = useQueryClient()
  return async (url: string, body: Record<string, unknown>, done: string) => {
    await request('POST', url, { body, headers: { 'Idempotency-Key': crypto.randomUUID() } })
    await queryClient.invalidateQueries({ queryKey: billQueries.all(office, kind) })
    notify({ text: done, color: 'success' })
  }
}

/**
 * Editing an occurrence of a recurrence asks which ones change: 'Só esta' (the edit, queued like any other) or
 * 'Esta e as seguintes' (the series from this occurrence on; online).
 */
export function useSeriesScope(office: number, kind: BillKind) {
  const call = usePlanCall(office, kind)
  return (bill: LocalBill, fields: BillFields, onlyThis: () => Promise<unknown>) =>
    new Promise<void>((resolve) => {
      void openModal({
        title: 'Editar conta recorrente',
        text: `“${bill.descricao}” faz parte de uma recorrência. Aplicar a alteração a quais contas?`,
        buttons: [
          { text: 'Voltar', variant: 'outline' },
          { text: 'Só esta', variant: 'outline', action: onlyThis },
          {
            text: 'Esta e as seguintes',
            action: () =>
              call(
                planPaths.seriesEdit(office, kind, bill.id),
                { ...fields, version: bill.version },
                'Recorrência alterada a partir desta conta.',
              ),
          },
        ],
      }).then(resolve)
    })
}

/** 'Encerrar recorrência após esta': confirmed, the following open occurrences go and none is created. */
export function useStopSeries(office: number, kind: BillKind) {
  const call = usePlanCall(office, kind)
  return (bill: LocalBill) =>
    void openModal({
      title: 'Encerrar recorrência',
      text: `As contas seguintes a “${bill.descricao}” ainda não pagas serão removidas e nenhuma outra será criada.`,
      buttons: [
        { text: 'Voltar', variant: 'outline' },
        {
          text: 'Encerrar',
          variant: 'destructive',
          action: () =>
            call(planPaths.seriesStop(office, kind, bill.id), { version: bill.version }, 'Recorrência encerrada.'),
        },
      ],
    })
}

type Props = { office: number; kind: BillKind; request: PlanRequest | null; onClose: () => void }

/** Parcelar and Repetir of a bill's menu. */
export function PlanDialogs({ office, kind, request: asked, onClose }: Props) {
  if (asked === null) return null
  if (asked.action === 'parcelar')
    return <InstalmentsDialog office={office} kind={kind} bill={asked.bill} onClose={onClose} />
  return <RecurrenceDialog office={office} kind={kind} bill={asked.bill} onClose={onClose} />
}
