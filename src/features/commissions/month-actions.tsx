import { Calculator, CheckCircle2, Download, RotateCcw } from 'lucide-react'
import { openModal } from '@/components/dialogs/modal-store'
import { Button } from '@/components/ui/button'
import type { CommissionMonth } from '@/contracts/commissions'
import { useOnlineOnly } from '@/db/online-only'
import { formatMoney, formatMonth } from '@/lib/format'
import { useExportMonth, useMonthAction } from './data'

/** Compute (or recompute) an open month, approve it with a confirmation, reopen an approved one, export it. */
export function MonthActions({
  office,
  month,
  manages,
}: {
  office: number
  month: CommissionMonth
  /** Compute, approve and reopen are the gestor's and staff's; an advisor only exports. */
  manages: boolean
}) {
  const action = useMonthAction(office, month.mes)
  const exporter = useExportMonth(office, month.mes)
  const onlineOnly = useOnlineOnly()
  const label = formatMonth(`${month.mes}-01`)
  const busy = action.isPending
  const approved = month.status === 'aprovada'
  return (
    <div className="flex flex-wrap items-center gap-2">
      {manages && !approved ? (
        <Button
          variant={month.status === 'nao_calculada' ? 'default' : 'outline'}
          loading={busy && action.variables?.action === 'calcular'}
          disabled={busy || onlineOnly.disabled}
          title={onlineOnly.title}
          onClick={() => action.mutate({ action: 'calcular' })}
        >
          <Calculator aria-hidden /> {month.status === 'nao_calculada' ? 'Calcular' : 'Recalcular'}
        </Button>
      ) : null}
      {manages && month.status === 'aberta' ? (
        <Button
          disabled={busy || onlineOnly.disabled}
          title={onlineOnly.title}
          onClick={() =>
            void openModal({
              title: `Aprovar as comissões de ${label}?`,
              subtitle: `Total de ${formatMoney(BigInt(month.total))}`,
              text: 'O total é lançado no DRE como repasse (custos variáveis) e a competência fica bloqueada: para recalcular, será preciso reabri-la. Depois, gere as contas a pagar no BPO.',
              buttons: [
                { text: 'Cancelar', variant: 'outline' },
                { text: 'Aprovar', action: () => action.mutateAsync({ action: 'aprovar', version: month.version }) },
              ],
            })
          }
        >
          <CheckCircle2 aria-hidden /> Aprovar
        </Button>
      ) : null}
      {manages && approved ? (
        <Button
          variant="outline"
          disabled={busy || onlineOnly.disabled}
          title={onlineOnly.title}
          onClick={() =>
            void openModal({
              title: `Reabrir ${label}?`,
              text: 'O repasse aprovado sai do DRE, as contas a pagar ainda em aberto no BPO são canceladas e a competência pode ser recalculada.',
              buttons: [
                { text: 'Cancelar', variant: 'outline' },
                {
                  text: 'Reabrir',
                  variant: 'destructive',
                  action: () => action.mutateAsync({ action: 'reabrir', version: month.version }),
                },
              ],
            })
          }
        >
          <RotateCcw aria-hidden /> Reabrir
        </Button>
      ) : null}
      {month.status !== 'nao_calculada' ? (
        <Button
          variant="outline"
          loading={exporter.isPending}
          disabled={onlineOnly.disabled}
          title={onlineOnly.title}
          onClick={() => exporter.mutate()}
        >
          <Download aria-hidden /> Exportar
        </Button>
      ) : null}
    </div>
  )
}
